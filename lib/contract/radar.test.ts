import { describe, expect, it } from "vitest";
import { isImpactType } from "./radar";

describe("impact types", () => {
  it("are matched case-sensitively, and only the listed ones", () => {
    expect(isImpactType("Infosec")).toBe(true);
    expect(isImpactType("Geopolitical & External")).toBe(true);
    expect(isImpactType("infosec")).toBe(false);
    expect(isImpactType("toString")).toBe(false);
  });
});
