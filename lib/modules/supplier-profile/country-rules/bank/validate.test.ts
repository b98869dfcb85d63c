import { describe, expect, it } from "vitest";
import { acceptedBankFieldKeys, bankCountryRules, configuredBankCountries, validateBankValues } from "..";

const codes = (outcome: ReturnType<typeof validateBankValues>) => ({
  errors: outcome.results.errors.map((check) => `${check.field}:${check.code}`),
  warnings: outcome.results.warnings.map((check) => `${check.field}:${check.code}`),
});

describe("bank rule sets", () => {
  it("configures at least 15 countries at version 2026.1, sorted by name", () => {
    const configured = configuredBankCountries();
    expect(configured.length).toBeGreaterThanOrEqual(15);
    expect(configured.every((rules) => rules.version === "2026.1")).toBe(true);
    const names = configured.map((rules) => rules.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    for (const country of ["US", "GB", "CA", "AU", "IN", "MX", "BR", "DE", "FR", "ES", "IT", "NL", "BE", "AT", "IE"]) {
      expect(configured.some((rules) => rules.country === country)).toBe(true);
    }
    for (const country of ["PT", "FI", "SE", "DK", "NO", "PL", "CH", "LU"]) {
      expect(bankCountryRules(country)).not.toBeNull();
    }
  });

  it("describes fields for the form, with every field bounded and bank name and holder everywhere", () => {
    for (const rules of configuredBankCountries()) {
      const keys = rules.fields.map((field) => field.key);
      expect(keys).toEqual(expect.arrayContaining(["bank_name", "account_holder_name", "swift_bic"]));
      for (const field of rules.fields) {
        expect(field.maxLength).toBeGreaterThan(0);
      }
      expect(rules.fields.find((field) => field.key === "bank_name")).toMatchObject({
        required: false,
        maxLength: 140,
      });
      expect(rules.fields.find((field) => field.key === "swift_bic")).toMatchObject({
        required: false,
        sensitive: false,
      });
    }
    const us = bankCountryRules("US");
    expect(us).toMatchObject({ country: "US", name: "United States", version: "2026.1", currencies: ["USD"] });
    expect(us?.fields.find((field) => field.key === "account_number")?.sensitive).toBe(true);
    expect(us?.fields.find((field) => field.key === "routing_number")?.sensitive).toBe(false);
    expect(us?.fields.find((field) => field.key === "account_type")?.options?.map((option) => option.value)).toEqual([
      "checking",
      "savings",
    ]);
    expect(bankCountryRules("DE")?.fields.find((field) => field.key === "iban")).toMatchObject({
      required: true,
      sensitive: true,
    });
    expect(bankCountryRules("MX")?.fields.find((field) => field.key === "clabe")?.sensitive).toBe(true);
    expect(bankCountryRules("DE")?.currencies).toEqual(["EUR"]);
    expect(bankCountryRules("CH")?.currencies).toEqual(["CHF"]);
  });

  it("returns rules that callers cannot change", () => {
    const rules = bankCountryRules("US");
    expect(() => {
      if (rules?.fields[0]) {
        rules.fields[0].required = true;
      }
    }).toThrow();
  });

  it("has no rules for unconfigured or unknown countries", () => {
    expect(bankCountryRules("KE")).toBeNull();
    expect(bankCountryRules("ZZ")).toBeNull();
    expect(bankCountryRules("de")).toBeNull();
  });
});

describe("acceptedBankFieldKeys", () => {
  it("lists the country's fields, or a generic set for unconfigured countries", () => {
    expect(acceptedBankFieldKeys("DE").sort()).toEqual(["account_holder_name", "bank_name", "iban", "swift_bic"]);
    expect(acceptedBankFieldKeys("KE").sort()).toEqual(
      [
        "account_number",
        "iban",
        "swift_bic",
        "routing_number",
        "bank_code",
        "branch_code",
        "bank_name",
        "account_holder_name",
      ].sort(),
    );
  });
});

describe("validateBankValues", () => {
  it.each([
    ["US", { routing_number: "011000015", account_number: "123456789", account_type: "checking" }],
    ["US", { routing_number: "021000021", account_number: "1234", swift_bic: "CHASUS33" }],
    ["GB", { sort_code: "12-34-56", account_number: "98765432", iban: "GB82WEST12345698765432" }],
    ["GB", { sort_code: "123456", account_number: "12345678", swift_bic: "NWBKGB2L" }],
    ["CA", { institution_number: "003", transit_number: "12345", account_number: "1234567" }],
    ["AU", { bsb: "062-000", account_number: "12345678" }],
    ["IN", { ifsc: "HDFC0000001", account_number: "50100012345678" }],
    ["MX", { clabe: "002010077777777771" }],
    ["BR", { bank_code: "001", branch_code: "1234-5", account_number: "12345678-9" }],
    ["BR", { bank_code: "237", branch_code: "1234", account_number: "1234567-X" }],
    ["DE", { iban: "DE89370400440532013000", swift_bic: "DEUTDEFF" }],
    ["FR", { iban: "FR1420041010050500013M02606" }],
    ["ES", { iban: "ES9121000418450200051332" }],
    ["IT", { iban: "IT60X0542811101000000123456" }],
    ["NL", { iban: "NL91ABNA0417164300", swift_bic: "ABNANL2A" }],
    ["BE", { iban: "BE68539007547034" }],
    ["AT", { iban: "AT611904300234573201" }],
    ["IE", { iban: "IE29AIBK93115212345678" }],
    ["PT", { iban: "PT50000201231234567890154" }],
    ["FI", { iban: "FI2112345600000785" }],
    ["SE", { iban: "SE4550000000058398257466" }],
    ["DK", { iban: "DK5000400440116243" }],
    ["NO", { iban: "NO9386011117947" }],
    ["PL", { iban: "PL61109010140000071219812874" }],
    ["CH", { iban: "CH9300762011623852957" }],
    ["LU", { iban: "LU280019400644750000" }],
  ])("passes a valid %s account", (country, values) => {
    const outcome = validateBankValues(country, values);
    expect(codes(outcome)).toEqual({ errors: [], warnings: [] });
    expect(outcome.status).toBe("passed");
    expect(outcome.version).toBe("2026.1");
    expect(outcome.results.rule_set).toBe(`${country}@2026.1`);
  });

  it.each([
    ["US", { routing_number: "021000022", account_number: "123456789" }, "routing_number:invalid_routing_number"],
    ["US", { routing_number: "02100002", account_number: "123456789" }, "routing_number:invalid_routing_number"],
    ["US", { routing_number: "021000021", account_number: "123" }, "account_number:invalid_format"],
    ["US", { routing_number: "021000021", account_number: "123456789012345678" }, "account_number:invalid_format"],
    [
      "US",
      { routing_number: "021000021", account_number: "12345", account_type: "brokerage" },
      "account_type:invalid_option",
    ],
    ["US", { account_number: "123456789" }, "routing_number:required"],
    ["GB", { sort_code: "12345", account_number: "98765432" }, "sort_code:invalid_format"],
    ["GB", { sort_code: "123456", account_number: "9876543" }, "account_number:invalid_format"],
    ["GB", { sort_code: "123456", account_number: "98765432", iban: "GB82WEST12345698765431" }, "iban:invalid_iban"],
    ["GB", { sort_code: "123456", account_number: "98765432", iban: "DE89370400440532013000" }, "iban:iban_mismatch"],
    ["GB", { sort_code: "654321", account_number: "98765432", iban: "GB82WEST12345698765432" }, "iban:iban_mismatch"],
    [
      "CA",
      { institution_number: "03", transit_number: "12345", account_number: "1234567" },
      "institution_number:invalid_format",
    ],
    [
      "CA",
      { institution_number: "003", transit_number: "1234", account_number: "1234567" },
      "transit_number:invalid_format",
    ],
    [
      "CA",
      { institution_number: "003", transit_number: "12345", account_number: "123456" },
      "account_number:invalid_format",
    ],
    ["AU", { bsb: "06200", account_number: "12345678" }, "bsb:invalid_format"],
    ["AU", { bsb: "062000", account_number: "1234" }, "account_number:invalid_format"],
    ["IN", { ifsc: "HDFC1000001", account_number: "50100012345678" }, "ifsc:invalid_format"],
    ["IN", { ifsc: "HDFC0000001", account_number: "12345678" }, "account_number:invalid_format"],
    ["MX", { clabe: "002010077777777772" }, "clabe:invalid_clabe"],
    ["MX", { clabe: "00201007777777777" }, "clabe:invalid_clabe"],
    ["BR", { bank_code: "01", branch_code: "1234", account_number: "123-4" }, "bank_code:invalid_format"],
    ["BR", { bank_code: "001", branch_code: "123", account_number: "123-4" }, "branch_code:invalid_format"],
    [
      "BR",
      { bank_code: "001", branch_code: "1234", account_number: "1234567890123-4" },
      "account_number:invalid_format",
    ],
    ["DE", { iban: "DE89370400440532013001" }, "iban:invalid_iban"],
    ["DE", {}, "iban:required"],
    ["DE", { iban: "DE89370400440532013000", swift_bic: "DEUT1EFF" }, "swift_bic:invalid_bic"],
    ["FR", { iban: "FR14200410100505000" }, "iban:invalid_iban"],
    ["NL", { iban: "NL91ABNA0417164300", account_holder_name: "x".repeat(141) }, "account_holder_name:too_long"],
    ["DE", { iban: `DE89${"3".repeat(50)}` }, "iban:too_long"],
  ])("rejects an invalid %s account (%j)", (country, values, expected) => {
    const outcome = validateBankValues(country, values);
    expect(codes(outcome).errors).toContain(expected);
    expect(outcome.status).toBe("failed");
    expect(outcome.results.rule_set).toBe(`${country}@2026.1`);
  });

  it("explains which part of an IBAN is wrong", () => {
    const message = (iban: string) => validateBankValues("DE", { iban }).results.errors[0]?.message;
    expect(message("DE89370400440532013001")).toBe("The IBAN's check digits do not match.");
    expect(message("DE8937040044053201300")).toBe("The IBAN has the wrong number of characters for its country.");
    expect(message("ZZ89370400440532013000")).toBe(
      "The IBAN does not start with the code of a country that uses IBANs.",
    );
  });

  it.each([
    ["DE", { iban: "FR1420041010050500013M02606" }, "iban:iban_country_mismatch"],
    ["DE", { iban: "DE89370400440532013000", swift_bic: "BNPAFRPP" }, "swift_bic:bic_country_mismatch"],
    [
      "US",
      { routing_number: "021000021", account_number: "12345", swift_bic: "DEUTDEFF" },
      "swift_bic:bic_country_mismatch",
    ],
    ["CH", { iban: "CH4431999123000889012" }, "iban:qr_iban"],
    ["BR", { bank_code: "001", branch_code: "1234", account_number: "123456" }, "account_number:missing_check_digit"],
    ["MX", { clabe: "003010777777777779" }, "clabe:unknown_clabe_bank"],
    ["MX", { clabe: "002999777777777778" }, "clabe:unknown_clabe_city"],
  ])("warns, without rejecting, on a %s account (%j)", (country, values, expected) => {
    const outcome = validateBankValues(country, values);
    expect(codes(outcome)).toEqual({ errors: [], warnings: [expected] });
    expect(outcome.status).toBe("passed_with_warnings");
  });

  it("normalises values and drops unknown keys and empty values", () => {
    const outcome = validateBankValues("GB", {
      sort_code: " 12-34-56 ",
      account_number: "9876 5432",
      iban: "gb82 west 1234 5698 7654 32",
      swift_bic: " nwbk gb2l ",
      bank_name: "  NatWest  ",
      account_holder_name: "",
      routing_number: "021000021",
      notes: "hello",
      account_type: null,
    });
    expect(outcome.normalized).toEqual({
      sort_code: "123456",
      account_number: "98765432",
      iban: "GB82WEST12345698765432",
      swift_bic: "NWBKGB2L",
      bank_name: "NatWest",
    });
    expect(outcome.status).toBe("passed");
  });

  it("normalises US account types, Australian BSBs and Brazilian check digits", () => {
    expect(
      validateBankValues("US", { routing_number: "021-000-021", account_number: "12 34 56", account_type: " Savings " })
        .normalized,
    ).toEqual({ routing_number: "021000021", account_number: "123456", account_type: "savings" });
    expect(validateBankValues("AU", { bsb: "062 000", account_number: "1234-5678" }).normalized).toEqual({
      bsb: "062000",
      account_number: "12345678",
    });
    expect(
      validateBankValues("BR", { bank_code: "001", branch_code: " 1234 - x", account_number: "1234567-x" }).normalized,
    ).toEqual({ bank_code: "001", branch_code: "1234-X", account_number: "1234567-X" });
  });

  it("treats empty and null required values as missing", () => {
    const outcome = validateBankValues("US", { routing_number: "", account_number: null });
    expect(codes(outcome).errors).toEqual(["routing_number:required", "account_number:required"]);
    expect(outcome.normalized).toEqual({});
  });

  describe("for an unconfigured country", () => {
    it("accepts the generic fields without validating them", () => {
      const outcome = validateBankValues("KE", {
        account_number: "0123 4567 8901",
        bank_code: "01",
        branch_code: "094",
        swift_bic: "kcblkena",
        sort_code: "dropped",
      });
      expect(outcome.status).toBe("not_validated");
      expect(outcome.version).toBe("unconfigured");
      expect(outcome.results).toEqual({ rule_set: null, errors: [], warnings: [] });
      expect(outcome.normalized).toEqual({
        account_number: "012345678901",
        bank_code: "01",
        branch_code: "094",
        swift_bic: "KCBLKENA",
      });
    });

    it("still rejects an invalid IBAN or BIC, which have one format everywhere", () => {
      const outcome = validateBankValues("KE", {
        account_number: "1",
        iban: "DE89370400440532013001",
        swift_bic: "KCB",
      });
      expect(outcome.status).toBe("failed");
      expect(outcome.results.rule_set).toBeNull();
      expect(codes(outcome).errors).toEqual(["iban:invalid_iban", "swift_bic:invalid_bic"]);
    });

    it("does not warn about a BIC or IBAN of another country", () => {
      const outcome = validateBankValues("KE", { iban: "DE89370400440532013000", swift_bic: "DEUTDEFF" });
      expect(codes(outcome)).toEqual({ errors: [], warnings: [] });
    });

    it("rejects a bank country that is not an ISO code", () => {
      const outcome = validateBankValues("ZZ", { account_number: "123" });
      expect(codes(outcome).errors).toEqual(["country:invalid_country"]);
      expect(outcome.status).toBe("failed");
    });
  });
});
