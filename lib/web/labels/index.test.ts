import { describe, expect, it } from "vitest";
import { humanizeCode, labelOf, labelOptions } from "./index";

describe("humanizeCode", () => {
  it.each([
    ["not_checked", "Not checked"],
    ["dns_health", "DNS health"],
    ["push_risk_tier_to_vendor", "Push risk tier to vendor"],
    ["Vendor.Created", "Vendor created"],
    ["QuestionnaireResponse.StatusChanged", "Questionnaire response status changed"],
    ["irq", "IRQ"],
    ["findings_commitment", "Findings commitment"],
    ["soc2_type2", "SOC 2 type2"],
  ])("%s → %s", (code, phrase) => {
    expect(humanizeCode(code)).toBe(phrase);
  });

  it("keeps a code with nothing to split", () => {
    expect(humanizeCode("__")).toBe("__");
  });
});

describe("labelOf", () => {
  const labels = { irq: "Inherent risk questionnaire" };

  it("prefers the domain's label, falls back to words, and shows a dash for nothing", () => {
    expect(labelOf(labels, "irq")).toBe("Inherent risk questionnaire");
    expect(labelOf(labels, "security_review")).toBe("Security review");
    expect(labelOf(labels, null)).toBe("—");
    expect(labelOf(labels, "toString")).toBe("To string");
  });

  it("lists the options in the map's order", () => {
    expect(labelOptions({ b: "B", a: "A" })).toEqual([
      { value: "b", label: "B" },
      { value: "a", label: "A" },
    ]);
  });
});
