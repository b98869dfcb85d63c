import { inherentRiskQuestionnaire } from "../default-questionnaires";
import type { ExpectedAnswer, IntakeCase, IrqKey } from "./labelled-set";
import { answerOffline } from "./offline";
import { prepareEvidence } from "./prepare";
import type { IntakeEvidence, IntakeQuestion, MachineAnswer } from "./types";

/**
 * How well the offline answerer agrees with the labelled intake cases (./labelled-set): per
 * question, right answers, the share left unanswered and the selections the text contradicts.
 * `evaluateIntakeCases` runs the answerer; `measureIntakeAccuracy` only measures.
 */

/** The inherent risk questionnaire's questions, each with its key as id. */
export function irqQuestions(): (IntakeQuestion & { key: string })[] {
  return inherentRiskQuestionnaire.questions.map((question) => ({
    id: question.key,
    key: question.key,
    text: question.text,
    response_type: question.response_type,
    options: question.options,
    guidance: question.guidance,
  }));
}

export interface CaseResult {
  caseId: string;
  key: IrqKey;
  expected: ExpectedAnswer;
  answer: MachineAnswer;
  correct: boolean;
  /** Selected options the text rules out. */
  contradicted: string[];
  /** Citations whose text is not the stored text at their offsets. */
  citationProblems: string[];
}

export interface QuestionFigures {
  key: string;
  total: number;
  correct: number;
  accuracy: number;
  /** Share of the answerer's answers that were "no evidence". */
  noEvidenceShare: number;
  /** Share of the labels that are "no evidence". */
  expectedNoEvidenceShare: number;
  contradictions: number;
}

export interface IntakeAccuracyReport {
  total: number;
  correct: number;
  accuracy: number;
  perQuestion: QuestionFigures[];
  contradictions: { caseId: string; key: string; options: string[] }[];
  citationProblems: { caseId: string; key: string; problem: string }[];
  misses: CaseResult[];
}

export function evidenceOf(item: IntakeCase): IntakeEvidence {
  return {
    vendor_name: item.vendor_name,
    context: item.context,
    description: item.description ?? null,
    use_case: item.use_case ?? null,
    website: item.website ?? null,
  };
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((item) => b.includes(item));

/** Whether an answer is what the label expects: the exact option set, the keywords, or no evidence. */
export function isCorrect(expected: ExpectedAnswer, answer: MachineAnswer): boolean {
  const unanswered = answer.answer_text === null && answer.selected_options.length === 0;
  if (expected === "no_evidence") {
    return unanswered;
  }
  if ("options" in expected) {
    return sameSet(expected.options, answer.selected_options);
  }
  if (unanswered) {
    return false;
  }
  const said = [answer.answer_text ?? "", ...answer.citations.map((citation) => citation.text)]
    .join("\n")
    .toLowerCase();
  return expected.contains.every((keyword) => said.includes(keyword.toLowerCase()));
}

function citationProblems(evidence: IntakeEvidence, answer: MachineAnswer): string[] {
  return answer.citations.flatMap((citation) => {
    const stored = evidence[citation.source] ?? "";
    return stored.slice(citation.start, citation.end) === citation.text && citation.text.length > 0
      ? []
      : [`citation [${citation.start}, ${citation.end}) of ${citation.source} is not the stored text`];
  });
}

/** Throws when a label names an option the question does not have: a typo would score as a miss. */
export function checkLabels(cases: readonly IntakeCase[]): void {
  const questions = new Map(irqQuestions().map((question) => [question.key, question] as const));
  for (const item of cases) {
    for (const [key, expected] of Object.entries(item.expected)) {
      const question = questions.get(key);
      if (!question) {
        throw new Error(`${item.id}: no question ${key}`);
      }
      const labels = [
        ...(typeof expected === "object" && "options" in expected ? expected.options : []),
        ...(item.contradicted?.[key as IrqKey] ?? []),
      ];
      for (const label of labels) {
        if (!question.options.includes(label)) {
          throw new Error(`${item.id}: ${key} has no option "${label}"`);
        }
      }
      const freeText = question.response_type === "free_text";
      if (typeof expected === "object" && "contains" in expected !== freeText) {
        throw new Error(`${item.id}: ${key} is labelled as the wrong kind of answer`);
      }
    }
  }
}

/** Each case's evidence prepared once and every question of the inherent risk questionnaire answered offline. */
export function evaluateIntakeCases(cases: readonly IntakeCase[]): CaseResult[] {
  checkLabels(cases);
  const questions = irqQuestions();
  return cases.flatMap((item) => {
    const evidence = evidenceOf(item);
    const prepared = prepareEvidence(evidence);
    return questions.map((question) => {
      const key = question.key as IrqKey;
      const expected = item.expected[key];
      const answer = answerOffline(question, prepared);
      return {
        caseId: item.id,
        key,
        expected,
        answer,
        correct: isCorrect(expected, answer),
        contradicted: answer.selected_options.filter((option) => item.contradicted?.[key]?.includes(option)),
        citationProblems: citationProblems(evidence, answer),
      };
    });
  });
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

export function measureIntakeAccuracy(results: CaseResult[]): IntakeAccuracyReport {
  const keys = [...new Set(results.map((result) => result.key))];
  const perQuestion = keys.map((key): QuestionFigures => {
    const of = results.filter((result) => result.key === key);
    const correct = of.filter((result) => result.correct).length;
    return {
      key,
      total: of.length,
      correct,
      accuracy: ratio(correct, of.length),
      noEvidenceShare: ratio(of.filter((result) => result.answer.confidence === "none").length, of.length),
      expectedNoEvidenceShare: ratio(of.filter((result) => result.expected === "no_evidence").length, of.length),
      contradictions: of.filter((result) => result.contradicted.length > 0).length,
    };
  });
  const correct = results.filter((result) => result.correct).length;
  return {
    total: results.length,
    correct,
    accuracy: ratio(correct, results.length),
    perQuestion,
    contradictions: results
      .filter((result) => result.contradicted.length > 0)
      .map((result) => ({ caseId: result.caseId, key: result.key, options: result.contradicted })),
    citationProblems: results.flatMap((result) =>
      result.citationProblems.map((problem) => ({ caseId: result.caseId, key: result.key, problem })),
    ),
    misses: results.filter((result) => !result.correct),
  };
}
