/**
 * Intl formatters, made once per locale and options and then reused. Making one is costly: the
 * page's first loads the locale's data (about 20 ms of a phone's main thread at start), and every
 * other takes far longer than the formatting itself, which a table does once per cell. Formatting
 * helpers (./format, ./time, ./days and the pages' own) get theirs here; `locale` undefined is the
 * reader's own.
 */

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string | undefined,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${locale ?? ""}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    // A constructor that throws (an unknown currency code) caches nothing; the caller decides.
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached("number", locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string | undefined,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return cached("relative", locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
