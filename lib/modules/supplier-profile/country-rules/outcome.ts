import type { RuleCheck, ValidationOutcome, ValidationStatus } from "./types";

export function ruleError(field: string, code: string, message: string): RuleCheck {
  return { field, code, level: "error", message };
}

export function ruleWarning(field: string, code: string, message: string): RuleCheck {
  return { field, code, level: "warning", message };
}

/** A null rule set means nothing country-specific was checked: the outcome is at best "not_validated". */
export function buildOutcome<T>(ruleSet: string | null, checks: RuleCheck[], normalized: T): ValidationOutcome<T> {
  const errors = checks.filter((check) => check.level === "error");
  const warnings = checks.filter((check) => check.level === "warning");
  return {
    status: statusOf(ruleSet, errors.length, warnings.length),
    results: { rule_set: ruleSet, errors, warnings },
    normalized,
  };
}

function statusOf(ruleSet: string | null, errorCount: number, warningCount: number): ValidationStatus {
  if (errorCount > 0) {
    return "failed";
  }
  if (ruleSet === null) {
    return "not_validated";
  }
  return warningCount > 0 ? "passed_with_warnings" : "passed";
}
