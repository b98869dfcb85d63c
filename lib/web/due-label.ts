import { daysUntil } from "./days";

/** Where a due date stands against today, and the short phrase for it (lists show it under the date). */

export type DueState = "none" | "overdue" | "today" | "soon" | "later";

/** Overdue, due today, due within `soonDays`, or later; "none" without a due date. */
export function dueState(dueSeconds: number | null, nowSeconds: number, soonDays = 7): DueState {
  if (dueSeconds === null) {
    return "none";
  }
  const days = daysUntil(dueSeconds, nowSeconds);
  if (days < 0) {
    return "overdue";
  }
  if (days === 0) {
    return "today";
  }
  return days <= soonDays ? "soon" : "later";
}

/** A short phrase for the due state: "Overdue by 3 days", "Due today", "Due in 1 day"; "" when none or later. */
export function dueLabel(dueSeconds: number | null, nowSeconds: number, soonDays = 7): string {
  const state = dueState(dueSeconds, nowSeconds, soonDays);
  if (dueSeconds === null || state === "none" || state === "later") {
    return "";
  }
  const days = daysUntil(dueSeconds, nowSeconds);
  const plural = (count: number) => `${count} day${count === 1 ? "" : "s"}`;
  if (state === "overdue") {
    return `Overdue by ${plural(-days)}`;
  }
  return state === "today" ? "Due today" : `Due in ${plural(days)}`;
}
