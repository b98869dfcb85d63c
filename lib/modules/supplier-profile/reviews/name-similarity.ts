import { distance } from "fastest-levenshtein";

/** Legal forms and filler words that say nothing about who a company is. */
const NOISE_WORDS = new Set([
  "the",
  "and",
  "of",
  "inc",
  "incorporated",
  "ltd",
  "limited",
  "llc",
  "llp",
  "lp",
  "plc",
  "corp",
  "corporation",
  "co",
  "company",
  "gmbh",
  "mbh",
  "ag",
  "kg",
  "se",
  "sa",
  "sas",
  "sarl",
  "srl",
  "spa",
  "bv",
  "nv",
  "ab",
  "as",
  "asa",
  "oy",
  "oyj",
  "aps",
  "pty",
  "pvt",
  "private",
  "holdings",
  "group",
  "ltda",
  "me",
  "eireli",
  "kk",
  "de",
  "cv",
]);

/** Lower case, accents and punctuation removed, legal forms dropped: the words that name the company. */
export function nameWords(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\./g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !NOISE_WORDS.has(word));
}

/** "intl" ~ "international", "svcs" ~ "services": the shorter word's letters, in order, from the same first letter. */
function abbreviates(short: string, long: string): boolean {
  if (short.length < 3 || short[0] !== long[0]) {
    return false;
  }
  let position = 0;
  for (const letter of short) {
    position = long.indexOf(letter, position) + 1;
    if (position === 0) {
      return false;
    }
  }
  return true;
}

const sameWord = (a: string, b: string) =>
  a === b || (a.length < b.length ? abbreviates(a, b) : b.length < a.length && abbreviates(b, a));

/**
 * Whether two company names plausibly name the same company: one's words contain the other's, half
 * of their words are shared, or the joined words are within a quarter of their length in edits
 * ("Acme GmbH" ~ "ACME Deutschland GmbH" ~ "Acmee", "Globex Intl" ~ "Globex International"; not "Globex").
 */
export function namesResemble(a: string, b: string): boolean {
  const wordsA = nameWords(a);
  const wordsB = nameWords(b);
  if (wordsA.length === 0 || wordsB.length === 0) {
    return true;
  }
  const joinedA = wordsA.join("");
  const joinedB = wordsB.join("");
  if (joinedA.includes(joinedB) || joinedB.includes(joinedA)) {
    return true;
  }
  const uniqueA = [...new Set(wordsA)];
  const uniqueB = [...new Set(wordsB)];
  const shared = uniqueA.filter((word) => uniqueB.some((other) => sameWord(word, other))).length;
  const union = uniqueA.length + uniqueB.length - shared;
  if (shared / union >= 0.5 || (shared > 0 && shared === Math.min(uniqueA.length, uniqueB.length))) {
    return true;
  }
  return distance(joinedA, joinedB) / Math.max(joinedA.length, joinedB.length) <= 0.25;
}
