"use client";

import Link from "next/link";
import { focusRing } from "@/components/ui/cn";
// From the files, not the keyboard list's index: the index also carries the bulk status and archive
// actions, which this page does not use and would otherwise load.
import type { KeyboardListColumn } from "@/components/ui/keyboard-list/keyboard-list-grid";
import { KeyboardListTable, type KeyboardListTableProps } from "@/components/ui/keyboard-list/keyboard-list-table";
import { selectColumn } from "@/components/ui/keyboard-list/select-cell";
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

const muted = "text-slate-600 dark:text-slate-400";
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

/** A group's heading, drawn as a full-width row before its first row on the page. */
function GroupHeading({ text: [title, description] }: { text: [string, string] }) {
  return (
    <>
      <span className="block font-semibold text-slate-900 dark:text-slate-100">{title}</span>
      <span className={`block ${muted}`}>{description}</span>
    </>
  );
}

const dash = <span className={muted}>—</span>;

/** The leaderboard's columns; the narrower the screen, the fewer show. */
function leaderboardColumns(list: KeyboardList<LeaderboardRow>): KeyboardListColumn<LeaderboardRow>[] {
  return [
    selectColumn(
      list,
      (row) => row.vendor_id,
      (row) => row.vendor_name,
    ),
    {
      header: "Rank",
      className: "w-12",
      cellClassName: "tabular-nums text-slate-700 dark:text-slate-300",
      cell: (row) =>
        groupOf(row) === "ranked" ? (
          row.rank
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Not ranked</span>
          </>
        ),
    },
    {
      header: "Vendor",
      cell: (row) =>
        row.assessment_id ? (
          <Link href={runHref(row.assessment_id)} className={link}>
            {row.vendor_name}
          </Link>
        ) : (
          <span className="font-medium text-slate-900 dark:text-slate-100">{row.vendor_name}</span>
        ),
    },
    { header: "Composite", cell: (row) => <ScoreBar score={row.composite_score} /> },
    {
      header: "Coverage",
      className: "hidden sm:table-cell",
      cellClassName: "tabular-nums text-slate-900 dark:text-slate-100",
      cell: (row) => formatPercent(row.coverage_percent),
    },
    {
      header: "Risk tier",
      cell: (row) => {
        const group = groupOf(row);
        const reason = group === "insufficient" ? row.insufficient_reason : null;
        return (
          <>
            {group === "not_assessed" ? <span className={muted}>No tier</span> : <TierBadge tier={row.risk_tier} />}
            {reason ? <p className={`mt-1 min-w-48 max-w-xs text-xs ${muted}`}>{reason}</p> : null}
          </>
        );
      },
    },
    { header: "Run", cell: (row) => <RunStatusBadge status={row.status} /> },
    {
      header: "Review",
      className: "hidden sm:table-cell",
      cell: (row) => (row.review_status ? <ReviewStatusBadge status={row.review_status} /> : dash),
    },
    {
      header: "Components",
      className: "hidden md:table-cell",
      cell: (row) => (groupOf(row) === "not_assessed" ? dash : <ComponentBars components={row.components} />),
    },
    {
      header: "Last run",
      className: "hidden w-32 lg:table-cell",
      cellClassName: "whitespace-nowrap text-slate-700 dark:text-slate-300",
      cell: (row) => (row.status === "not_assessed" ? "Never" : <Time value={row.completed_at ?? row.created_at} />),
    },
  ];
}

export interface LeaderboardTableProps
  extends Omit<
    KeyboardListTableProps<LeaderboardRow>,
    "label" | "regionLabel" | "columns" | "headingBefore" | "loadingRows" | "loadingLabel"
  > {
  sort: LeaderboardSort;
  /** Nothing has been run: the vendors not assessed are all there is. */
  noRuns: boolean;
}

/**
 * The leaderboard in the keyboard list's table, the grid named "Zero touch leaderboard": ranked runs
 * first, then runs with insufficient evidence (each with its reason), then vendors not assessed, each
 * group under a heading row.
 */
export function LeaderboardTable({ sort, noRuns, ...props }: LeaderboardTableProps) {
  const starts = groupStarts(props.list.rows);
  return (
    <KeyboardListTable
      {...props}
      label="Zero touch leaderboard"
      regionLabel="Leaderboard list"
      columns={leaderboardColumns(props.list)}
      headingBefore={(_, index) => {
        const start = starts[index];
        return start ? <GroupHeading text={groupText(start, sort, noRuns)} /> : null;
      }}
      loadingRows={8}
      loadingLabel="Loading the leaderboard…"
    />
  );
}
