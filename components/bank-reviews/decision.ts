import { isApiRequestError } from "@/lib/web/api-client";
import type { BankReview, RuleCheck } from "@/lib/web/hooks/bank-reviews";
import { decisionLabel, OWN_PROPOSAL_MESSAGE } from "./model";

export const ALREADY_DECIDED_MESSAGE = "Already decided by someone else.";

/** Why the server refused an approval or a rejection, as the dialogs show it. */
export type DecisionFailure =
  /** 409 bank_review_decided (or the review vanished): the list refreshes to show the decision. */
  | { kind: "decided"; message: string }
  /** 422 validation_failed: the proposed details no longer pass the country rules; it stays pending. */
  | { kind: "validation"; message: string; checks: RuleCheck[] }
  | { kind: "other"; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isRuleCheck(value: unknown): value is RuleCheck {
  return isRecord(value) && typeof value.message === "string" && typeof value.field === "string";
}

/** The failed checks of a validation_failed answer: `{detail: {code, message, error: {errors: [...]}}}`. */
function failedChecks(body: unknown): RuleCheck[] {
  const detail = isRecord(body) ? body.detail : undefined;
  const results = isRecord(detail) ? detail.error : undefined;
  const errors = isRecord(results) ? results.errors : undefined;
  return Array.isArray(errors) ? errors.filter(isRuleCheck) : [];
}

export function decisionFailure(error: unknown): DecisionFailure {
  if (!isApiRequestError(error)) {
    return { kind: "other", message: error instanceof Error ? error.message : "Something went wrong. Try again." };
  }
  switch (error.code) {
    case "bank_review_decided":
    case "bank_review_not_found":
      return { kind: "decided", message: ALREADY_DECIDED_MESSAGE };
    case "validation_failed":
      return {
        kind: "validation",
        message: "The proposed details no longer pass the country rules, so the change stays pending:",
        checks: failedChecks(error.body),
      };
    case "own_change_review":
      return { kind: "other", message: OWN_PROPOSAL_MESSAGE };
    default:
      return { kind: "other", message: error.message };
  }
}

/** "Already decided by someone else: approved by Ann Admin." once the review's current state is known. */
export function staleMessage(review: Pick<BankReview, "status" | "decided_by"> | null): string {
  const label = review ? decisionLabel(review, null) : null;
  return label
    ? `${ALREADY_DECIDED_MESSAGE.slice(0, -1)}: ${label.charAt(0).toLowerCase()}${label.slice(1)}.`
    : ALREADY_DECIDED_MESSAGE;
}
