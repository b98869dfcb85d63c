export type CheckLevel = "error" | "warning";

export interface RuleCheck {
  field: string;
  code: string;
  level: CheckLevel;
  message: string;
}

/** Stored on records as validation_results. rule_set is e.g. "DE@2026.1", null when unconfigured. */
export interface ValidationResults {
  rule_set: string | null;
  errors: RuleCheck[];
  warnings: RuleCheck[];
}

export type ValidationStatus = "passed" | "passed_with_warnings" | "not_validated" | "failed";

export interface ValidationOutcome<T> {
  status: ValidationStatus;
  results: ValidationResults;
  normalized: T;
}
