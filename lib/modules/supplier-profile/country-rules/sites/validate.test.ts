import { describe, expect, it } from "vitest";
import { deriveSubdivisionCode, type SiteAddressInput, validateSiteAddress } from "..";

const SITE: SiteAddressInput = {
  country: "US",
  postal_code: "94105",
  state_or_region: "California",
  subdivision_code: "US-CA",
  address_line_1: "1 Market Street",
  city: "San Francisco",
  location_purpose: "ordering",
  po_emails: ["orders@example.com"],
  remittance_emails: ["ar@example.com"],
};

const codes = (input: SiteAddressInput) => {
  const { results } = validateSiteAddress(input);
  return {
    errors: results.errors.map((check) => `${check.field}:${check.code}`),
    warnings: results.warnings.map((check) => `${check.field}:${check.code}`),
  };
};

describe("validateSiteAddress", () => {
  it("passes a complete site", () => {
    expect(validateSiteAddress(SITE)).toEqual({
      status: "passed",
      results: { rule_set: "sites@2026.1", errors: [], warnings: [] },
      normalized: null,
    });
  });

  it("rejects a country that is not ISO 3166-1 alpha-2", () => {
    expect(codes({ ...SITE, country: "ZZ", subdivision_code: null }).errors).toEqual(["country:invalid_country"]);
    expect(codes({ ...SITE, country: "usa", subdivision_code: null }).errors).toEqual(["country:invalid_country"]);
  });

  it("rejects a subdivision code of another country or not in ISO 3166-2", () => {
    expect(codes({ ...SITE, subdivision_code: "CA-QC" }).errors).toEqual(["subdivision_code:invalid_subdivision"]);
    expect(codes({ ...SITE, subdivision_code: "US-XX" }).errors).toEqual(["subdivision_code:invalid_subdivision"]);
    expect(codes({ ...SITE, subdivision_code: "US" }).errors).toEqual([]);
    expect(codes({ ...SITE, country: "DE", postal_code: "10115", subdivision_code: "DE-BE" }).errors).toEqual([]);
  });

  it("rejects PO and remittance emails that are not emails", () => {
    const outcome = validateSiteAddress({
      ...SITE,
      po_emails: ["orders@example.com", "not an email"],
      remittance_emails: ["ar@"],
    });
    expect(outcome.status).toBe("failed");
    expect(outcome.results.errors.map((check) => `${check.field}:${check.code}`)).toEqual([
      "po_emails[1]:invalid_email",
      "remittance_emails[0]:invalid_email",
    ]);
  });

  it("warns about a postal code that does not fit the country, when the format is known", () => {
    expect(codes({ ...SITE, postal_code: "ABC" }).warnings).toEqual(["postal_code:postal_code_format"]);
    expect(codes({ ...SITE, country: "DE", subdivision_code: null, postal_code: "1011" }).warnings).toEqual([
      "postal_code:postal_code_format",
    ]);
    expect(codes({ ...SITE, country: "GB", subdivision_code: null, postal_code: "SW1A 1AA" }).warnings).toEqual([]);
    // postcode-validator has no format for the United Arab Emirates.
    expect(codes({ ...SITE, country: "AE", subdivision_code: null, postal_code: "anything" }).warnings).toEqual([]);
  });

  it("warns about address lines longer than the 35-character remittance limit", () => {
    const outcome = validateSiteAddress({ ...SITE, address_line_1: "x".repeat(35), address_line_3: "y".repeat(36) });
    expect(outcome.status).toBe("passed_with_warnings");
    expect(outcome.results.warnings).toEqual([
      expect.objectContaining({ field: "address_line_3", code: "address_line_too_long", level: "warning" }),
    ]);
    expect(outcome.results.warnings[0]?.message).toMatch(/35 characters.*remittance/);
  });

  it("warns when a site that may receive orders has no PO email", () => {
    expect(codes({ ...SITE, po_emails: [] }).warnings).toEqual(["po_emails:missing_po_email"]);
    expect(codes({ ...SITE, po_emails: undefined, location_purpose: null }).warnings).toEqual([
      "po_emails:missing_po_email",
    ]);
    expect(codes({ ...SITE, po_emails: [], location_purpose: undefined }).warnings).toEqual([
      "po_emails:missing_po_email",
    ]);
    expect(codes({ ...SITE, po_emails: [], location_purpose: "remittance" }).warnings).toEqual([]);
  });
});

describe("deriveSubdivisionCode", () => {
  it.each([
    ["US", "California", "US-CA"],
    ["US", "ny", "US-NY"],
    ["US", " new  york ", "US-NY"],
    ["US", "Atlantis", "US"],
    ["CA", "Québec", "CA-QC"],
    ["CA", "Quebec", "CA-QC"],
    ["CA", "ON", "CA-ON"],
    ["BR", "São Paulo", "BR-SP"],
    ["BR", "sao paulo", "BR-SP"],
    ["IN", "Maharashtra", "IN-MH"],
    ["IN", "Pondicherry", "IN-PY"],
    ["DE", "Bayern", "DE"],
    ["FR", "Île-de-France", "FR"],
  ])("%s %s -> %s", (country, region, expected) => {
    expect(deriveSubdivisionCode(country, region)).toBe(expected);
  });

  it("falls back to the country without a region", () => {
    expect(deriveSubdivisionCode("US")).toBe("US");
    expect(deriveSubdivisionCode("US", null)).toBe("US");
    expect(deriveSubdivisionCode("US", "")).toBe("US");
  });
});
