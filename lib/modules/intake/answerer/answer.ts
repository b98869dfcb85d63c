import type { Reading } from "./prepare";
import type { Citation, Confidence, MachineAnswer } from "./types";

const MAX_QUOTE_CHARS = 220;
export const MAX_CITATIONS = 4;

/** A passage as quoted in reasoning: its words, whitespace folded, cut when long. */
export function quote(reading: Reading): string {
  const text = reading.folded;
  return `"${text.length > MAX_QUOTE_CHARS ? `${text.slice(0, MAX_QUOTE_CHARS - 1).trimEnd()}…` : text}"`;
}

/** The passage as a citation: its exact place in the stored text of its source. */
export function citationOf(reading: Reading): Citation {
  const { source, start, end, text } = reading.passage;
  return { source, start, end, text };
}

/** Citations of passages, each once, in the order given, at most MAX_CITATIONS. */
export function citationsOf(readings: Reading[]): Citation[] {
  const seen = new Set<number>();
  const citations: Citation[] = [];
  for (const reading of readings) {
    if (!seen.has(reading.passage.id) && citations.length < MAX_CITATIONS) {
      seen.add(reading.passage.id);
      citations.push(citationOf(reading));
    }
  }
  return citations;
}

/** Unanswered: no option, no text, no citation, and what was looked for. */
export function unanswered(why: string): MachineAnswer {
  return {
    answer_text: null,
    selected_options: [],
    reasoning: `No evidence in the context: ${why}`,
    confidence: "none",
    citations: [],
  };
}

/** "AWS, Azure or Google Cloud"; "personal data and the EU/EEA" */
export function listOf(words: string[], conjunction: "or" | "and" = "or"): string {
  if (words.length <= 1) {
    return words.join("");
  }
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1)}`;
}

export function answered(
  selected: string[],
  reasoning: string,
  confidence: Exclude<Confidence, "none">,
  readings: Reading[],
  answerText?: string,
): MachineAnswer {
  return {
    answer_text: answerText ?? selected.join(", "),
    selected_options: selected,
    reasoning,
    confidence,
    citations: citationsOf(readings),
  };
}
