/** Display helpers for the API's integer Unix-second timestamps. */

import { dateTimeFormat, relativeTimeFormat } from "./intl";

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 60 * 60],
  ["month", 30 * 24 * 60 * 60],
  ["week", 7 * 24 * 60 * 60],
  ["day", 24 * 60 * 60],
  ["hour", 60 * 60],
  ["minute", 60],
];

/** Under this many seconds either way, say "just now". */
const JUST_NOW_SECONDS = 45;

const relativeFormatter = (locale: string | undefined) => relativeTimeFormat(locale, { numeric: "auto" });

const absoluteFormatter = (locale: string | undefined, timeZone: string | undefined) =>
  dateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  });

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export function toIsoString(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}

/**
 * "just now", "5 minutes ago", "in 3 days", "yesterday", "last month"…
 * `now` is Unix seconds too (defaults to the current time).
 */
export function formatRelative(unixSeconds: number, now: number = nowSeconds(), locale?: string): string {
  const diff = unixSeconds - now;
  const distance = Math.abs(diff);
  if (distance < JUST_NOW_SECONDS) {
    return "just now";
  }
  const formatter = relativeFormatter(locale);
  for (const [unit, size] of UNITS) {
    if (distance >= size) {
      return formatter.format(Math.trunc(diff / size), unit);
    }
  }
  // 45–59 seconds: round up to a minute rather than say "45 seconds ago".
  return formatter.format(Math.sign(diff), "minute");
}

/** "Mar 5, 2025, 2:07 PM UTC": date and time with the time zone name. */
export function formatAbsolute(unixSeconds: number, options: { locale?: string; timeZone?: string } = {}): string {
  return absoluteFormatter(options.locale, options.timeZone).format(new Date(unixSeconds * 1000));
}
