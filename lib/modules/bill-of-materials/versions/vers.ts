import { isKnownScheme, unsupportedSchemeReason, type VersionScheme, versionComparator } from "./schemes";

/**
 * `vers:` version ranges (package-url's VERSION-RANGE-SPEC): "vers:<scheme>/<constraint>|<constraint>...",
 * each constraint a comparator (=, the default, !=, <, <=, >, >=) and a URL-encoded version, or "*" alone
 * for every version. Parsing sorts the constraints by version (the canonical order, which containment
 * needs) and refuses what the spec calls invalid: a version twice, or bounds that do not alternate
 * (each lower bound must be followed by an upper one, and the reverse). "vers:all/*" and "vers:none/*"
 * are every and no version.
 */

export const VERS_MAX_LENGTH = 1000;
export const VERS_MAX_CONSTRAINTS = 100;

export const versComparators = ["=", "!=", "<", "<=", ">", ">="] as const;
export type VersComparator = (typeof versComparators)[number];

export interface VersConstraint {
  comparator: VersComparator;
  version: string;
}

export interface VersRange {
  scheme: VersionScheme | "all" | "none";
  /** "*" for every version; otherwise sorted by version, each version once. */
  constraints: "*" | readonly VersConstraint[];
}

export type VersParseResult = { ok: true; range: VersRange } | { ok: false; error: string };

const fail = (error: string): VersParseResult => ({ ok: false, error });

// Longest first, so that "<=" is not read as "<" followed by a version starting with "=".
const PREFIXES: VersComparator[] = [">=", "<=", "!=", "<", ">", "="];

/** Characters a version must percent-encode to survive in a vers string. */
const NEEDS_ENCODING = /[<>=!*|%]|[^!-~]/gu;

/** encodeURIComponent leaves "!" and "*" alone: vers needs them encoded too. */
const percentEncode = (char: string): string =>
  /^[!-~]$/.test(char)
    ? `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`
    : encodeURIComponent(char);

const isLower = (comparator: VersComparator) => comparator === ">" || comparator === ">=";
const isUpper = (comparator: VersComparator) => comparator === "<" || comparator === "<=";

const show = (constraint: VersConstraint) => `${constraint.comparator}${constraint.version}`;

function parseConstraint(text: string): { ok: true; constraint: VersConstraint } | { ok: false; error: string } {
  const comparator = PREFIXES.find((prefix) => text.startsWith(prefix)) ?? "=";
  const raw = text.startsWith(comparator) ? text.slice(comparator.length) : text;
  if (raw === "") {
    return { ok: false, error: `Constraint '${text}' has no version after its comparator` };
  }
  if (raw.includes("*")) {
    return { ok: false, error: `'*' stands alone in a vers range (as in vers:npm/*), not in constraint '${text}'` };
  }
  // Comparator characters, a '|' or spaces inside the version are a typing error (">=1|<<2"), never a
  // version: a version that needs them is percent-encoded, as the spec says.
  if (/[<>|\s]/.test(raw) || !/^[A-Za-z0-9%]/.test(raw)) {
    return {
      ok: false,
      error: `'${raw}' in constraint '${text}' is not a version (a comparator is <, <=, >, >=, = or !=)`,
    };
  }
  let version = raw;
  if (raw.includes("%")) {
    try {
      version = decodeURIComponent(raw);
    } catch {
      return { ok: false, error: `Version '${raw}' has a malformed percent-encoding` };
    }
  }
  return { ok: true, constraint: { comparator, version } };
}

/**
 * The spec's validity rules for sorted constraints: ignoring "!=", an "=" is followed only by "=", ">"
 * or ">="; ignoring "=" and "!=" too, lower and upper bounds alternate.
 */
function sequenceError(constraints: readonly VersConstraint[]): string | null {
  const withoutExclusions = constraints.filter((constraint) => constraint.comparator !== "!=");
  for (let index = 0; index + 1 < withoutExclusions.length; index++) {
    const current = withoutExclusions[index];
    const next = withoutExclusions[index + 1];
    if (current?.comparator === "=" && next && isUpper(next.comparator)) {
      return (
        `Constraint '${show(next)}' cannot follow '${show(current)}': it already includes that version ` +
        `(after an '=' come only '=', '>' or '>=' constraints)`
      );
    }
  }
  const bounds = withoutExclusions.filter((constraint) => constraint.comparator !== "=");
  for (let index = 0; index + 1 < bounds.length; index++) {
    const current = bounds[index];
    const next = bounds[index + 1];
    if (current && next && isLower(current.comparator) === isLower(next.comparator)) {
      const expected = isLower(current.comparator) ? "an upper bound ('<' or '<=')" : "a lower bound ('>' or '>=')";
      return `Constraint '${show(next)}' cannot follow '${show(current)}': after '${current.comparator}' comes ${expected}`;
    }
  }
  return null;
}

