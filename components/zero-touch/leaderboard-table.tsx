"use client";

import Link from "next/link";
import { Fragment } from "react";
import { focusRing } from "@/components/ui/cn";
// From the files, not the keyboard list's index: the index also carries the bulk status and archive
// actions, which this page does not use and would otherwise load.
import { SelectCheckbox } from "@/components/ui/keyboard-list/select-cell";
import type { KeyboardList } from "@/components/ui/keyboard-list/use-keyboard-list";
import { lazyComponent } from "@/components/ui/lazy";
import type { LeaderboardSort } from "@/lib/contract/zero-touch";
import type { LeaderboardRow } from "@/lib/web/hooks/zero-touch";
import { ReviewStatusBadge, RunStatusBadge, TierBadge } from "./badges";
import { formatPercent, runHref } from "./labels";
import { groupOf, groupStarts, type LeaderboardGroup } from "./list-state";
import { ComponentBars, ScoreBar } from "./score-bar";

// Loaded with the first row that has a run: a list of vendors not assessed shows "Never" without it.
// Its column has a fixed width, so the times filling in move nothing.
const Time = lazyComponent(() => import("@/components/ui/time").then((module) => module.Time));

const headerClass = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide";
const cellClass = "px-3 py-2.5 align-middle";
const muted = "text-slate-600 dark:text-slate-400";
/** Each column's header and the classes that size it or hide it on small screens. */
const COLUMNS: readonly [string, string][] = [
  ["Selected", "w-8"],
  ["Rank", "w-12"],
  ["Vendor", ""],
  ["Composite", ""],
  ["Coverage", "hidden sm:table-cell"],
  ["Risk tier", ""],
  ["Run", ""],
  ["Review", "hidden sm:table-cell"],
  ["Components", "hidden md:table-cell"],
  ["Last run", "hidden w-32 lg:table-cell"],
];
const link = `rounded font-medium text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;

/** A group's heading and what it holds. */
function groupText(group: LeaderboardGroup, sort: LeaderboardSort, noRuns: boolean): [string, string] {
  if (group === "ranked") {
    return [
      "Ranked",
      `Enough of the configured weight had data: by composite, ${sort === "riskiest" ? "lowest" : "highest"} first.`,
    ];
  }
  if (group === "insufficient") {
    return ["Insufficient evidence", "Not ranked: too little of the configured weight had data. Each row says why."];
  }
  return noRuns
    ? [
        "No zero touch runs yet",
        "Select all unscored vendors and run zero touch to score them without their involvement.",
      ]
    : ["Not assessed", "No zero touch run yet: select them and run zero touch."];
}

/** A group's heading as a full-width row before its first row on the page. */
function GroupRow({ text: [title, description] }: { text: [string, string] }) {
  return (
    <tr className="bg-slate-50 dark:bg-slate-900">
      <td colSpan={COLUMNS.length} className="px-3 py-2 text-sm">
        <span className="block font-semibold text-slate-900 dark:text-slate-100">{title}</span>
        <span className={`block ${muted}`}>{description}</span>
      </td>
    </tr>
  );
}

/**
 * The leaderboard's rows as an ARIA grid driven by the shared keyboard list, ranked runs first, then
 * runs with insufficient evidence (each with its reason), then vendors not assessed, each group under
 * a heading row.
 */
export function LeaderboardTable({
  list,
  busy,
  sort,
  noRuns,
}: {
  list: KeyboardList<LeaderboardRow>;
  busy: boolean;
  sort: LeaderboardSort;
  /** Nothing has been run: the vendors not assessed are all there is. */
  noRuns: boolean;
}) {
  const starts = groupStarts(list.rows);
  return (
    <table
      {...list.gridProps}
      aria-label="Zero touch leaderboard"
      aria-busy={busy || undefined}
      className="w-full border-collapse text-sm"
    >
      <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
        <tr className="border-b border-slate-200 dark:border-slate-800">
          {COLUMNS.map(([label, className]) => (
            <th key={label} scope="col" className={`${headerClass} ${className}`}>
              {label === "Selected" ? <span className="sr-only">Selected</span> : label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
        {list.rows.map((row, index) => {
          const start = starts[index];
          const group = groupOf(row);
          const reason = group === "insufficient" ? row.insufficient_reason : null;
          return (
            <Fragment key={row.vendor_id}>
              {start ? <GroupRow text={groupText(start, sort, noRuns)} /> : null}
              <tr {...list.rowProps(row)}>
                <td className={cellClass}>
                  <SelectCheckbox
                    name={row.vendor_name}
                    checked={list.isSelected(row.vendor_id)}
                    onToggle={() => list.toggle(row.vendor_id)}
                  />
                </td>
                <td className={`${cellClass} tabular-nums text-slate-700 dark:text-slate-300`}>
                  {group === "ranked" ? (
                    row.rank
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">Not ranked</span>
                    </>
                  )}
                </td>
                <td className={cellClass}>
                  {row.assessment_id ? (
                    <Link href={runHref(row.assessment_id)} className={link}>
                      {row.vendor_name}
                    </Link>
                  ) : (
                    <span className="font-medium text-slate-900 dark:text-slate-100">{row.vendor_name}</span>
                  )}
                </td>
                <td className={cellClass}>
                  <ScoreBar score={row.composite_score} />
                </td>
                <td className={`${cellClass} hidden tabular-nums text-slate-900 sm:table-cell dark:text-slate-100`}>
                  {formatPercent(row.coverage_percent)}
                </td>
                <td className={cellClass}>
                  {group === "not_assessed" ? (
                    <span className={muted}>No tier</span>
                  ) : (
                    <TierBadge tier={row.risk_tier} />
                  )}
                  {reason ? <p className={`mt-1 min-w-48 max-w-xs text-xs ${muted}`}>{reason}</p> : null}
                </td>
                <td className={cellClass}>
                  <RunStatusBadge status={row.status} />
                </td>
                <td className={`${cellClass} hidden sm:table-cell`}>
                  {row.review_status ? (
                    <ReviewStatusBadge status={row.review_status} />
                  ) : (
                    <span className={muted}>—</span>
                  )}
                </td>
                <td className={`${cellClass} hidden md:table-cell`}>
                  {group === "not_assessed" ? (
                    <span className={muted}>—</span>
                  ) : (
                    <ComponentBars components={row.components} />
                  )}
                </td>
                <td
                  className={`${cellClass} hidden whitespace-nowrap text-slate-700 lg:table-cell dark:text-slate-300`}
                >
                  {row.status === "not_assessed" ? "Never" : <Time value={row.completed_at ?? row.created_at} />}
                </td>
              </tr>
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
