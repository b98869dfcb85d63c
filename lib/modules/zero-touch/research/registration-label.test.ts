import { describe, expect, it } from "vitest";
import { taxRegistrationLabel } from "./registration-label";

describe("a tax registration in words", () => {
  it("names the type and the country, never the stored codes", () => {
    expect(taxRegistrationLabel("IE", "vat")).toBe("VAT number (Ireland)");
    expect(taxRegistrationLabel("US", "ein")).toBe("EIN (Employer Identification Number), United States");
    expect(taxRegistrationLabel("ZZ", "local_tax_id")).toBe("Local tax id (ZZ)");
  });
});
