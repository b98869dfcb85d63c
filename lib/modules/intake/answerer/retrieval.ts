import { conceptOf } from "./lexicon";
import { conceptToken, type PreparedEvidence, type Reading } from "./prepare";
import type { QuestionProfile } from "./question";

export interface RankedReading {
  reading: Reading;
  /** BM25 score of the passage for the question (minisearch). */
  score: number;
  /** 0 for the best passage. */
  rank: number;
}

/** The query of a question: its text, guidance and options, expanded by the concepts it may be answered by. */
export function queryOf(profile: QuestionProfile): string {
  const { question } = profile;
  const words = [question.text, question.guidance ?? "", ...question.options];
  const expansion = [...profile.wanted].flatMap((id) => [conceptToken(id), ...conceptOf(id).examples]);
  return [...words, ...expansion].join(" ");
}

/** The passages that bear on a question, best first (BM25 over words and concepts). */
export function rankPassages(profile: QuestionProfile, prepared: PreparedEvidence): RankedReading[] {
  const byId = new Map(prepared.readings.map((reading) => [reading.passage.id, reading] as const));
  return prepared.index.search(queryOf(profile)).flatMap((result, rank) => {
    const reading = byId.get(result.id as number);
    return reading ? [{ reading, score: result.score, rank }] : [];
  });
}
