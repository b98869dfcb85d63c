import { describe, expect, it } from "vitest";
import { taxRegistrationTypes, validateTaxId } from "..";

// Valid and invalid samples come from stdnum's own spec files.
const VALID: [string, string, string, string][] = [
  ["US", "ein", "04-2103594", "042103594"],
  ["GB", "vat", "GB 980 7806 84", "980780684"],
  ["GB", "utr", "1955839661", "1955839661"],
  ["IN", "gstin", "27AAPFU0939F1ZV", "27AAPFU0939F1ZV"],
  ["IN", "pan", "ACUPA7085R", "ACUPA7085R"],
  ["AU", "abn", "83 914 571 673", "83914571673"],
  ["AU", "acn", "004 085 616", "004085616"],
  ["CA", "bn", "12302 6635", "123026635"],
  ["CA", "gst", "754039725 RT 0001", "754039725RT0001"],
  ["BR", "cnpj", "16.727.230/0001-97", "16727230000197"],
  ["BR", "cpf", "390.533.447-05", "39053344705"],
  ["MX", "rfc", "GODE 561231 GR8", "GODE561231GR8"],
  ["CH", "vat", "CHE-107.787.577 IVA", "CHE107787577IVA"],
  ["CH", "uid", "CHE-100.155.212", "CHE100155212"],
  ["NO", "orgnr", "988 077 917", "988077917"],
  ["NO", "mva", "NO 995 525 828 MVA", "995525828MVA"],
  ["DE", "stnr", "10863924976", "10863924976"],
  ["FR", "siren", "552 008 443", "552008443"],
  ["FR", "siret", "73282932000074", "73282932000074"],
  ["IT", "codice_fiscale", "RCCMNL83S18D969H", "RCCMNL83S18D969H"],
  ["FI", "business_id", "2077474-0", "20774740"],
  ["SE", "orgnr", "1234567897", "1234567897"],
  ["PL", "regon", "192598184", "192598184"],
  ["AT", "tax_number", "59-119/9013", "591199013"],
  ["IS", "vat", "IS 00621", "00621"],
];

const EU_VAT: [string, string][] = [
  ["AT", "AT U13585627"],
  ["BE", "BE403019261"],
  ["BG", "BG 175 074 752"],
  ["CY", "CY-10259033P"],
  ["CZ", "CZ 25123891"],
  ["DE", "DE136695976"],
  ["DK", "DK 13585628"],
  ["EE", "100594102"],
  ["ES", "ES B-58378431"],
  ["FI", "FI 20774740"],
  ["FR", "Fr 40 303 265 045"],
  ["GR", "EL 094259216"],
  ["HR", "HR 33392005961"],
  ["HU", "HU-12892312"],
  ["IE", "IE 6433435F"],
  ["IT", "IT 00743110157"],
  ["LT", "119511515"],
  ["LU", "LU 150 274 42"],
  ["LV", "LV 4000 3521 600"],
  ["MT", "MT 1167-9112"],
  ["NL", "004495445B01"],
  ["PL", "PL 8567346215"],
  ["PT", "PT 501 964 843"],
  ["RO", "RO 185 472 90"],
  ["SE", "SE 123456789701"],
  ["SI", "SI 5022 3054"],
  ["SK", "SK 202 274 96 19"],
];

const INVALID: [string, string, string, string][] = [
  ["US", "ein", "00-3456789", "invalid_component"],
  ["US", "ein", "1234567890123", "invalid_length"],
  ["GB", "vat", "802311781", "invalid_checksum"],
  ["IN", "gstin", "27AAPFU0939F1Z0", "invalid_checksum"],
  ["IN", "pan", "ABMPA32111", "invalid_format"],
  ["AU", "abn", "99 999 999 999", "invalid_checksum"],
  ["CA", "bn", "123456783", "invalid_checksum"],
  ["BR", "cnpj", "16.727.230.0001-98", "invalid_checksum"],
  ["BR", "cpf", "231.002.999-00", "invalid_checksum"],
  ["CH", "uid", "CHE-100.155.211", "invalid_checksum"],
  ["NO", "orgnr", "988 077 918", "invalid_checksum"],
  ["DE", "vat", "DE136695978", "invalid_checksum"],
  ["DE", "vat", "12345678", "invalid_length"],
  ["FR", "vat", "84 323 140 391", "invalid_checksum"],
  ["IT", "vat", "IT 00743110158", "invalid_checksum"],
  ["NL", "vat", "123456789B90", "invalid_checksum"],
  ["PL", "vat", "PL 8567346216", "invalid_checksum"],
];

describe("taxRegistrationTypes", () => {
  it("lists the types known for a country", () => {
    expect(taxRegistrationTypes("US")).toEqual([
      { type: "ein", label: "EIN (Employer Identification Number)", country: "US" },
    ]);
    expect(taxRegistrationTypes("NO").map((type) => type.type)).toEqual(["mva", "orgnr"]);
    expect(
      taxRegistrationTypes("CH")
        .map((type) => type.type)
        .sort(),
    ).toEqual(["uid", "vat"]);
    expect(taxRegistrationTypes("ZZ")).toEqual([]);
  });

  it("offers VAT for every EU country", () => {
    for (const [country] of EU_VAT) {
      expect(taxRegistrationTypes(country).map((type) => type.type)).toContain("vat");
    }
  });
});

describe("validateTaxId", () => {
  it.each(VALID)("accepts a valid %s %s", (country, type, value, compact) => {
    const outcome = validateTaxId(country, type, value);
    expect(outcome).toEqual({
      status: "passed",
      results: { rule_set: "tax@2026.1", errors: [], warnings: [] },
      normalized: compact,
    });
  });

  it.each(EU_VAT)("accepts a valid %s VAT number", (country, value) => {
    expect(validateTaxId(country, "vat", value).status).toBe("passed");
  });

  it("stores VAT numbers in stdnum's compact form, without the country prefix", () => {
    expect(validateTaxId("DE", "vat", "DE 136 695 976").normalized).toBe("136695976");
    expect(validateTaxId("GR", "vat", "EL094259216").normalized).toBe("094259216");
  });

  it.each(INVALID)("rejects an invalid %s %s", (country, type, value, code) => {
    const outcome = validateTaxId(country, type, value);
    expect(outcome.status).toBe("failed");
    expect(outcome.results.errors.map((check) => check.code)).toEqual([code]);
    expect(outcome.results.rule_set).toBe("tax@2026.1");
  });

  it("rejects another country's VAT number", () => {
    expect(validateTaxId("DE", "vat", "FR40303265045").status).toBe("failed");
  });

  it("requires a value", () => {
    const outcome = validateTaxId("DE", "vat", "  ");
    expect(outcome.results.errors.map((check) => check.code)).toEqual(["required"]);
  });

  it("does not validate a type unknown for the country", () => {
    const outcome = validateTaxId("US", "vat", " 12 34 ab ");
    expect(outcome).toEqual({
      status: "not_validated",
      results: {
        rule_set: null,
        errors: [],
        warnings: [
          {
            field: "registration_type",
            code: "unrecognized_type",
            level: "warning",
            message: "This registration type is not known for the country, so the number was not checked.",
          },
        ],
      },
      normalized: "1234AB",
    });
    expect(validateTaxId("KE", "pin", "A123").status).toBe("not_validated");
  });
});
