/**
 * A light English suffix stripper shared by the engines that read text (the control evidence matcher,
 * the intake answerer): enough for "encrypted", "encryption" and "encrypts", or "hosting", "hosted"
 * and "hosts", to meet. Each engine sets the few rules where it reads words differently, measured on
 * its own labelled set.
 */
export interface StemRules {
  /** Words of at most this length stay as they are. */
  keepUpTo: number;
  /** Words kept whole ("monthly" is not "month"). */
  keep?: ReadonlySet<string>;
  /** Endings where a final "s" is not a plural ("process", "status", "analysis"). */
  notPlural: RegExp;
  /** A final "e" is dropped from a stem longer than this ("hoste" → "host"). */
  dropFinalEAbove: number;
}

/** Longest endings first within each family; the first that leaves at least three letters wins. */
const SUFFIXES: readonly (readonly [string, string])[] = [
  ["ational", "ate"],
  ["izations", "ize"],
  ["ization", "ize"],
  ["isations", "ize"],
  ["isation", "ize"],
  ["ations", "ate"],
  ["ation", "ate"],
  ["ments", ""],
  ["ment", ""],
  ["ings", ""],
  ["ing", ""],
  ["ions", ""],
  ["ion", ""],
  ["ies", "y"],
  ["ied", "y"],
  ["ally", "al"],
  ["ers", "er"],
  ["ly", ""],
  ["es", ""],
  ["ed", ""],
  ["s", ""],
];

export function stemWith(rules: StemRules, word: string): string {
  if (word.length <= rules.keepUpTo || rules.keep?.has(word)) {
    return word;
  }
  let result = word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (result.endsWith(suffix) && !(suffix === "s" && rules.notPlural.test(result))) {
      const candidate = result.slice(0, -suffix.length) + replacement;
      if (candidate.length >= 3) {
        result = candidate;
        break;
      }
    }
  }
  return result.length > rules.dropFinalEAbove && result.endsWith("e") ? result.slice(0, -1) : result;
}
