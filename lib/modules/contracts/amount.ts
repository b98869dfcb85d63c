import { code as currencyByCode } from "currency-codes";

/**
 * A contract's value as an exact decimal: never a float on the way in, in the database or on the
 * way out. The API takes a JSON number or a decimal string and answers a string padded to the
 * currency's minor units ("0.10" USD, "1000" JPY), never rounded.
 */

/** At most this many digits in all: a JSON number of up to 15 significant digits is read exactly. */
export const AMOUNT_MAX_DIGITS = 15;
/** At most this many digits after the point (the most any ISO 4217 currency has). */
export const AMOUNT_MAX_FRACTION_DIGITS = 4;

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** An ISO 4217 code of the maintained list (`currency-codes`), upper case. */
export const isCurrencyCode = (value: string): boolean =>
  /^[A-Z]{3}$/.test(value) && currencyByCode(value) !== undefined;

/** The currency's minor-unit digits (JPY 0, USD 2, BHD 3); 2 without a currency. */
export function minorUnitDigits(currency: string | null | undefined): number {
  return (currency ? currencyByCode(currency)?.digits : undefined) ?? 2;
}

interface Decimal {
  whole: string;
  fraction: string;
}

/** The decimal's digits without leading zeros in the whole part or trailing zeros in the fraction. */
function parseDecimal(text: string): Decimal | null {
  const match = DECIMAL.exec(text);
  if (!match) {
    return null;
  }
  return { whole: (match[1] ?? "").replace(/^0+(?=\d)/, ""), fraction: (match[2] ?? "").replace(/0+$/, "") };
}

export type AmountProblem = "not_decimal" | "too_many_digits" | "too_many_fraction_digits";

/**
 * The amount's canonical text (no leading zeros, no trailing fraction zeros: "1234567.89", "0.1"),
 * or why it is refused. A JSON number is read by `String(n)`, exact for up to 15 significant digits.
 */
export function readAmount(
  input: number | string,
): { ok: true; value: string } | { ok: false; problem: AmountProblem } {
  const text = typeof input === "number" ? String(input) : input.trim();
  const decimal = parseDecimal(text);
  if (!decimal) {
    return { ok: false, problem: "not_decimal" };
  }
  if (decimal.fraction.length > AMOUNT_MAX_FRACTION_DIGITS) {
    return { ok: false, problem: "too_many_fraction_digits" };
  }
  const wholeDigits = decimal.whole === "0" ? 0 : decimal.whole.length;
  if (wholeDigits + decimal.fraction.length > AMOUNT_MAX_DIGITS) {
    return { ok: false, problem: "too_many_digits" };
  }
  return { ok: true, value: decimal.fraction ? `${decimal.whole}.${decimal.fraction}` : decimal.whole };
}

/**
 * The amount as the API answers it: padded with zeros to the currency's minor-unit digits, never
 * rounded ("0.1" USD → "0.10", "1000" JPY → "1000", "0.125" USD → "0.125"). `stored` is the
 * database's text of the numeric column.
 */
export function formatAmount(stored: string | null, currency: string | null): string | null {
  if (stored === null) {
    return null;
  }
  const decimal = parseDecimal(stored);
  if (!decimal) {
    return stored;
  }
  const fraction = decimal.fraction.padEnd(minorUnitDigits(currency), "0");
  return fraction ? `${decimal.whole}.${fraction}` : decimal.whole;
}
