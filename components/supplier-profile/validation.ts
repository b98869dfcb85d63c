import { isApiRequestError } from "@/lib/web/api-client";
import type { RuleCheck, ValidationResults } from "@/lib/web/hooks/supplier-profile";

/** One form field's findings from the country rules. */
export interface FieldFindings {
  errors: string[];
  warnings: string[];
}

export interface PlacedChecks {
  /** Findings by form field. */
  byField: Record<string, FieldFindings>;
  /** Checks about no field the form shows: listed in the form's summary instead. */
  unplaced: RuleCheck[];
}

/** "po_emails[2]" and "po_emails.2" are about "po_emails". */
export function baseField(field: string): string {
  return field.split(/[[.]/)[0] ?? field;
}

/**
 * Puts the checks of a validation result on the form's fields. `aliases` maps a check's field to the
 * form's name for it (e.g. the API's "country" is the form's "bank_country").
 */
export function placeChecks(
  results: Pick<ValidationResults, "errors" | "warnings"> | null | undefined,
  formFields: readonly string[],
  aliases: Readonly<Record<string, string>> = {},
): PlacedChecks {
  const known = new Set(formFields);
  const byField: Record<string, FieldFindings> = {};
  const unplaced: RuleCheck[] = [];
  const place = (check: RuleCheck) => {
    const base = baseField(check.field);
    const field = aliases[base] ?? base;
    if (!known.has(field)) {
      unplaced.push(check);
      return;
    }
    const findings = byField[field] ?? { errors: [], warnings: [] };
    byField[field] = findings;
    const list = check.level === "error" ? findings.errors : findings.warnings;
    if (!list.includes(check.message)) {
      list.push(check.message);
    }
  };
  for (const check of results?.errors ?? []) {
    place(check);
  }
  for (const check of results?.warnings ?? []) {
    place(check);
  }
  return { byField, unplaced };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isCheck(value: unknown): value is RuleCheck {
  return (
    isRecord(value) &&
    typeof value.field === "string" &&
    typeof value.message === "string" &&
    (value.level === "error" || value.level === "warning")
  );
}

/** The country rules' results of a 422 validation_failed (`detail.error`), or null for any other failure. */
export function validationFailure(error: unknown): ValidationResults | null {
  if (!isApiRequestError(error) || error.status !== 422 || error.code !== "validation_failed") {
    return null;
  }
  const detail = isRecord(error.body) ? error.body.detail : undefined;
  const results = isRecord(detail) ? detail.error : undefined;
  if (!isRecord(results)) {
    return null;
  }
  const checks = (value: unknown) => (Array.isArray(value) ? value.filter(isCheck) : []);
  return {
    rule_set: typeof results.rule_set === "string" ? results.rule_set : null,
    errors: checks(results.errors),
    warnings: checks(results.warnings),
  };
}

/** "1 error and 2 warnings", "no problems". */
export function countSummary(errors: number, warnings: number): string {
  const parts = [
    errors > 0 ? `${errors} ${errors === 1 ? "error" : "errors"}` : null,
    warnings > 0 ? `${warnings} ${warnings === 1 ? "warning" : "warnings"}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" and ") : "no problems";
}
