/**
 * Word-level reading shared by the intake answerer: how a passage is folded for matching, and the
 * terms (stop words dropped, a light stemmer) the BM25 index and the queries are made of.
 */

import { type StemRules, stemWith } from "@/lib/text/stem";

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

const STEM_RULES: StemRules = { keepUpTo: 3, notPlural: /(?:ss|us|is)$/, dropFinalEAbove: 4 };

/** "hosting", "hosted" and "hosts" meet; "process", "processing" too. */
export const stem = (word: string) => stemWith(STEM_RULES, word);

/** A search term: stop words and one-letter words dropped, the rest stemmed. */
export function searchTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) {
    return null;
  }
  return stem(lower);
}
