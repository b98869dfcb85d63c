"use client";

import Link from "next/link";
import { focusRing } from "@/components/ui/cn";
import { type KeyboardList, SelectCheckbox } from "@/components/ui/keyboard-list";
import { Time } from "@/components/ui/time";
import type { LeaderboardRow } from "@/lib/web/hooks/zero-touch";
import { ReviewStatusBadge, RunStatusBadge, TierBadge } from "./badges";
import { runHref } from "./labels";
import { ComponentBars, ScoreBar } from "./score-bar";

const headerClass = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide";
const cellClass = "px-3 py-2.5 align-middle";
/** Each column's header and the classes that size it or hide it on small screens. */
const COLUMNS: readonly [string, string][] = [
  ["Selected", "w-8"],
  ["Rank", "w-12"],
  ["Vendor", ""],
  ["Composite", ""],
  ["Risk tier", ""],
  ["Run", ""],
  ["Review", "hidden sm:table-cell"],
  ["Components", "hidden md:table-cell"],
  ["Last run", "hidden lg:table-cell"],
];
const link = `rounded font-medium text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;

/** The leaderboard's rows as an ARIA grid driven by the shared keyboard list. */
export function LeaderboardTable({ list, busy }: { list: KeyboardList<LeaderboardRow>; busy: boolean }) {
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
        {list.rows.map((row) => (
          <tr key={row.vendor_id} {...list.rowProps(row)}>
            <td className={cellClass}>
              <SelectCheckbox
                name={row.vendor_name}
                checked={list.isSelected(row.vendor_id)}
                onToggle={() => list.toggle(row.vendor_id)}
              />
            </td>
            <td className={`${cellClass} tabular-nums text-slate-700 dark:text-slate-300`}>{row.rank}</td>
            <td className={cellClass}>
              <Link href={runHref(row.assessment_id)} className={link}>
                {row.vendor_name}
              </Link>
            </td>
            <td className={cellClass}>
              <ScoreBar score={row.composite_score} />
            </td>
            <td className={cellClass}>
              <TierBadge tier={row.risk_tier} />
            </td>
            <td className={cellClass}>
              <RunStatusBadge status={row.status} />
            </td>
            <td className={`${cellClass} hidden sm:table-cell`}>
              <ReviewStatusBadge status={row.review_status} />
            </td>
            <td className={`${cellClass} hidden md:table-cell`}>
              <ComponentBars components={row.components} />
            </td>
            <td className={`${cellClass} hidden whitespace-nowrap text-slate-700 lg:table-cell dark:text-slate-300`}>
              <Time value={row.completed_at ?? row.created_at} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
