/**
 * Numbers, percentages and amounts in the reader's locale (the browser's own, `undefined` to Intl).
 * CSV exports keep ISO dates and plain numbers; only what a person reads goes through here.
 * Dates and times: `lib/web/time.ts` and the `Time` component.
 */

import { numberFormat } from "./intl";

/** 12,345 (or 12.345, 12 345…). */
export function formatCount(value: number): string {
  return numberFormat(undefined, { maximumFractionDigits: 0 }).format(value);
}

/** A decimal number with at most `digits` fraction digits. */
export function formatDecimal(value: number, digits = 2): string {
  return numberFormat(undefined, { maximumFractionDigits: digits }).format(value);
}

/** 0.643 → "64%" (or "64 %"); `digits` fraction digits of the percentage. */
export function formatFraction(fraction: number, digits = 0): string {
  return numberFormat(undefined, {
    style: "percent",
    minimumFractionDigits: 0,
    maximumFractionDigits: digits,
  }).format(fraction);
}

/** 1250000, "EUR" → "€1,250,000.00"; an unknown currency code falls back to the number and the code. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return numberFormat(undefined, { style: "currency", currency }).format(amount);
  } catch {
    return `${formatDecimal(amount)} ${currency}`;
  }
}
