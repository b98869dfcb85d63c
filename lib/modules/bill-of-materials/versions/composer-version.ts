/**
 * Composer (Packagist) versions: normalised as Composer does ("v1.2-beta.2" → "1.2.0.0-beta2": four
 * numbers, a stability suffix, "-dev"), then ordered as PHP's version_compare orders them:
 * dev < alpha = a < beta = b < RC < (a number) < patch = pl = p. Branch names ("dev-main", "1.x-dev")
 * are not versions and are refused.
 */

export type ComposerVersion = string[];

const COMPOSER =
  /^\s*=?v?(\d+(?:\.\d+){0,3})(?:[._-]?(stable|beta|b|rc|alpha|a|patch|pl|p)((?:[.-]?\d+)*))?([.-]?dev)?(?:\+[0-9a-z.-]+)?\s*$/i;

const EXPANDED: Record<string, string> = { a: "alpha", b: "beta", p: "patch", pl: "patch", rc: "RC" };

/** PHP's "special forms", by prefix, in the order PHP tries them; anything else ranks below "dev". */
const SPECIAL_FORMS: [string, number][] = [
  ["dev", 0],
  ["alpha", 1],
  ["a", 1],
  ["beta", 2],
  ["b", 2],
  ["RC", 3],
  ["rc", 3],
  ["#", 4],
  ["pl", 5],
  ["p", 5],
];
const NUMBER_FORM = "#N#";

function composerNormalized(text: string): string | null {
  const match = text.length <= 256 ? COMPOSER.exec(text) : null;
  if (!match) {
    return null;
  }
  const [, numbers = "0", stability, stabilityNumber = "", dev] = match;
  const release = [...numbers.split("."), "0", "0", "0"].slice(0, 4).join(".");
  const label = stability?.toLowerCase();
  const suffix =
    label && label !== "stable" ? `-${EXPANDED[label] ?? label}${stabilityNumber.replace(/^[.-]+/, "")}` : "";
  return `${release}${suffix}${dev ? "-dev" : ""}`;
}

/** PHP's canonical form split on its dots: "-", "_", "+" become ".", and so does a digit/letter switch. */
function phpParts(version: string): string[] {
  let canonical = "";
  let previous = "";
  for (const char of version) {
    const isDigit = char >= "0" && char <= "9";
    const wasDigit = previous >= "0" && previous <= "9";
    const separator = "-_+.".includes(char) || !/[0-9a-z]/i.test(char);
    if (separator) {
      canonical += canonical.endsWith(".") ? "" : ".";
    } else {
      const switched = previous !== "" && previous !== "." && isDigit !== wasDigit;
      canonical += (switched && !canonical.endsWith(".") ? "." : "") + char;
    }
    previous = char;
  }
  return canonical.split(".").filter((part) => part !== "");
}

function specialForm(part: string): number {
  return SPECIAL_FORMS.find(([form]) => part.startsWith(form))?.[1] ?? -6;
}

const isNumeric = (part: string): boolean => /^\d/.test(part);

function compareParts(left: string, right: string): number {
  if (isNumeric(left) && isNumeric(right)) {
    const l = BigInt(left.match(/^\d+/)?.[0] ?? "0");
    const r = BigInt(right.match(/^\d+/)?.[0] ?? "0");
    return l < r ? -1 : l > r ? 1 : 0;
  }
  return Math.sign(
    specialForm(isNumeric(left) ? NUMBER_FORM : left) - specialForm(isNumeric(right) ? NUMBER_FORM : right),
  );
}

function comparePhpParts(left: string[], right: string[]): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const result = compareParts(left[index] ?? "", right[index] ?? "");
    if (result !== 0) {
      return result;
    }
  }
  const leftRest = left.slice(length);
  const rightRest = right.slice(length);
  // The longer side's next part decides: a number makes it greater, a word is weighed against a number.
  if (leftRest.length > 0) {
    return isNumeric(leftRest[0] ?? "") ? 1 : comparePhpParts(leftRest, [NUMBER_FORM]);
  }
  if (rightRest.length > 0) {
    return isNumeric(rightRest[0] ?? "") ? -1 : comparePhpParts([NUMBER_FORM], rightRest);
  }
  return 0;
}

export function parseComposerVersion(text: string): ComposerVersion | null {
  const normalized = composerNormalized(text);
  return normalized === null ? null : phpParts(normalized);
}

export const compareComposerVersions = (left: ComposerVersion, right: ComposerVersion): number =>
  comparePhpParts(left, right);
