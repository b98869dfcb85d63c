/**
 * Reading an amount typed in the person's locale ("1.234.567,89" in de-DE) back into the exact
 * decimal string the API takes ("1234567.89"), by string work alone: no float on the way.
 */

import { numberFormat } from "@/lib/web/intl";
import { DECIMAL } from "./money";

/** The API's bounds (02 "Limits"; lib/modules/contracts/amount.ts): 15 digits, 4 after the point. */
export const AMOUNT_MAX_DIGITS = 15;
export const AMOUNT_MAX_FRACTION_DIGITS = 4;

const SPACES = /[\s\u00a0\u202f]/g;
const APOSTROPHES = /['\u2019\u02bc]/g;

export interface Separators {
  group: string;
  decimal: string;
}

const separatorCache = new Map<string, Separators>();

/** The locale's digit group and decimal separators ("." and "," in de-DE; a narrow space and "," in fr-FR). */
export function separatorsOf(locale: string | undefined): Separators {
  const key = locale ?? "";
  let found = separatorCache.get(key);
  if (!found) {
    const parts = numberFormat(locale, { useGrouping: true }).formatToParts(1234567.8);
    found = {
      group: parts.find((part) => part.type === "group")?.value ?? ",",
      decimal: parts.find((part) => part.type === "decimal")?.value ?? ".",
    };
    separatorCache.set(key, found);
  }
  return found;
}

const isSpace = (text: string) => text.replace(SPACES, "") === "";
const isApostrophe = (text: string) => text.replace(APOSTROPHES, "") === "";

/** "1234567.89" → "1234567.89"; "007.50" → "7.5": no leading zeros, no trailing fraction zeros. */
export function canonicalAmount(decimal: string): string {
  const match = DECIMAL.exec(decimal);
  if (!match) {
    return decimal;
  }
  const whole = (match[1] ?? "").replace(/^0+(?=\d)/, "");
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : whole;
}

export type ParsedAmount = { ok: true; value: string | null } | { ok: false; message: string };

/** An example amount in the locale, for messages: "1,234.56" or "1.234,56". */
export function amountExample(locale: string | undefined): string {
  const { group, decimal } = separatorsOf(locale);
  return `1${isSpace(group) ? " " : group}234${decimal}56`;
}

/** Whether the digit groups sit where a person would put them: 1,234,567 (or 12,34,567), never 1,23 or 12,3456. */
function groupsAreWellPlaced(groups: string[]): boolean {
  if (groups.length === 1) {
    return /^\d+$/.test(groups[0] ?? "");
  }
  const [first = "", ...rest] = groups;
  const last = rest.pop() ?? "";
  return /^\d{1,3}$/.test(first) && rest.every((group) => /^\d{2,3}$/.test(group)) && /^\d{3}$/.test(last);
}

/**
 * What a person typed, read in their locale into the exact decimal string the API takes: "" → null;
 * "1.234,56" in de-DE → "1234.56". Digit groups must sit in their places (so "1.234" in de-DE is
 * 1234 and "1234.56" there is refused rather than read as 123456); the other of "." and "," is taken
 * as the decimal point when the locale does not group with it ("1234.56" in fr-FR).
 */
export function parseAmount(text: string, locale: string | undefined): ParsedAmount {
  const trimmed = text.trim();
  if (trimmed === "") {
    return { ok: true, value: null };
  }
  const example = amountExample(locale);
  const notANumber: ParsedAmount = { ok: false, message: `Enter an amount such as ${example}.` };
  if (/^[-−]/.test(trimmed)) {
    return { ok: false, message: "Enter an amount of 0 or more." };
  }
  const { group, decimal } = separatorsOf(locale);
  const alternate = decimal === "," ? "." : ",";
  const groupIsSpace = isSpace(group);
  const groupIsApostrophe = isApostrophe(group);
  // Spaces of any kind group digits in locales that group with one; elsewhere they are only trimmed.
  let body = groupIsSpace ? trimmed.replace(SPACES, " ") : trimmed;
  if (groupIsApostrophe) {
    body = body.replace(APOSTROPHES, "'");
  }
  const groupMark = groupIsSpace ? " " : groupIsApostrophe ? "'" : group;
  const decimals = [decimal, ...(alternate === groupMark ? [] : [alternate])];
  const points = [...body].filter((character) => decimals.includes(character));
  if (points.length > 1) {
    return notANumber;
  }
  const point = points[0];
  const [wholeText = "", fractionText = ""] = point === undefined ? [body] : body.split(point);
  if (point !== undefined && !/^\d+$/.test(fractionText)) {
    return notANumber;
  }
  const wholeGroups = wholeText === "" && point !== undefined ? ["0"] : wholeText.split(groupMark);
  if (!groupsAreWellPlaced(wholeGroups)) {
    return notANumber;
  }
  const whole = wholeGroups.join("").replace(/^0+(?=\d)/, "");
  const fraction = fractionText.replace(/0+$/, "");
  if (fraction.length > AMOUNT_MAX_FRACTION_DIGITS) {
    return { ok: false, message: `Use at most ${AMOUNT_MAX_FRACTION_DIGITS} digits after the decimal separator.` };
  }
  const digits = (whole === "0" ? 0 : whole.length) + fraction.length;
  if (digits > AMOUNT_MAX_DIGITS) {
    return { ok: false, message: `Use at most ${AMOUNT_MAX_DIGITS} digits.` };
  }
  return { ok: true, value: fraction ? `${whole}.${fraction}` : whole };
}
