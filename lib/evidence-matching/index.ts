/**
 * The one evidence matcher: decides whether documents show a control in place (met, partially met,
 * not met, no evidence), with the passages that say so. Full assessments and zero touch runs both
 * use it; offline rules by default, a model (LLM_*) judging the same retrieved passages when set.
 */
export type {
  ControlEvaluation,
  ControlEvaluator,
  EvaluableControl,
  EvaluationResult,
  Evidence,
  EvidenceDocument,
} from "./evaluator";
export { resultCredit, resultRaisesFinding, scoreOf, verdicts } from "./evaluator";
export { llmEvaluator } from "./llm";
export { evaluateControlOffline, indexEvidence, offlineEvaluator } from "./offline";
