import { describe, expect, it } from "vitest";
import { impactTypes } from "@/lib/modules/radar/schemas";
import { IMPACT_TYPES, isImpactType } from "./impact-types";

describe("the web half's impact types", () => {
  it("are the API's, in its order", () => {
    expect(IMPACT_TYPES).toEqual([...impactTypes]);
  });

  it("are case-sensitive", () => {
    expect(isImpactType("Infosec")).toBe(true);
    expect(isImpactType("infosec")).toBe(false);
    expect(isImpactType("toString")).toBe(false);
  });
});
