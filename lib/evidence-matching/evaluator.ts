/** What the matcher decides for one control. */
export const verdicts = ["met", "partially_met", "not_met", "no_evidence"] as const;
export type EvaluationResult = (typeof verdicts)[number];

/** A control as the evaluators see it. */
export interface EvaluableControl {
  id: string;
  ref: string;
  title: string;
  description: string;
  criteria: string[];
  keywords: string[];
  weight: number;
}

/** A document's extracted text, the evidence controls are evaluated against. */
export interface EvidenceDocument {
  id: string;
  name: string;
  text: string;
}

export interface Evidence {
  document_id: string;
  document_name: string;
  quote: string;
}

export interface ControlEvaluation {
  result: EvaluationResult;
  rationale: string;
  evidence: Evidence[];
}

/** Evaluates one control against the assessment's documents (offline rules, or a model). */
export interface ControlEvaluator {
  evaluate(control: EvaluableControl): Promise<ControlEvaluation>;
}

/** Credit a result earns toward score_percent. */
export const resultCredit: Record<EvaluationResult, number> = {
  met: 1,
  partially_met: 0.5,
  not_met: 0,
  no_evidence: 0,
};

/** Weighted share of credit over the controls, 4 decimals; null when there is nothing to score. */
export function scoreOf(evaluations: { weight: number; result: EvaluationResult }[]): number | null {
  const totalWeight = evaluations.reduce((sum, evaluation) => sum + evaluation.weight, 0);
  if (totalWeight <= 0) {
    return null;
  }
  const earned = evaluations.reduce((sum, evaluation) => sum + evaluation.weight * resultCredit[evaluation.result], 0);
  return Math.round((earned / totalWeight) * 10_000) / 10_000;
}

/** Results that raise a finding: the control is not shown to be in place. */
export const resultRaisesFinding = (result: EvaluationResult) => result === "not_met" || result === "no_evidence";
