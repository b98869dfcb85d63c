import { describe, expect, it } from "vitest";
import { entityWords } from "./entity-words";
import { visibleChanges } from "./references";
import { changeValueText } from "./value-words";

const names = new Map([
  ["cbvndr_0123456789abcdef0123456789abcdef", "Acme Corp"],
  ["cbctst_0123456789abcdef0123456789abcdef", "SOC 2 Security Baseline"],
]);

describe("change values in words", () => {
  it("shows referenced records by name, and says what an ID it cannot name is", () => {
    expect(changeValueText("assessment", "vendor_id", "cbvndr_0123456789abcdef0123456789abcdef", names, true)).toBe(
      "Acme Corp",
    );
    expect(
      changeValueText("assessment", "control_set_ids", ["cbctst_0123456789abcdef0123456789abcdef"], names, true),
    ).toBe("SOC 2 Security Baseline");
    expect(changeValueText("api_key", "created_by_clerk_user_id", "cbuser_ffffffffffffffff", names, true)).toBe(
      "a user",
    );
    expect(changeValueText("assessment", "vendor_id", "cbvndr_ffffffffffffffff", names, true)).toBe(
      "an unknown vendor",
    );
    expect(changeValueText("assessment", "vendor_id", "cbvndr_ffffffffffffffff", names, false)).toBe("…");
  });

  it("reads a score as a percentage and statuses as the record's own words", () => {
    expect(changeValueText("assessment", "score_percent", 0.643, names, true)).toBe("64%");
    expect(changeValueText("assessment", "score_percent", null, names, true)).toBe("—");
    expect(changeValueText("assessment", "status", "analyzing_questionnaire", names, true)).toBe("Analyzing");
    expect(changeValueText("assessment", "status", "review_evals", names, true)).toBe("In review");
    expect(changeValueText("workflow_run", "status", "started", names, true)).toBe("Running");
    expect(changeValueText("workflow_run", "workflow_name", "vendor_onboarding", names, true)).toBe(
      "Vendor onboarding",
    );
  });

  it("leaves out a record's own ID fields", () => {
    const changes = [
      { field: "workflow_run_id", before: null, after: "cbwr_1" },
      { field: "status", before: null, after: "started" },
    ];
    expect(visibleChanges(changes).map((change) => change.field)).toEqual(["status"]);
  });

  it("names the record of an entry, never by its ID", () => {
    expect(entityWords({ entity_type: "reassessment", entity_name: null })).toBe("Untitled reassessment");
    expect(entityWords({ entity_type: "reassessment", entity_name: "Q3 supplier review" })).toBe("Q3 supplier review");
    expect(entityWords({ entity_type: "workflow_run", entity_name: "vendor_onboarding" })).toBe("Vendor onboarding");
  });
});
