import { describe, expect, it } from "vitest";
import { FACT_SHEET_KEY_LABELS, factSheetKeyLabel, factSheetValueLabel, isIdKey } from "./fact-sheets";
import { WORKFLOW_RUN_STATUS_LABELS, workflowActionLabel, workflowNameLabel } from "./workflows";

describe("workflow labels", () => {
  it("names the default workflows in words and turns an organization's own names into words", () => {
    expect(workflowNameLabel("vendor_onboarding")).toBe("Vendor onboarding");
    expect(workflowNameLabel("offboarding")).toBe("Vendor offboarding");
    expect(workflowNameLabel("supplier_exit")).toBe("Supplier exit");
    expect(workflowNameLabel(null)).toBe("Workflow run");
    expect(workflowActionLabel("tier_vendor")).toBe("Tier the vendor");
    expect(workflowActionLabel("retire_vendor")).toBe("Retire vendor");
    expect(WORKFLOW_RUN_STATUS_LABELS.started).toBe("Running");
  });
});

describe("fact sheet labels", () => {
  it("reads keys, factors and coded values as words", () => {
    expect(factSheetKeyLabel("dns_health")).toBe("DNS health");
    expect(factSheetKeyLabel("security_certifications")).toBe("Security certifications");
    expect(factSheetKeyLabel("some_new_key")).toBe("Some new key");
    expect(factSheetValueLabel("status", "not_checked")).toBe("Not checked");
    expect(factSheetValueLabel("document_type", "soc2_type2")).toBe("SOC 2 Type II report");
    expect(factSheetValueLabel("headline", "not_checked")).toBeNull();
    expect(isIdKey("document_id")).toBe(true);
    expect(isIdKey("document_name")).toBe(false);
  });

  it("has no label that is itself a code", () => {
    for (const label of Object.values(FACT_SHEET_KEY_LABELS)) {
      expect(label).not.toMatch(/_/);
    }
  });
});
