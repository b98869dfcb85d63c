"use client";

import Link from "next/link";
import { focusRing } from "@/components/ui/cn";
import type { KeyboardList } from "@/components/ui/keyboard-list";
import { Time } from "@/components/ui/time";
import type { BankReview } from "@/lib/web/hooks/bank-reviews";
import { ReviewStatusBadge, SignalsBadge } from "./badges";
import { countryLabel, kindLabel, maskedNumber, proposerLabel, vendorLabel } from "./model";

const headerClass = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide";
const cellClass = "px-3 py-2.5 align-top";
const muted = "text-xs text-slate-600 dark:text-slate-400";
const link = `rounded font-medium text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;

export interface ReviewTableProps {
  list: KeyboardList<BankReview>;
  busy: boolean;
  viewerUserId: string | null | undefined;
}

/** The queue's rows as an ARIA grid driven by the shared keyboard list. */
export function ReviewTable({ list, busy, viewerUserId }: ReviewTableProps) {
  return (
    <table
      {...list.gridProps}
      aria-label="Bank changes"
      aria-busy={busy || undefined}
      className="w-full border-collapse text-sm"
    >
      <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
        <tr className="border-b border-slate-200 dark:border-slate-800">
          <th scope="col" className={headerClass}>
            Vendor
          </th>
          <th scope="col" className={headerClass}>
            Change
          </th>
          <th scope="col" className={`${headerClass} hidden sm:table-cell`}>
            Proposed details
          </th>
          <th scope="col" className={headerClass}>
            Signals
          </th>
          <th scope="col" className={`${headerClass} hidden md:table-cell`}>
            Proposed by
          </th>
          <th scope="col" className={`${headerClass} hidden sm:table-cell`}>
            Age
          </th>
          <th scope="col" className={headerClass}>
            Status
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 bg-white dark:divide-slate-800 dark:bg-slate-950">
        {list.rows.map((review) => (
          <tr key={review.id} {...list.rowProps(review)}>
            <td className={cellClass}>
              <Link href={`/vendors/${encodeURIComponent(review.vendor_id)}`} className={link}>
                {vendorLabel(review)}
              </Link>
            </td>
            <td className={`${cellClass} text-slate-900 dark:text-slate-100`}>{kindLabel(review)}</td>
            <td className={`${cellClass} hidden sm:table-cell`}>
              <span className="block font-mono text-xs text-slate-900 dark:text-slate-100">
                {maskedNumber(review.proposed) ?? "No account number"}
              </span>
              <span className={`block ${muted}`}>{countryLabel(review.proposed.bank_country)}</span>
            </td>
            <td className={cellClass}>
              <SignalsBadge signals={review.signals} />
            </td>
            <td className={`${cellClass} hidden text-slate-800 md:table-cell dark:text-slate-200`}>
              {proposerLabel(review, viewerUserId)}
            </td>
            <td className={`${cellClass} hidden whitespace-nowrap text-slate-700 sm:table-cell dark:text-slate-300`}>
              <Time value={review.created_at} />
            </td>
            <td className={cellClass}>
              <ReviewStatusBadge status={review.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
