import { buildOutcome, ruleError, ruleWarning } from "../outcome";
import type { RuleCheck, ValidationOutcome } from "../types";
import { type TaxTypeRule, taxTypeRule } from "./registry";

const TAX_RULES_VERSION = "2026.1";
const FIELD = "value";

// stdnum's own messages are generic today; ours are written here so no library change can echo the number.
const PROBLEMS: Record<string, { code: string; describe: (label: string) => string }> = {
  InvalidChecksum: { code: "invalid_checksum", describe: (label) => `${label}: the check digit does not match.` },
  InvalidLength: { code: "invalid_length", describe: (label) => `${label}: the number has the wrong length.` },
  InvalidComponent: {
    code: "invalid_component",
    describe: (label) => `${label}: part of the number (such as a region, office or date code) is not valid.`,
  },
};

/**
 * Known type: checksum/format via stdnum (errors reject). Unknown type for the country: status "not_validated"
 * with a warning "unrecognized_type". Value normalised (stdnum's compact form).
 */
export function validateTaxId(country: string, registrationType: string, value: string): ValidationOutcome<string> {
  const trimmed = value.trim();
  const rule = taxTypeRule(country, registrationType);
  if (!rule) {
    const checks: RuleCheck[] =
      trimmed === "" ? [ruleError(FIELD, "required", "A registration number is required.")] : [];
    const message = "This registration type is not known for the country, so the number was not checked.";
    checks.push(ruleWarning("registration_type", "unrecognized_type", message));
    return buildOutcome(null, checks, trimmed.replace(/\s+/g, "").toUpperCase());
  }
  const ruleSet = `tax@${TAX_RULES_VERSION}`;
  if (trimmed === "") {
    return buildOutcome(ruleSet, [ruleError(FIELD, "required", `${rule.label} is required.`)], "");
  }
  const result = validateWithStdnum(rule, trimmed);
  if (result.isValid) {
    return buildOutcome(ruleSet, [], result.compact);
  }
  return buildOutcome(ruleSet, [problemCheck(rule.label, result.errorName)], compactWithStdnum(rule, trimmed));
}

function problemCheck(label: string, errorName: string): RuleCheck {
  const problem = PROBLEMS[errorName];
  if (!problem) {
    return ruleError(
      FIELD,
      "invalid_format",
      `${label}: the number contains characters or a layout that is not allowed.`,
    );
  }
  return ruleError(FIELD, problem.code, problem.describe(label));
}

function validateWithStdnum(
  rule: TaxTypeRule,
  value: string,
): { isValid: true; compact: string } | { isValid: false; errorName: string } {
  try {
    const result = rule.validator.validate(value);
    return result.isValid
      ? { isValid: true, compact: result.compact }
      : { isValid: false, errorName: result.error.name };
  } catch {
    return { isValid: false, errorName: "InvalidFormat" };
  }
}

function compactWithStdnum(rule: TaxTypeRule, value: string): string {
  try {
    return rule.validator.compact(value);
  } catch {
    return value;
  }
}
