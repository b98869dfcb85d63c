/**
 * Word-level reading shared by the intake answerer: how a passage is folded for matching, and the
 * terms (stop words dropped, a light stemmer) the BM25 index and the queries are made of.
 */

/** Typographic quotes and dashes folded, quote markers of e-mail replies dropped, whitespace collapsed. */
export function foldText(text: string): string {
  return text
    .replace(/^[ \t]*(?:>[ \t]?)+/gm, "")
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/[\u00a0\u2007\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const STOP_LIST =
  "a an and are as at be been being by for from has have had in into is it its of on or that the their them there " +
  "these they this those to was were which who whom will with would could should can may might must shall our ours we " +
  "us you your he she his her i me my so if then than also just about any all some such other only per via do does did " +
  "not no nor what when where how why while each every both more most very too here hi hello thanks regards best dear " +
  "re fwd fw etc eg ie vendor vendors";

const STOP_WORDS = new Set(STOP_LIST.split(" "));

const SUFFIXES: [string, string][] = [
  ["ational", "ate"],
  ["isations", "ize"],
  ["izations", "ize"],
  ["isation", "ize"],
  ["ization", "ize"],
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
  ["ers", "er"],
  ["ly", ""],
  ["es", ""],
  ["ed", ""],
  ["s", ""],
];

/** A small suffix stripper: "hosting", "hosted" and "hosts" meet; "process", "processing" too. */
export function stem(word: string): string {
  if (word.length <= 3) {
    return word;
  }
  let result = word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (result.endsWith(suffix) && !(suffix === "s" && /(?:ss|us|is)$/.test(result))) {
      const candidate = result.slice(0, -suffix.length) + replacement;
      if (candidate.length >= 3) {
        result = candidate;
        break;
      }
    }
  }
  return result.length > 4 && result.endsWith("e") ? result.slice(0, -1) : result;
}

/** A search term: stop words and one-letter words dropped, the rest stemmed. */
export function searchTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) {
    return null;
  }
  return stem(lower);
}
