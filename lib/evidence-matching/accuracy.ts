import { iso27001ControlSet } from "@/lib/modules/controls/catalog/iso27001";
import { soc2ControlSet } from "@/lib/modules/controls/catalog/soc2";
import type { ControlSetTemplate } from "@/lib/modules/controls/catalog/types";
import { zeroTouchControlSet } from "@/lib/modules/controls/catalog/zero-touch";
import type { ControlEvaluation, EvaluableControl, EvaluationResult } from "./evaluator";
import { verdicts } from "./evaluator";
import { evaluateControlOffline, indexEvidence } from "./offline";

/**
 * How well the matcher's verdicts agree with labelled cases: one passage, one control, the verdict a
 * reviewer gave. Pure: it measures evaluations it is handed (`measureAccuracy`); `evaluateCases` runs
 * the offline engine over cases, each passage as the only document.
 */

export type CatalogKey = "soc2" | "iso27001" | "zero_touch";

/** The fields of a labelled case the measure reads (lib/evidence-matching/labelled-set). */
export interface CaseLabel {
  id: string;
  catalog: CatalogKey;
  controlRef: string;
  passage: string;
  expected: EvaluationResult;
  traits: readonly string[];
}

export interface EvaluatedCase extends CaseLabel {
  evaluation: ControlEvaluation;
}

export interface VerdictFigures {
  verdict: EvaluationResult;
  /** Cases labelled with this verdict. */
  labelled: number;
  /** Cases the matcher gave this verdict. */
  predicted: number;
  correct: number;
  /** correct / predicted; null when the matcher never gave it. */
  precision: number | null;
  /** correct / labelled; null when no case carries it. */
  recall: number | null;
}

export interface Miss {
  id: string;
  catalog: CatalogKey;
  controlRef: string;
  expected: EvaluationResult;
  actual: EvaluationResult;
  traits: readonly string[];
  rationale: string;
}

/** A case whose evaluation breaks the quote rule, and how. */
export interface QuoteViolation {
  id: string;
  problem: string;
}

export interface AccuracyReport {
  total: number;
  correct: number;
  accuracy: number;
  perVerdict: VerdictFigures[];
  perCatalog: { catalog: CatalogKey; total: number; correct: number; accuracy: number }[];
  /**
   * Negated passages the matcher called met: cases with the "negation" trait labelled anything but
   * met, whose negation denies the practice ("MFA is not enforced"). A negation that states the
   * control itself ("staff do not have local administrator rights", labelled met) is not one.
   */
  metOnNegation: string[];
  quoteViolations: QuoteViolation[];
  misses: Miss[];
}

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/**
 * The quote rule: no_evidence carries no quote; met and partially met carry at least one; not met
 * quotes what states the absence; every quote is verbatim text of its passage.
 */
export function quoteProblems(item: EvaluatedCase): string[] {
  const { result, evidence } = item.evaluation;
  const problems: string[] = [];
  if (result === "no_evidence" && evidence.length > 0) {
    problems.push("no_evidence with a quote");
  }
  if (result !== "no_evidence" && evidence.length === 0) {
    problems.push(`${result} without a quote`);
  }
  for (const quote of evidence) {
    if (!quote.quote.trim() || !item.passage.includes(quote.quote)) {
      problems.push(`quote not verbatim: "${quote.quote.slice(0, 80)}"`);
    }
  }
  return problems;
}

export function measureAccuracy(cases: EvaluatedCase[]): AccuracyReport {
  const correct = cases.filter((item) => item.evaluation.result === item.expected);
  const perVerdict = verdicts.map((verdict): VerdictFigures => {
    const labelled = cases.filter((item) => item.expected === verdict).length;
    const predicted = cases.filter((item) => item.evaluation.result === verdict).length;
    const hits = correct.filter((item) => item.expected === verdict).length;
    return {
      verdict,
      labelled,
      predicted,
      correct: hits,
      precision: ratio(hits, predicted),
      recall: ratio(hits, labelled),
    };
  });
  const catalogs: CatalogKey[] = ["soc2", "iso27001", "zero_touch"];
  const perCatalog = catalogs.map((catalog) => {
    const of = cases.filter((item) => item.catalog === catalog);
    const right = of.filter((item) => item.evaluation.result === item.expected).length;
    return { catalog, total: of.length, correct: right, accuracy: ratio(right, of.length) ?? 0 };
  });
  return {
    total: cases.length,
    correct: correct.length,
    accuracy: ratio(correct.length, cases.length) ?? 0,
    perVerdict,
    perCatalog,
    metOnNegation: cases
      .filter((item) => item.traits.includes("negation") && item.expected !== "met" && item.evaluation.result === "met")
      .map((item) => item.id),
    quoteViolations: cases.flatMap((item) => quoteProblems(item).map((problem) => ({ id: item.id, problem }))),
    misses: cases
      .filter((item) => item.evaluation.result !== item.expected)
      .map((item) => ({
        id: item.id,
        catalog: item.catalog,
        controlRef: item.controlRef,
        expected: item.expected,
        actual: item.evaluation.result,
        traits: item.traits,
        rationale: item.evaluation.rationale,
      })),
  };
}

const catalogs: Record<CatalogKey, ControlSetTemplate> = {
  soc2: soc2ControlSet,
  iso27001: iso27001ControlSet,
  zero_touch: zeroTouchControlSet,
};

export function controlOf(catalog: CatalogKey, ref: string): EvaluableControl {
  const template = catalogs[catalog].controls.find((control) => control.ref === ref);
  if (!template) {
    throw new Error(`The ${catalog} catalog has no control ${ref}.`);
  }
  return { id: `${catalog}:${ref}`, ...template };
}

/** Each case's passage as the only document, evaluated by the offline engine for its control. */
export function evaluateCases(cases: readonly CaseLabel[]): EvaluatedCase[] {
  return cases.map((item) => {
    const index = indexEvidence([{ id: `doc_${item.id}`, name: `${item.id}.txt`, text: item.passage }]);
    return { ...item, evaluation: evaluateControlOffline(controlOf(item.catalog, item.controlRef), index) };
  });
}
