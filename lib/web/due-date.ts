/**
 * Due dates are whole days: the API holds Unix seconds, the page a date input's "YYYY-MM-DD".
 * A day is stored as its UTC midnight, so it reads back as the same day in every time zone.
 */

import { DAY_SECONDS } from "./days";

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-12-31" → Unix seconds of that day's UTC midnight; "" → null; anything else → undefined. */
export function fromDateInput(value: string): number | null | undefined {
  if (value.trim() === "") {
    return null;
  }
  const match = DATE_INPUT.exec(value.trim());
  if (!match) {
    return undefined;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const millis = Date.UTC(year, month - 1, day);
  const date = new Date(millis);
  // Rejects 2026-02-30 and years before 1970 (the API takes no negative timestamps).
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day || millis < 0) {
    return undefined;
  }
  return millis / 1000;
}

/** Unix seconds → the date input's "YYYY-MM-DD" (the UTC day); null → "". */
export function toDateInput(unixSeconds: number | null): string {
  if (unixSeconds === null) {
    return "";
  }
  const date = new Date(unixSeconds * 1000);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

// Apart (./days, ./due-label) so pages that only count days or show a due phrase do not load the
// date input and age code.
export { daysUntil } from "./days";
export { type DueState, dueLabel, dueState } from "./due-label";

/** How long something has been open: "Today", "1 day", "12 days", "3 months", "2 years". */
export function formatAge(createdSeconds: number, nowSeconds: number): string {
  const days = Math.max(0, Math.floor((nowSeconds - createdSeconds) / DAY_SECONDS));
  if (days === 0) {
    return "Today";
  }
  if (days < 60) {
    return `${days} day${days === 1 ? "" : "s"}`;
  }
  if (days < 730) {
    return `${Math.floor(days / 30)} months`;
  }
  return `${Math.floor(days / 365)} years`;
}
