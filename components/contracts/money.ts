/**
 * Contract values as exact decimals. The API holds and answers a decimal string ("1234567.89"); the
 * page shows it in the person's locale, formatting the string itself (Intl reads it exactly), so no
 * step goes through a float. Reading what a person types: ./amount-input; sums: ./annual-value.
 */

import { numberFormat } from "@/lib/web/intl";

/** An exact decimal as the API writes it: digits, then optionally a point and digits. */
export const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

const fractionDigitsOf = (decimal: string) => decimal.split(".")[1]?.length ?? 0;

/** The exact decimal in the locale, for the amount field: "1234567.89" → "1.234.567,89" in de-DE. */
export function formatAmountInput(decimal: string | null, locale: string | undefined): string {
  if (decimal === null || !DECIMAL.test(decimal)) {
    return decimal ?? "";
  }
  const digits = fractionDigitsOf(decimal);
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    decimal as `${number}`,
  );
}

/** Whether `code` is a currency Intl can format (every ISO 4217 code is). */
function currencyFormat(
  locale: string | undefined,
  currency: string,
  digits: number | undefined,
): Intl.NumberFormat | null {
  try {
    return numberFormat(locale, {
      style: "currency",
      currency,
      currencyDisplay: "code",
      ...(digits === undefined ? {} : { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    });
  } catch {
    return null;
  }
}

/**
 * A value with its currency in the locale, from the exact string: ("1234567.89", "USD") →
 * "USD 1,234,567.89" (en-US), "1.234.567,89 USD" (de-DE). Every digit the string has is shown.
 */
export function formatMoney(amount: string, currency: string | null, locale: string | undefined): string {
  if (!DECIMAL.test(amount)) {
    return currency ? `${amount} ${currency}` : amount;
  }
  const digits = fractionDigitsOf(amount);
  const format = currency ? currencyFormat(locale, currency, digits) : null;
  if (format) {
    return format.format(amount as `${number}`);
  }
  const plain = formatAmountInput(amount, locale);
  return currency ? `${plain} ${currency}` : plain;
}

/** The currency's minor-unit digits as Intl knows them (JPY 0, USD 2, BHD 3); 2 without one. */
export function minorUnitDigits(currency: string | null): number {
  if (!currency) {
    return 2;
  }
  return currencyFormat("en-US", currency, undefined)?.resolvedOptions().maximumFractionDigits ?? 2;
}
