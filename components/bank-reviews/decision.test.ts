import { describe, expect, it } from "vitest";
import { apiRequestError } from "@/lib/web/error-message";
import { ALREADY_DECIDED_MESSAGE, decisionFailure, staleMessage } from "./decision";
import { OWN_PROPOSAL_MESSAGE } from "./model";

const apiError = (status: number, detail: Record<string, unknown>) => apiRequestError(status, { detail });

describe("decision failures", () => {
  it("reads 409 bank_review_decided as decided by someone else", () => {
    const failure = decisionFailure(apiError(409, { code: "bank_review_decided", message: "Decided." }));
    expect(failure).toEqual({ kind: "decided", message: ALREADY_DECIDED_MESSAGE });
  });

  it("lists the failed country-rule checks of a 422", () => {
    const check = { field: "iban", code: "iban_checksum", level: "error", message: "The IBAN's checksum is wrong." };
    const failure = decisionFailure(
      apiError(422, {
        code: "validation_failed",
        message: "The bank details failed 1 check(s) of the DE rules.",
        error: { rule_set: "DE", errors: [check, { bogus: true }], warnings: [] },
      }),
    );
    expect(failure.kind).toBe("validation");
    expect(failure.kind === "validation" && failure.checks).toEqual([check]);
  });

  it("explains the four-eyes refusal and passes other messages on", () => {
    expect(decisionFailure(apiError(403, { code: "own_change_review", message: "x" }))).toEqual({
      kind: "other",
      message: OWN_PROPOSAL_MESSAGE,
    });
    expect(decisionFailure(apiError(403, { code: "insufficient_role", message: "x" })).message).toMatch(/role/);
    expect(decisionFailure(new Error("offline"))).toEqual({ kind: "other", message: "offline" });
  });

  it("says who decided it once the review is refetched", () => {
    expect(staleMessage(null)).toBe(ALREADY_DECIDED_MESSAGE);
    expect(staleMessage({ status: "approved", decided_by: { id: "cbuser_2", name: "Ann Admin" } })).toBe(
      "Already decided by someone else: approved by Ann Admin.",
    );
  });
});
