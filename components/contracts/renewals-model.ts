import { DAY_SECONDS, daysUntil, startOfDay } from "@/lib/web/days";
import type { Contract } from "@/lib/web/hooks/contracts";
import { dateTimeFormat } from "@/lib/web/intl";
import { isClosedLifecycle, targetDate } from "./model";

// ---- renewal decisions

export type RenewalDecision = "renew" | "terminate";

const isoDay = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 10);

/**
 * The line a decision leaves in the contract's description, naming the notice deadline it was taken
 * for: "Renewal decision (notice deadline 2027-03-03): renew." A later deadline needs a new decision.
 */
export function decisionLine(decision: RenewalDecision, noticeDeadline: number, note: string): string {
  const words = decision === "renew" ? "renew" : "terminate";
  const text = note.trim().replace(/\s+/g, " ");
  return `Renewal decision (notice deadline ${isoDay(noticeDeadline)}): ${words}.${text ? ` ${text}` : ""}`;
}

/** The description with the decision's line appended (after a blank line). */
export function withDecision(description: string | null, line: string): string {
  const current = description?.trimEnd() ?? "";
  return current ? `${current}\n\n${line}` : line;
}

/** The decision already recorded for the contract's current notice deadline, if any. */
export function recordedDecision(contract: Pick<Contract, "description" | "notice_deadline">): RenewalDecision | null {
  if (contract.notice_deadline === null || !contract.description) {
    return null;
  }
  const marker = `Renewal decision (notice deadline ${isoDay(contract.notice_deadline)}): `;
  const at = contract.description.lastIndexOf(marker);
  if (at < 0) {
    return null;
  }
  return contract.description.startsWith("terminate", at + marker.length) ? "terminate" : "renew";
}

/**
 * Whether someone must decide now: the contract renews automatically, its notice deadline has passed
 * or is within 30 days while the renewal (or expiration) is still ahead, it is not terminated or
 * expired, and no decision was recorded for this deadline.
 */
export function needsDecision(contract: Contract, now: number): boolean {
  const deadline = contract.notice_deadline;
  const target = targetDate(contract);
  const today = startOfDay(now);
  return (
    !contract.is_archived &&
    contract.auto_renew === "automatic" &&
    deadline !== null &&
    daysUntil(deadline, now) <= 30 &&
    target !== null &&
    target >= today &&
    !isClosedLifecycle(contract.lifecycle_status) &&
    recordedDecision(contract) === null
  );
}

// ---- the renewals timeline

export interface TimelineEntry {
  contract: Contract;
  /** What falls due on `at`: the notice deadline, or (a contract without one) the expiration. */
  kind: "notice" | "expiration";
  at: number;
}

export interface TimelineMonth {
  /** "2027-03". */
  key: string;
  /** "March 2027". */
  label: string;
  entries: TimelineEntry[];
}

export interface Timeline {
  /** Notice deadlines already passed while the renewal or expiration is still ahead. */
  passed: TimelineEntry[];
  /** The current month and the next twelve, each with its entries, earliest first. */
  months: TimelineMonth[];
}

export const TIMELINE_DAYS = 365;

const monthKey = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().slice(0, 7);

/**
 * The next 12 months of notice deadlines (`withNotice`: sorted by notice deadline) and of expirations
 * of contracts without a notice deadline (`expiring`), by month; each contract once.
 */
export function buildTimeline(
  withNotice: readonly Contract[],
  expiring: readonly Contract[],
  now: number,
  monthLabel: (key: string) => string,
): Timeline {
  const today = startOfDay(now);
  const end = now + TIMELINE_DAYS * DAY_SECONDS;
  const seen = new Set<string>();
  const entries: TimelineEntry[] = [];
  const passed: TimelineEntry[] = [];
  for (const contract of withNotice) {
    const at = contract.notice_deadline;
    const target = targetDate(contract);
    if (at === null || at >= end || seen.has(contract.id)) {
      continue;
    }
    if (at < today) {
      if (target !== null && target >= today) {
        seen.add(contract.id);
        passed.push({ contract, kind: "notice", at });
      }
      continue;
    }
    seen.add(contract.id);
    entries.push({ contract, kind: "notice", at });
  }
  for (const contract of expiring) {
    const at = contract.expiration_date;
    if (contract.notice_deadline !== null || at === null || at < today || at >= end || seen.has(contract.id)) {
      continue;
    }
    seen.add(contract.id);
    entries.push({ contract, kind: "expiration", at });
  }
  entries.sort((a, b) => a.at - b.at || a.contract.name.localeCompare(b.contract.name));
  passed.sort((a, b) => a.at - b.at);

  const months: TimelineMonth[] = [];
  const first = new Date(today * 1000);
  for (let offset = 0; offset <= 12; offset += 1) {
    const key = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + offset, 1)).toISOString().slice(0, 7);
    months.push({ key, label: monthLabel(key), entries: entries.filter((entry) => monthKey(entry.at) === key) });
  }
  return { passed, months };
}

/** "2027-03" → "March 2027" in the person's locale. */
export function monthLabelOf(key: string, locale?: string): string {
  const [year, month] = key.split("-").map(Number);
  return dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1)),
  );
}
