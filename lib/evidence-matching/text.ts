/** Sentence splitting, stemming and negation for matching control criteria against document text. */

export interface Sentence {
  documentIndex: number;
  /** Position within its document, for neighbouring sentences. */
  index: number;
  text: string;
  lower: string;
  stems: Set<string>;
  /** The stems in order, space-separated and padded, for whole-phrase keyword matches. */
  stemText: string;
}

const MAX_SENTENCE_CHARS = 600;

const STOP_WORDS = new Set(
  (
    "a an and are as at be been being by for from has have in into is it its of on or that the their them " +
    "there these they this those to was were which who will with within all any each such other than both " +
    "e g eg ie i.e etc per via least most must should shall may can also including include includes " +
    "vendor vendors organization organizations company exist exists existing"
  ).split(" "),
);

const SUFFIXES: [string, string][] = [
  ["ational", "ate"],
  ["izations", "ize"],
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
  ["ally", "al"],
  ["ly", ""],
  ["es", ""],
  ["ed", ""],
  ["s", ""],
];

/** A light suffix stripper: enough for "encrypted", "encryption" and "encrypts" to meet. */
export function stem(word: string): string {
  let result = word;
  for (const [suffix, replacement] of SUFFIXES) {
    if (result.endsWith(suffix) && !(suffix === "s" && result.endsWith("ss"))) {
      const candidate = result.slice(0, -suffix.length) + replacement;
      if (candidate.length >= 3) {
        result = candidate;
        break;
      }
    }
  }
  return result.length > 3 && result.endsWith("e") ? result.slice(0, -1) : result;
}

export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** The stems of a text's significant words (stop words and one-letter words removed). */
export function significantStems(text: string): string[] {
  return [
    ...new Set(
      words(text)
        .filter((word) => word.length > 1 && !STOP_WORDS.has(word))
        .map(stem),
    ),
  ];
}

/** Criteria often give examples in parentheses ("(e.g. a hotline)"); they are not required. */
export function withoutExamples(criterion: string): string {
  return criterion.replace(/\((?:e\.g\.|eg|for example|such as)[^)]*\)/gi, " ");
}

/** Sentences of a document: split at terminators and line breaks; long runs are cut into pieces. */
export function splitSentences(text: string, documentIndex: number): Sentence[] {
  const pieces = text
    .replace(/\r/g, "")
    .split(/\n\s*\n|\n(?=\s*(?:[-*•]|\d+[.)])\s)|(?<=[.!?;])\s+(?=[A-Z0-9"“(])/)
    .map((piece) => piece.replace(/\s+/g, " ").trim())
    .filter((piece) => piece.length >= 3);
  const sentences: Sentence[] = [];
  for (const piece of pieces) {
    for (let start = 0; start < piece.length; start += MAX_SENTENCE_CHARS) {
      const chunk = piece.slice(start, start + MAX_SENTENCE_CHARS);
      const stems = words(chunk).map(stem);
      sentences.push({
        documentIndex,
        index: sentences.length,
        text: chunk,
        lower: chunk.toLowerCase(),
        stems: new Set(stems),
        stemText: ` ${stems.join(" ")} `,
      });
    }
  }
  return sentences;
}

/** A keyword (word or phrase) as its padded stem sequence: "vulnerability scan" also finds "scans". */
export function keywordStems(keyword: string): string {
  return ` ${words(keyword).map(stem).join(" ")} `;
}

export function mentions(sentence: Sentence, keywordStemText: string): boolean {
  return keywordStemText.trim().length > 0 && sentence.stemText.includes(keywordStemText);
}

// Statements that a practice is absent ("we do not currently perform penetration tests"). Controls
// phrased as prohibitions ("passwords must not be shared", "no production data is used") are not.
const ABSENCE = new RegExp(
  [
    String.raw`\b(?:do(?:es)?|did|has|have|had|is|are|was|were)\s+not\b(?:\s+\w+){0,2}?\s+(?:yet\s+)?(?:have|has|had|perform|performed|performing|maintain|maintained|conduct|conducted|use|used|require|required|enforce|enforced|encrypt|encrypted|test|tested|review|reviewed|provide|provided|offer|support|supported|implement|implemented|document|documented|exist|established|undergo|undergone|completed|audited|certified|retain|retained|monitor|monitored|log|logged|backed|trained|train|formalized|defined|in\s+place|been)\b`,
    String.raw`\b(?:doesn't|don't|didn't|hasn't|haven't|isn't|aren't|wasn't|weren't)\b`,
    String.raw`\b(?:cannot|never)\s+(?:be\s+)?\w+ed\b`,
    String.raw`\bno\s+(?:formal|documented|defined|established|regular|periodic|annual|dedicated)\b`,
    String.raw`\bthere\s+(?:is|are|was|were)\s+(?:currently\s+)?no\b`,
    String.raw`\b(?:we|it|the\s+company)\s+(?:has|have)\s+no\b`,
    String.raw`\b(?:lacks?|lacking|absence\s+of|has\s+yet\s+to|have\s+yet\s+to|not\s+currently|not\s+yet)\b`,
  ].join("|"),
  "i",
);

export function statesAbsence(lower: string): boolean {
  return ABSENCE.test(lower);
}