export function parseVers(text: string): VersParseResult {
  if (text.length > VERS_MAX_LENGTH) {
    return fail(`A vers range is at most ${VERS_MAX_LENGTH} characters long; this one has ${text.length}`);
  }
  const compact = text.replace(/[ \t]/g, "");
  if (!/^[\x21-\x7e]*$/.test(compact)) {
    return fail("A vers range holds only printable ASCII characters (other characters are percent-encoded)");
  }
  const colon = compact.indexOf(":");
  if (colon === -1 || compact.slice(0, colon).toLowerCase() !== "vers") {
    return fail("A vers range starts with 'vers:', as in vers:npm/>=1.0.0|<2.0.0");
  }
  const specifier = compact.slice(colon + 1);
  const slash = specifier.indexOf("/");
  if (slash <= 0) {
    return fail("A vers range names its version scheme and then a '/', as in vers:npm/>=1.0.0|<2.0.0");
  }
  const schemeName = specifier.slice(0, slash).toLowerCase();
  const constraintsText = specifier.slice(slash + 1);
  if (schemeName !== "all" && schemeName !== "none" && !isKnownScheme(schemeName)) {
    return fail(`${unsupportedSchemeReason(schemeName)} in vers range`);
  }
  if (constraintsText === "*") {
    return { ok: true, range: { scheme: schemeName, constraints: "*" } };
  }
  if (schemeName === "all" || schemeName === "none") {
    return fail(`vers:${schemeName} takes only '*', as in vers:${schemeName}/*`);
  }
  const parts = constraintsText.split("|").filter((part) => part !== "");
  if (parts.length === 0) {
    return fail(`A vers range has at least one constraint after 'vers:${schemeName}/'`);
  }
  if (parts.length > VERS_MAX_CONSTRAINTS) {
    return fail(`A vers range has at most ${VERS_MAX_CONSTRAINTS} constraints; this one has ${parts.length}`);
  }
  const constraints: VersConstraint[] = [];
  for (const part of parts) {
    const parsed = parseConstraint(part);
    if (!parsed.ok) {
      return fail(parsed.error);
    }
    constraints.push(parsed.constraint);
  }
  const compare = versionComparator(schemeName);
  const invalid = constraints.find((constraint) => compare(constraint.version, constraint.version) === null);
  if (invalid) {
    return fail(`'${invalid.version}' is not a valid ${schemeName} version`);
  }
  constraints.sort((a, b) => compare(a.version, b.version) ?? 0);
  for (let index = 0; index + 1 < constraints.length; index++) {
    const current = constraints[index];
    const next = constraints[index + 1];
    if (current && next && compare(current.version, next.version) === 0) {
      return fail(
        `Version '${next.version}' appears twice ('${show(current)}' and '${show(next)}'); a vers range names each version once`,
      );
    }
  }
  const error = sequenceError(constraints);
  return error ? fail(error) : { ok: true, range: { scheme: schemeName, constraints } };
}

/** The canonical text of a range: sorted constraints, "=" left out, special characters percent-encoded. */
export function formatVers(range: VersRange): string {
  if (range.constraints === "*") {
    return `vers:${range.scheme}/*`;
  }
  const constraints = range.constraints.map(
    ({ comparator, version }) =>
      `${comparator === "=" ? "" : comparator}${version.replace(NEEDS_ENCODING, percentEncode)}`,
  );
  return `vers:${range.scheme}/${constraints.join("|")}`;
}

// One comparator per range object, so testing many versions against one range parses its bounds once.
const comparators = new WeakMap<VersRange, (a: string, b: string) => number | null>();

function comparatorFor(range: VersRange, scheme: VersionScheme): (a: string, b: string) => number | null {
  let compare = comparators.get(range);
  if (!compare) {
    compare = versionComparator(scheme);
    comparators.set(range, compare);
  }
  return compare;
}

/**
 * Whether `version` is in the range, by the spec's procedure: equal to an "=", "<=" or ">=" version → in;
 * equal to a "!=", "<" or ">" version → out; otherwise in when below a leading upper bound, above a
 * trailing lower bound, or between a lower bound and the upper bound after it. A range of only "=" and
 * "!=" constraints holds just its "=" versions ("vers:npm/!=1.0.0" holds none, as the spec reads).
 * Null when `version` (or a constraint of a hand-built range) is not a version of the scheme.
 */
export function versContains(range: VersRange, version: string): boolean | null {
  if (range.scheme === "all" || range.scheme === "none") {
    return range.scheme === "all";
  }
  const compare = comparatorFor(range, range.scheme);
  if (compare(version, version) === null) {
    return null;
  }
  if (range.constraints === "*") {
    return true;
  }
  const bounds: { constraint: VersConstraint; order: number }[] = [];
  for (const constraint of range.constraints) {
    const order = compare(version, constraint.version);
    if (order === null) {
      return null;
    }
    if (order === 0) {
      return ["=", "<=", ">="].includes(constraint.comparator);
    }
    if (constraint.comparator !== "=" && constraint.comparator !== "!=") {
      bounds.push({ constraint, order });
    }
  }
  return bounds.some(({ constraint, order }, index) => {
    const { comparator } = constraint;
    if (isUpper(comparator)) {
      return index === 0 && order < 0;
    }
    const next = bounds[index + 1];
    return order > 0 && (next === undefined || (isUpper(next.constraint.comparator) && next.order < 0));
  });
}
