import { describe, expect, it } from "vitest";
import type { FactSheet } from "@/lib/web/hooks/fact-sheets";
import { factorResult, humanizeKey, isFactorList, scoreText, sectionState } from "./model";

const sheet = (overrides: Partial<FactSheet>): FactSheet => ({
  vendor_id: "cbvndr_1",
  entity_id: null,
  status: "completed",
  completed_sections: [],
  updated_at: 1,
  company_profile: null,
  products: null,
  public_perception: null,
  financials: null,
  people: null,
  compliance_and_legal: null,
  security_posture: null,
  ...overrides,
});

describe("fact sheet panel model", () => {
  it("never shows a score for a factor without data, however normal its numbers look", () => {
    const unmeasured = { factor: "dns_health", score: 85, grade: "B", weight: 0.2, data_available: false };
    expect(scoreText(unmeasured)).toBe("Not measured");
    expect(factorResult(unmeasured)).toEqual({ measured: false, label: "DNS health", weight: "Excluded" });
    expect(scoreText({ ...unmeasured, data_available: undefined })).toBe("Not measured");
    const measured = { ...unmeasured, data_available: true };
    expect(scoreText(measured)).toBe("85 (B)");
    expect(factorResult(measured)).toEqual({ measured: true, label: "DNS health", weight: "20%" });
  });

  it("recognises factor lists and names keys for people", () => {
    expect(isFactorList([{ factor: "x", data_available: false }])).toBe(true);
    expect(isFactorList([{ name: "Jane" }])).toBe(false);
    expect(isFactorList([])).toBe(false);
    expect(humanizeKey("trust_center_url")).toBe("Trust center");
    expect(humanizeKey("dns_health")).toBe("DNS health");
    expect(humanizeKey("total_funding_usd")).toBe("Total funding (USD)");
  });

  it("tells sections still waiting on the current run from those with nothing determined", () => {
    const pending = sheet({
      status: "pending",
      completed_sections: ["company_profile"],
      company_profile: { name: "A" },
    });
    expect(sectionState(pending, "company_profile")).toBe("done");
    expect(sectionState(pending, "products")).toBe("waiting");
    expect(sectionState(sheet({}), "products")).toBe("empty");
  });
});
