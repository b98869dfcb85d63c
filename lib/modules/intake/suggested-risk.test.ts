import { describe, expect, it } from "vitest";
import { suggestInherentRisk } from "./suggested-risk";

const data = (...selected: string[]) => ({ questionText: "Which types of our data will the vendor access?", selected });
const access = (...selected: string[]) => ({ questionText: "What access will the vendor have?", selected });

describe("the suggested inherent risk", () => {
  it("suggests nothing when nothing is answered", () => {
    expect(suggestInherentRisk([data(), access()])).toBeNull();
  });

  it("is critical for sensitive data with privileged access, naming both answers", () => {
    const suggestion = suggestInherentRisk([data("Health data"), access("Privileged or administrator access")]);
    expect(suggestion?.levelName).toBe("Critical");
    expect(suggestion?.reasons.join(" ")).toContain('"Health data"');
    expect(suggestion?.reasons.join(" ")).toContain('"Privileged or administrator access"');
  });

  it("is high for sensitive data alone and medium for ordinary personal data", () => {
    expect(suggestInherentRisk([data("Payment card data")])?.levelName).toBe("High");
    expect(suggestInherentRisk([data("Personal data")])?.levelName).toBe("Medium");
  });

  it("is low when the answers show none of the exposures", () => {
    expect(suggestInherentRisk([data("No data from us"), access("No access")])?.levelName).toBe("Low");
  });
});
