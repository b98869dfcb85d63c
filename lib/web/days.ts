/** Whole days held as their UTC midnight (due dates, contract dates), counted and shown. */

import { dateTimeFormat } from "./intl";

export const DAY_SECONDS = 24 * 60 * 60;

/** The UTC midnight that starts the day of `nowSeconds` (whole days are held as UTC midnights). */
export const startOfDay = (nowSeconds: number) => Math.floor(nowSeconds / DAY_SECONDS) * DAY_SECONDS;

/** How many whole days from today (UTC) until the day: negative when it has passed. */
export function daysUntil(daySeconds: number, nowSeconds: number): number {
  return Math.floor(daySeconds / DAY_SECONDS) - Math.floor(nowSeconds / DAY_SECONDS);
}

/**
 * A whole day held as its UTC midnight, as a date in the person's locale ("Jan 5, 2027" in en-US,
 * "05.01.2027" in de-DE); "" for null. Render it only in the browser (data the page fetched), so the
 * server's locale never shows.
 */
export function formatDay(unixSeconds: number | null, locale?: string): string {
  if (unixSeconds === null) {
    return "";
  }
  return dateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(unixSeconds * 1000));
}
