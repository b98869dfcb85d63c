/**
 * Maven version ordering as Maven 3.9's ComparableVersion has it (re-implemented, not ported): items are
 * numbers, qualifiers and sub-lists; "-" opens a sub-list, so does a switch between digits and letters,
 * and a qualifier after "." is read as after "-" ("1.0.0.X1" < "1.0.0-X2"). Qualifiers order
 * alpha < beta < milestone < rc = cr < snapshot < "" = ga = final = release < sp < any other (lexical);
 * "a1", "b1", "m1" are alpha-1, beta-1, milestone-1. Trailing zeros and release qualifiers drop out, so
 * "1" = "1.0" = "1.0.0.RELEASE" and "2.14.1.Final" = "2.14.1". Case-insensitive.
 */

type MavenItem =
  | { kind: "number"; value: bigint }
  | { kind: "qualifier"; value: string }
  | { kind: "list"; items: MavenItem[] };

/** A parsed Maven version: compare two with compareMavenItems. */
export type MavenVersion = MavenItem[];

const QUALIFIER_ORDER = ["alpha", "beta", "milestone", "rc", "snapshot", "", "sp"];
const RELEASE_RANK = String(QUALIFIER_ORDER.indexOf(""));
const ALIASES: Record<string, string> = { ga: "", final: "", release: "", cr: "rc" };
const ONE_LETTER: Record<string, string> = { a: "alpha", b: "beta", m: "milestone" };
const ZERO: MavenItem = { kind: "number", value: 0n };

/** Anything printable without spaces: Maven itself takes any string, but a version with spaces is a typo. */
const PLAUSIBLE = /^[\x21-\x7e]{1,256}$/;

function qualifier(text: string, followedByDigit: boolean): MavenItem {
  const expanded = followedByDigit && text.length === 1 ? (ONE_LETTER[text] ?? text) : text;
  return { kind: "qualifier", value: ALIASES[expanded] ?? expanded };
}

function item(isDigit: boolean, text: string): MavenItem {
  return isDigit ? { kind: "number", value: BigInt(text) } : qualifier(text, false);
}

/** Known qualifiers by rank, unknown ones after them in lexical order: compared as strings. */
function qualifierRank(value: string): string {
  const index = QUALIFIER_ORDER.indexOf(value);
  return index === -1 ? `${QUALIFIER_ORDER.length}-${value}` : String(index);
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function isNullItem(entry: MavenItem): boolean {
  switch (entry.kind) {
    case "number":
      return entry.value === 0n;
    case "qualifier":
      return qualifierRank(entry.value) === RELEASE_RANK;
    case "list":
      return entry.items.length === 0;
  }
}

/** Drops trailing zeros, release qualifiers and empty lists, looking past trailing sub-lists. */
function normalize(items: MavenItem[]): void {
  for (let index = items.length - 1; index >= 0; index--) {
    const last = items[index];
    if (last === undefined) {
      continue;
    }
    if (isNullItem(last)) {
      items.splice(index, 1);
    } else if (last.kind !== "list") {
      break;
    }
  }
}

export function parseMavenVersion(text: string): MavenVersion | null {
  if (!PLAUSIBLE.test(text)) {
    return null;
  }
  const version = text.toLowerCase();
  const root: MavenItem[] = [];
  const lists: MavenItem[][] = [root];
  let list = root;
  const openList = () => {
    const child: MavenItem[] = [];
    list.push({ kind: "list", items: child });
    list = child;
    lists.push(child);
  };
  let isDigit = false;
  let start = 0;
  for (let index = 0; index < version.length; index++) {
    const char = version.charAt(index);
    if (char === "." || char === "-") {
      list.push(index === start ? ZERO : item(isDigit, version.slice(start, index)));
      start = index + 1;
      if (char === "-") {
        openList();
      }
    } else if (char >= "0" && char <= "9") {
      if (!isDigit && index > start) {
        if (list.length > 0) {
          openList();
        }
        list.push(qualifier(version.slice(start, index), true));
        start = index;
        openList();
      }
      isDigit = true;
    } else {
      if (isDigit && index > start) {
        list.push(item(true, version.slice(start, index)));
        start = index;
        openList();
      }
      isDigit = false;
    }
  }
  if (version.length > start) {
    if (!isDigit && list.length > 0) {
      openList();
    }
    list.push(item(isDigit, version.slice(start)));
  }
  // Innermost first, so that a list emptied by its own normalisation counts as null in its parent.
  for (const each of lists.reverse()) {
    normalize(each);
  }
  return root;
}

/** `right` null stands for "nothing here": the padding of the shorter list. */
function compareItem(left: MavenItem, right: MavenItem | null): number {
  switch (left.kind) {
    case "number":
      if (right === null) {
        return left.value === 0n ? 0 : 1;
      }
      if (right.kind === "number") {
        return left.value < right.value ? -1 : left.value > right.value ? 1 : 0;
      }
      return 1; // 1.1 > 1-sp and 1.1 > 1-1
    case "qualifier":
      if (right === null) {
        return compareText(qualifierRank(left.value), RELEASE_RANK); // 1-rc < 1 < 1-sp
      }
      if (right.kind === "qualifier") {
        return compareText(qualifierRank(left.value), qualifierRank(right.value));
      }
      return -1; // 1.any < 1.1 and 1.any < 1-1
    case "list":
      if (right === null) {
        for (const each of left.items) {
          const result = compareItem(each, null);
          if (result !== 0) {
            return result;
          }
        }
        return 0;
      }
      if (right.kind === "number") {
        return -1; // 1-1 < 1.0.x
      }
      if (right.kind === "qualifier") {
        return 1; // 1-1 > 1-sp
      }
      return compareMavenItems(left.items, right.items);
  }
}

export function compareMavenItems(left: MavenVersion, right: MavenVersion): number {
  const length = Math.max(left.length, right.length);
  for (let index = 0; index < length; index++) {
    const l = left[index] ?? null;
    const r = right[index] ?? null;
    const result = l === null ? (r === null ? 0 : -compareItem(r, null)) : compareItem(l, r);
    if (result !== 0) {
      return result;
    }
  }
  return 0;
}
