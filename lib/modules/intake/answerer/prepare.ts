import MiniSearch from "minisearch";
import { type Clause, clauseAt, readClauses } from "./clauses";
import { findMentions, type Mention, withKinds } from "./lexicon";
import { type Passage, passagesOf } from "./sentences";
import { foldText, searchTerm } from "./text";
import type { IntakeEvidence } from "./types";

/** A passage read once: folded, its concepts found and its clauses weighed. */
export interface Reading {
  passage: Passage;
  /** The passage with quote markers dropped and whitespace collapsed, as written. */
  folded: string;
  lower: string;
  mentions: (Mention & { clause: number })[];
  clauses: Clause[];
  question: boolean;
}

interface IndexedPassage {
  id: number;
  text: string;
  concepts: string;
}

/** The evidence of one intake, read once and answered many times. */
export interface PreparedEvidence {
  evidence: IntakeEvidence;
  readings: Reading[];
  index: MiniSearch<IndexedPassage>;
}

/** A concept as a token of the index and of queries ("personal_data" → "zcpersonaldata"). */
export const conceptToken = (id: string) => `zc${id.replace(/[^a-z0-9]/g, "")}`;

const tokenize = (text: string) => text.split(/[^A-Za-z0-9]+/).filter((token) => token.length > 0);
const processTerm = (term: string) => (term.startsWith("zc") ? term : searchTerm(term));

export function readPassage(passage: Passage): Reading {
  const folded = foldText(passage.text);
  const lower = folded.toLowerCase();
  const mentions = findMentions(folded, lower);
  const question = /\?["')\]]*$/.test(folded);
  const clauses = readClauses(folded, lower, mentions, question);
  return {
    passage,
    folded,
    lower,
    mentions: mentions.map((mention) => ({ ...mention, clause: clauseAt(clauses, mention.start) })),
    clauses,
    question,
  };
}

/**
 * Reads the evidence of one intake: the first CONTEXT_WINDOW_CHARS of the context, the description,
 * the use case and the website, cut into passages with their exact offsets, each read for the
 * concepts it names, and a BM25 index (minisearch) of their words and concepts.
 */
export function prepareEvidence(evidence: IntakeEvidence): PreparedEvidence {
  const readings = passagesOf(evidence).map(readPassage);
  const index = new MiniSearch<IndexedPassage>({
    fields: ["text", "concepts"],
    tokenize,
    processTerm,
    searchOptions: { tokenize, processTerm, combineWith: "OR", boost: { concepts: 2 } },
  });
  index.addAll(
    readings.map((reading) => ({
      id: reading.passage.id,
      text: reading.lower,
      concepts: [...new Set(reading.mentions.flatMap((mention) => withKinds(mention.concept)))]
        .map(conceptToken)
        .join(" "),
    })),
  );
  return { evidence, readings, index };
}
