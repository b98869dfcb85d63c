import type { CheckLevel, RuleCheck } from "../types";
import type { BankFieldDefinition } from "./types";

/** A check result before it is attached to a field. */
export interface FieldFinding {
  code: string;
  level: CheckLevel;
  message: string;
}

/** The served definition plus how the value is cleaned and checked (functions stay server-side). */
export interface BankFieldRule {
  definition: BankFieldDefinition;
  normalize: (value: string) => string;
  /** Format checks of a present value within maxLength. */
  check?: (value: string, bankCountry: string) => FieldFinding[];
}

export interface BankRuleSet {
  country: string;
  version: string;
  fields: BankFieldRule[];
  /** Checks spanning fields; receives only the present fields that passed their own checks. */
  crossCheck?: (validValues: Record<string, string>) => RuleCheck[];
  /** "<routing-ish parts>:<account>" for duplicate detection, null when a part is missing. */
  domesticIdentity?: (values: Record<string, string>) => string | null;
}

export const BANK_RULES_VERSION = "2026.1";

export function fieldError(code: string, message: string): FieldFinding {
  return { code, level: "error", message };
}

export function fieldWarning(code: string, message: string): FieldFinding {
  return { code, level: "warning", message };
}

/** Identity from routing parts joined by "-" and the account number, when all are present. */
export function identityFrom(routingKeys: string[], accountKey: string) {
  return (values: Record<string, string>): string | null => {
    const routing = routingKeys.map((key) => values[key]);
    const account = values[accountKey];
    if (!account || routing.some((part) => !part)) {
      return null;
    }
    return `${routing.join("-")}:${account}`;
  };
}
