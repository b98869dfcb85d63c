"use client";

import Link from "next/link";
import { focusRing } from "@/components/ui/cn";
// From the files, not the keyboard list's index, which would bring every part of the list into the page.
import type { KeyboardListColumn } from "@/components/ui/keyboard-list/keyboard-list-grid";
import { KeyboardListTable, type KeyboardListTableProps } from "@/components/ui/keyboard-list/keyboard-list-table";
import { Time } from "@/components/ui/time";
import type { BankReview } from "@/lib/web/hooks/bank-reviews";
import { ReviewStatusBadge, SignalsBadge } from "./badges";
import { countryLabel, kindLabel, maskedNumber, proposerLabel, vendorLabel } from "./model";

const muted = "text-xs text-slate-600 dark:text-slate-400";
const link = `rounded font-medium text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;

/** The queue's columns; decisions take one change at a time, so there is no select column. */
function reviewColumns(viewerUserId: string | null | undefined): KeyboardListColumn<BankReview>[] {
  return [
    {
      header: "Vendor",
      cell: (review) => (
        <Link href={`/vendors/${encodeURIComponent(review.vendor_id)}`} className={link}>
          {vendorLabel(review)}
        </Link>
      ),
    },
    { header: "Change", cellClassName: "text-slate-900 dark:text-slate-100", cell: kindLabel },
    {
      header: "Proposed details",
      className: "hidden sm:table-cell",
      cell: (review) => (
        <>
          <span className="block font-mono text-xs text-slate-900 dark:text-slate-100">
            {maskedNumber(review.proposed) ?? "No account number"}
          </span>
          <span className={`block ${muted}`}>{countryLabel(review.proposed.bank_country)}</span>
        </>
      ),
    },
    { header: "Signals", cell: (review) => <SignalsBadge signals={review.signals} /> },
    {
      header: "Proposed by",
      className: "hidden md:table-cell",
      cellClassName: "text-slate-800 dark:text-slate-200",
      cell: (review) => proposerLabel(review, viewerUserId),
    },
    {
      header: "Age",
      className: "hidden sm:table-cell",
      cellClassName: "whitespace-nowrap text-slate-700 dark:text-slate-300",
      cell: (review) => <Time value={review.created_at} />,
    },
    { header: "Status", cell: (review) => <ReviewStatusBadge status={review.status} /> },
  ];
}

export interface ReviewTableProps
  extends Omit<
    KeyboardListTableProps<BankReview>,
    "label" | "regionLabel" | "columns" | "align" | "loadingRows" | "loadingLabel"
  > {
  viewerUserId: string | null | undefined;
}

/** The queue's bank changes in the keyboard list's table, the grid named "Bank changes". */
export function ReviewTable({ viewerUserId, ...props }: ReviewTableProps) {
  return (
    <KeyboardListTable
      {...props}
      label="Bank changes"
      regionLabel="Bank changes list"
      columns={reviewColumns(viewerUserId)}
      align="top"
      loadingRows={6}
      loadingLabel="Loading bank changes…"
    />
  );
}
