import { DAY_SECONDS } from "@/lib/web/days";
import { fromDateInput, toDateInput } from "@/lib/web/due-date";
import type { Portal } from "./types";

// What the customer may do with a request, and the due date's input: apart from ./model, so the
// list's first load does not carry them (the actions and their dialogs load after it).

export type PortalAction = "pause" | "resume" | "extend" | "remind" | "close" | "reopen";

/** What the customer may do with a request now, in the order the buttons show them. */
export function availableActions(portal: Pick<Portal, "status" | "paused">): PortalAction[] {
  if (portal.status === "closed") {
    return ["reopen"];
  }
  if (portal.status === "submitted") {
    return ["reopen", "close"];
  }
  return portal.paused ? ["resume", "extend", "close"] : ["pause", "extend", "remind", "close"];
}

/** The visible words of each action's button. */
export const ACTION_LABELS: Record<PortalAction, string> = {
  pause: "Pause",
  resume: "Resume",
  extend: "Extend due date",
  remind: "Send reminder",
  // Not just "Close": a dialog's × button is "Close".
  close: "Close request",
  reopen: "Reopen",
};

/** What the toast says once the API accepted the action. */
export const ACTION_DONE: Record<Exclude<PortalAction, "extend">, string> = {
  pause: "Request paused",
  resume: "Request resumed",
  remind: "Reminder sent",
  close: "Request closed",
  reopen: "Request reopened",
};

/** What the error toast's title says could not be done. */
export const ACTION_FAILED: Record<Exclude<PortalAction, "extend">, string> = {
  pause: "Couldn't pause the request",
  resume: "Couldn't resume the request",
  remind: "Couldn't send the reminder",
  close: "Couldn't close the request",
  reopen: "Couldn't reopen the request",
};

/** "3 hours and 20 minutes", "12 minutes", "45 seconds": how long until the next try (Retry-After). */
export function formatWait(totalSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(totalSeconds));
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (seconds < 60) {
    return plural(seconds, "second");
  }
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) {
    return plural(minutes, "minute");
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, "hour") : `${plural(hours, "hour")} and ${plural(rest, "minute")}`;
}

/** Seconds of a Retry-After header (delta seconds or an HTTP date), else null. */
export function retryAfterSeconds(header: string | null, nowMs = Date.now()): number | null {
  if (!header) {
    return null;
  }
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) {
    return Number(trimmed);
  }
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/**
 * A date input's "YYYY-MM-DD" as the request's due instant: the end of that day in UTC (23:59:59),
 * so the day reads the same in every time zone, in the vendor's email and on this page, and the
 * request turns overdue only once the day is over. "" → null; not a date → undefined.
 */
export function dueAtFromDateInput(value: string): number | null | undefined {
  const start = fromDateInput(value);
  return start === null || start === undefined ? start : start + DAY_SECONDS - 1;
}

/** Unix seconds → the date input's "YYYY-MM-DD" of its UTC day; null → "". */
export const dateInputOf = toDateInput;

/** Why a due date cannot be used, or null when it can (the API takes only a future instant). */
export function dueDateProblem(value: string, nowSeconds: number, { required }: { required: boolean }): string | null {
  const dueAt = dueAtFromDateInput(value);
  if (dueAt === undefined) {
    return "Enter a valid date.";
  }
  if (dueAt === null) {
    return required ? "Choose the new due date." : null;
  }
  return dueAt <= nowSeconds ? "Choose today or a later day." : null;
}

/** "3 of 10 questions answered", for the progress bars' screen reader text. */
