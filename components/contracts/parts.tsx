"use client";

import Link from "next/link";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import { focusRing } from "@/components/ui/cn";
import { daysUntil, formatDay } from "@/lib/web/days";
import { type Contract, contractHref } from "@/lib/web/hooks/contracts";
import { AUTO_RENEW_LABELS, type DeadlineUrgency, daysPhrase, deadlineUrgency } from "./model";
import { formatMoney } from "./money";

export const muted = "text-slate-600 dark:text-slate-400";
export const linkClass = `rounded text-blue-700 underline hover:no-underline dark:text-blue-300 ${focusRing}`;
export const dash = (
  <span className="text-slate-500 dark:text-slate-400">
    <span aria-hidden="true">—</span>
    <span className="sr-only">Not set</span>
  </span>
);

const URGENCY_VARIANT: Record<DeadlineUrgency, BadgeVariant> = {
  passed: "danger",
  soon: "warning",
  near: "info",
  later: "neutral",
};

/** A deadline's day and how far it is, the words carrying the meaning and the color repeating it. */
export function DeadlineText({ at, now }: { at: number | null; now: number | null }) {
  if (at === null) {
    return dash;
  }
  const day = formatDay(at);
  if (now === null) {
    return <span className="whitespace-nowrap">{day}</span>;
  }
  const days = daysUntil(at, now);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="whitespace-nowrap">{day}</span>
      <Badge variant={URGENCY_VARIANT[deadlineUrgency(at, now)]}>
        {days < 0 ? `passed ${daysPhrase(days)}` : daysPhrase(days)}
      </Badge>
    </span>
  );
}

/** "Jan 1, 2026 – Dec 31, 2026": the term start (else the effective date) to the expiration. */
export function TermText({ contract }: { contract: Contract }) {
  const start = contract.term_start_date ?? contract.effective_date;
  const end = contract.expiration_date;
  if (start === null && end === null) {
    return dash;
  }
  return (
    <span className="whitespace-nowrap">
      {start === null ? "…" : formatDay(start)}
      <span aria-hidden="true"> – </span>
      <span className="sr-only"> to </span>
      {end === null ? "no expiration" : formatDay(end)}
    </span>
  );
}

/** The value with its currency, every digit of the exact amount shown, in the person's locale. */
export function MoneyText({ amount, currency }: { amount: string | null; currency: string | null }) {
  return amount === null ? (
    dash
  ) : (
    <span className="whitespace-nowrap tabular-nums">{formatMoney(amount, currency, undefined)}</span>
  );
}

export function AutoRenewText({ contract }: { contract: Contract }) {
  return contract.auto_renew === null ? dash : AUTO_RENEW_LABELS[contract.auto_renew];
}

export function VendorLink({ contract, tab }: { contract: Contract; tab?: string }) {
  if (!contract.vendor_id) {
    return contract.counterparty_name ?? dash;
  }
  return (
    // The vendor page's address spelled out: lib/web/hooks/vendors (vendorPath) would load the vendor queries with the list.
    <Link href={`/vendors/${encodeURIComponent(contract.vendor_id)}${tab ? `?tab=${tab}` : ""}`} className={linkClass}>
      {contract.vendor_name ?? "Vendor"}
    </Link>
  );
}

export function ContractLink({ contract, className }: { contract: Pick<Contract, "id" | "name">; className?: string }) {
  return (
    <Link href={contractHref(contract.id)} className={`font-medium ${linkClass} ${className ?? ""}`}>
      {contract.name}
    </Link>
  );
}
