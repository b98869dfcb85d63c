import { DAY_SECONDS } from "@/lib/web/days";
import { DECIMAL, minorUnitDigits } from "./money";

/**
 * Annual values and their sums, exactly: amounts as BigInt counts of 10^-6, rounded half up to the
 * currency's minor units only when shown.
 */

const SCALE = 6;
const UNIT = 10n ** BigInt(SCALE);

/** "1234.5" → 1234500000n (10^-6 units); exact for the API's at most 4 fraction digits. */
export function toUnits(decimal: string): bigint {
  const match = DECIMAL.exec(decimal);
  if (!match) {
    throw new RangeError(`Not a decimal amount: ${decimal}`);
  }
  const fraction = (match[2] ?? "").slice(0, SCALE).padEnd(SCALE, "0");
  return BigInt(match[1] ?? "0") * UNIT + BigInt(fraction);
}

/** The units as a decimal string rounded half up to `digits` fraction digits: (1234567n, 2) → "1.23". */
export function fromUnits(units: bigint, digits: number): string {
  const step = 10n ** BigInt(SCALE - digits);
  const rounded = (units + step / 2n) / step;
  if (digits === 0) {
    return rounded.toString();
  }
  const text = rounded.toString().padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** `numerator / denominator` of units, rounded half up. */
function divideUnits(units: bigint, numerator: bigint, denominator: bigint): bigint {
  return (units * numerator * 2n + denominator) / (denominator * 2n);
}

/** The mean Gregorian month, in days. */
const MONTH_DAYS = 365.2425 / 12;

/** What an annual value needs of a contract. */
export interface ValuedContract {
  contract_value_amount: string | null;
  contract_value_currency: string | null;
  effective_date: number | null;
  term_start_date: number | null;
  expiration_date: number | null;
}

/**
 * The term in whole months, from the term start (else the effective date) to the expiration; null
 * when a date is missing or the term is shorter than half a month. Rounding to months makes a year
 * a year whether the expiration is the anniversary or the day before it, in leap years too.
 */
export function termMonths(contract: ValuedContract): number | null {
  const start = contract.term_start_date ?? contract.effective_date;
  const end = contract.expiration_date;
  if (start === null || end === null || end <= start) {
    return null;
  }
  const months = Math.round((end - start) / DAY_SECONDS / MONTH_DAYS);
  return months > 0 ? months : null;
}

/**
 * The contract's annual value in units: its value divided by its term in years (term months / 12)
 * when the term is known, else its whole value; null without a value.
 */
export function annualUnits(contract: ValuedContract): bigint | null {
  const amount = contract.contract_value_amount;
  if (amount === null || !DECIMAL.test(amount)) {
    return null;
  }
  const units = toUnits(amount);
  const months = termMonths(contract);
  return months === null ? units : divideUnits(units, 12n, BigInt(months));
}

export interface CurrencyTotal {
  /** Upper case ISO 4217, or null for values without a currency. */
  currency: string | null;
  /** Exact sum, rounded half up to the currency's minor units. */
  amount: string;
  /** How many contracts it sums. */
  count: number;
}

/** The contracts' annual values summed per currency (contracts without a value left out), most contracts first, no currency last. */
export function annualTotals(contracts: readonly ValuedContract[]): CurrencyTotal[] {
  const sums = new Map<string | null, { units: bigint; count: number }>();
  for (const contract of contracts) {
    const units = annualUnits(contract);
    if (units === null) {
      continue;
    }
    const currency = contract.contract_value_currency;
    const current = sums.get(currency) ?? { units: 0n, count: 0 };
    sums.set(currency, { units: current.units + units, count: current.count + 1 });
  }
  return [...sums.entries()]
    .map(([currency, sum]) => ({
      currency,
      amount: fromUnits(sum.units, minorUnitDigits(currency)),
      count: sum.count,
    }))
    .sort(
      (a, b) =>
        b.count - a.count ||
        Number(a.currency === null) - Number(b.currency === null) ||
        (a.currency ?? "").localeCompare(b.currency ?? ""),
    );
}
