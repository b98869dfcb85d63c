import type { ControlEvaluation, ControlEvaluator, EvaluableControl, Evidence, EvidenceDocument } from "./evaluator";
import {
  keywordStems,
  mentions,
  type Sentence,
  significantStems,
  splitSentences,
  statesAbsence,
  withoutExamples,
} from "./text";

const MAX_QUOTES = 3;
/** A criterion is evidenced by a passage holding at least this share of its significant words. */
const CRITERION_COVERAGE = 0.5;
const MET_SHARE = 2 / 3;
/** Sentences either side of a keyword sentence that may evidence its control's criteria. */
const NEIGHBOURS = 2;

/** The documents split into sentences once, for every control of an assessment. */
export interface EvidenceIndex {
  documents: EvidenceDocument[];
  sentences: Sentence[][];
}

export function indexEvidence(documents: EvidenceDocument[]): EvidenceIndex {
  return { documents, sentences: documents.map((document, index) => splitSentences(document.text, index)) };
}

/** Sentences naming one of the control's keywords, in document order. */
export function relevantSentences(control: EvaluableControl, index: EvidenceIndex): Sentence[] {
  const keywords = control.keywords.map(keywordStems);
  return index.sentences.flat().filter((sentence) => keywords.some((keyword) => mentions(sentence, keyword)));
}

/**
 * Where criteria may be evidenced: the relevant sentences and their neighbours (a control is
 * usually discussed over a paragraph, not every sentence of it naming a keyword).
 */
function nearbySentences(relevant: Sentence[], index: EvidenceIndex): Sentence[] {
  const picked = new Set<Sentence>();
  for (const sentence of relevant) {
    const sentences = index.sentences[sentence.documentIndex] ?? [];
    for (let offset = -NEIGHBOURS; offset <= NEIGHBOURS; offset += 1) {
      const neighbour = sentences[sentence.index + offset];
      if (neighbour) {
        picked.add(neighbour);
      }
    }
  }
  return [...picked];
}

interface CriterionMatch {
  criterion: string;
  sentence: Sentence | null;
  coverage: number;
}

/** The relevant sentence (with the next one as context) covering most of the criterion's words. */
function bestMatch(criterion: string, relevant: Sentence[], index: EvidenceIndex): CriterionMatch {
  const terms = significantStems(withoutExamples(criterion));
  let best: CriterionMatch = { criterion, sentence: null, coverage: 0 };
  if (terms.length === 0) {
    return best;
  }
  for (const sentence of relevant) {
    if (statesAbsence(sentence.lower) || !terms.some((term) => sentence.stems.has(term))) {
      continue;
    }
    // The next sentence may complete the statement, unless it is itself an absence.
    const following = index.sentences[sentence.documentIndex]?.[sentence.index + 1];
    const next = following && !statesAbsence(following.lower) ? following : undefined;
    const matched = terms.filter((term) => sentence.stems.has(term) || next?.stems.has(term)).length;
    const coverage = matched / terms.length;
    const enough = coverage >= CRITERION_COVERAGE && matched >= Math.min(2, terms.length);
    if (enough && coverage > best.coverage) {
      best = { criterion, sentence, coverage };
    }
  }
  return best;
}

function quote(sentence: Sentence, index: EvidenceIndex): Evidence {
  const document = index.documents[sentence.documentIndex];
  return { document_id: document?.id ?? "", document_name: document?.name ?? "", quote: sentence.text };
}

function uniqueQuotes(sentences: Sentence[], index: EvidenceIndex): Evidence[] {
  const seen = new Set<Sentence>();
  return sentences
    .filter((sentence) => !seen.has(sentence) && seen.add(sentence))
    .slice(0, MAX_QUOTES)
    .map((sentence) => quote(sentence, index));
}

const listed = (items: string[]) => items.map((item) => `"${item}"`).join("; ");

/** The rules of docs/api-notes.md "Assessments and the assessment engine", on one control. */
export function evaluateControlOffline(control: EvaluableControl, index: EvidenceIndex): ControlEvaluation {
  const relevant = relevantSentences(control, index);
  if (relevant.length === 0) {
    const looked = control.keywords.slice(0, 5).join(", ");
    return {
      result: "no_evidence",
      rationale: `None of the ${index.documents.length} document(s) addresses this control (looked for: ${looked}).`,
      evidence: [],
    };
  }
  const candidates = nearbySentences(relevant, index);
  const matches = control.criteria.map((criterion) => bestMatch(criterion, candidates, index));
  const evidenced = matches.filter((match) => match.sentence !== null);
  const missing = matches.filter((match) => match.sentence === null).map((match) => match.criterion);
  const absences = relevant.filter((sentence) => statesAbsence(sentence.lower));
  const total = control.criteria.length;
  const shown = `${evidenced.length} of ${total} criteria evidenced`;
  const supporting = evidenced.flatMap((match) => (match.sentence ? [match.sentence] : []));

  if (absences.length > 0 && evidenced.length < total * MET_SHARE) {
    return {
      result: "not_met",
      rationale: `The documents state that the practice is not in place (${shown}).${missing.length ? ` Not shown: ${listed(missing)}.` : ""}`,
      evidence: uniqueQuotes(absences, index),
    };
  }
  if (absences.length > 0) {
    return {
      result: "partially_met",
      rationale: `${shown}, but the documents also state an exception to the control.`,
      evidence: uniqueQuotes([...absences, ...supporting], index),
    };
  }
  if (evidenced.length >= total * MET_SHARE && total > 0) {
    return {
      result: "met",
      rationale: `${shown}: ${listed(evidenced.map((match) => match.criterion))}.${missing.length ? ` Not shown: ${listed(missing)}.` : ""}`,
      evidence: uniqueQuotes(supporting, index),
    };
  }
  if (evidenced.length > 0) {
    return {
      result: "partially_met",
      rationale: `${shown}. Not shown: ${listed(missing)}.`,
      evidence: uniqueQuotes(supporting, index),
    };
  }
  return {
    result: "no_evidence",
    rationale: `The documents mention the subject but evidence none of the criteria: ${listed(control.criteria)}.`,
    evidence: uniqueQuotes(relevant, index).slice(0, 1),
  };
}

export function offlineEvaluator(documents: EvidenceDocument[]): ControlEvaluator {
  const index = indexEvidence(documents);
  return { evaluate: async (control) => evaluateControlOffline(control, index) };
}

/** The sentences most likely to evidence the control, best first: what a model is shown. */
export function candidatePassages(control: EvaluableControl, index: EvidenceIndex, limit: number): Sentence[] {
  const terms = new Set(control.criteria.flatMap((criterion) => significantStems(withoutExamples(criterion))));
  const overlap = (sentence: Sentence) => [...sentence.stems].filter((stem) => terms.has(stem)).length;
  return nearbySentences(relevantSentences(control, index), index)
    .map((sentence) => ({ sentence, score: overlap(sentence) }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((candidate) => candidate.sentence);
}
