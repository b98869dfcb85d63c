import { DAY_SECONDS } from "@/lib/web/days";
import { fromDateInput, toDateInput } from "@/lib/web/due-date";

// The due date's input, for the dialogs that set one (extend, send a request): they load when opened.

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
