import { describe, expect, it } from "vitest";
import { apiRequestError } from "@/lib/web/error-message";
import { baseField, countSummary, placeChecks, validationFailure } from "./validation";

const error = (field: string, message: string) => ({ field, code: "x", level: "error" as const, message });
const warning = (field: string, message: string) => ({ field, code: "y", level: "warning" as const, message });

describe("validation results on form fields", () => {
  it("puts each check on its field and keeps the rest for the summary", () => {
    const placed = placeChecks(
      {
        errors: [error("routing_number", "The check digit does not match."), error("values", "Too many keys.")],
        warnings: [warning("swift_bic", "The BIC's country is not the bank country.")],
      },
      ["routing_number", "swift_bic", "bank_country"],
      { country: "bank_country" },
    );
    expect(placed.byField).toEqual({
      routing_number: { errors: ["The check digit does not match."], warnings: [] },
      swift_bic: { errors: [], warnings: ["The BIC's country is not the bank country."] },
    });
    expect(placed.unplaced.map((check) => check.field)).toEqual(["values"]);
  });

  it("reads list items as their list and follows aliases", () => {
    expect(baseField("po_emails[2]")).toBe("po_emails");
    expect(baseField("po_emails.2")).toBe("po_emails");
    const placed = placeChecks(
      { errors: [error("po_emails[1]", "PO email 2 is not valid."), error("country", "Unknown.")], warnings: [] },
      ["po_emails", "bank_country"],
      { country: "bank_country" },
    );
    expect(Object.keys(placed.byField).sort()).toEqual(["bank_country", "po_emails"]);
  });

  it("shows a message once, and nothing for no results", () => {
    const placed = placeChecks({ errors: [error("iban", "Bad."), error("iban", "Bad.")], warnings: [] }, ["iban"]);
    expect(placed.byField.iban?.errors).toEqual(["Bad."]);
    expect(placeChecks(null, ["iban"])).toEqual({ byField: {}, unplaced: [] });
  });

  it("reads the rules' results from a 422 validation_failed only", () => {
    const results = { rule_set: "US@2026.1", errors: [error("routing_number", "Bad.")], warnings: [] };
    const failed = apiRequestError(422, {
      detail: { code: "validation_failed", message: "The bank details failed 1 check(s).", error: results },
    });
    expect(validationFailure(failed)).toEqual(results);
    expect(validationFailure(apiRequestError(422, { detail: [{ loc: ["body", "x"], msg: "y" }] }))).toBeNull();
    expect(validationFailure(apiRequestError(409, { detail: { code: "bank_change_pending" } }))).toBeNull();
    expect(validationFailure(new Error("x"))).toBeNull();
  });

  it("counts errors and warnings in words", () => {
    expect(countSummary(0, 0)).toBe("no problems");
    expect(countSummary(1, 0)).toBe("1 error");
    expect(countSummary(2, 1)).toBe("2 errors and 1 warning");
  });
});
