import { describe, expect, it } from "vitest";
import type { RuleCheck } from ".";
import { validateBankValues, validateSiteAddress, validateTaxId } from ".";

// Messages go into API errors and logs, so they must never repeat what was submitted.
const INVALID_BANK: [string, Record<string, string>][] = [
  ["US", { routing_number: "021000029", account_number: "98765432101234567890", account_type: "brokerage77" }],
  ["US", { routing_number: "987654321", account_number: "12a456789", swift_bic: "ZZZZZZ99" }],
  ["GB", { sort_code: "9876543", account_number: "123456789", iban: "GB82WEST12345698765431" }],
  ["GB", { sort_code: "123456", account_number: "98765432", iban: "NL91ABNA0417164300" }],
  ["CA", { institution_number: "0031", transit_number: "123456", account_number: "98765432109876" }],
  ["AU", { bsb: "0620001", account_number: "9876543210" }],
  ["IN", { ifsc: "HDFC1234567", account_number: "98765432" }],
  ["MX", { clabe: "002010077777777779" }],
  ["MX", { clabe: "99901007777777777" }],
  ["BR", { bank_code: "0012", branch_code: "98765", account_number: "9876543210987" }],
  ["DE", { iban: "DE89370400440532013999", swift_bic: "DEUT1EFF" }],
  ["DE", { iban: "FR1420041010050500013M02606", swift_bic: "BNPAFRPP" }],
  ["FR", { iban: "FR1420041010050500013M026" }],
  ["KE", { iban: "KE89370400440532013999", swift_bic: "KCBL123" }],
  ["ZZ", { account_number: "55555555555" }],
];

const INVALID_TAX: [string, string, string][] = [
  ["DE", "vat", "DE136695978"],
  ["US", "ein", "00-3456789"],
  ["GB", "vat", "GB802311781"],
  ["IN", "gstin", "27AAPFU0939F1Z0"],
  ["BR", "cnpj", "16.727.230.0001-98"],
  ["MX", "rfc", "GODE561299GR8"],
  ["US", "unknown_type", "US-SECRET-12345"],
];

function expectNoValueIn(checks: RuleCheck[], values: string[]) {
  expect(checks.length).toBeGreaterThan(0);
  for (const check of checks) {
    for (const value of values) {
      expect(check.message).not.toContain(value);
      expect(check.message.toUpperCase()).not.toContain(value.toUpperCase().replace(/[\s./-]/g, ""));
    }
  }
}

describe("check messages", () => {
  it.each(INVALID_BANK)("never contain submitted %s bank values", (country, values) => {
    const { results } = validateBankValues(country, values);
    expectNoValueIn([...results.errors, ...results.warnings], Object.values(values));
  });

  it.each(INVALID_TAX)("never contain the submitted %s %s", (country, type, value) => {
    const { results } = validateTaxId(country, type, value);
    expectNoValueIn([...results.errors, ...results.warnings], [value]);
  });

  it("never contain submitted site values", () => {
    const input = {
      country: "US",
      postal_code: "ZX-98765",
      subdivision_code: "US-QQ",
      address_line_1: "1234567 Very Long Industrial Park Road North",
      po_emails: ["not-an-email-address"],
      remittance_emails: ["also.not.an.email"],
    };
    const { results } = validateSiteAddress(input);
    const submitted = [
      input.postal_code,
      input.subdivision_code,
      input.address_line_1,
      ...input.po_emails,
      ...input.remittance_emails,
    ];
    expectNoValueIn([...results.errors, ...results.warnings], submitted);
  });
});
