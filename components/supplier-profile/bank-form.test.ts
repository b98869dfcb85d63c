import { describe, expect, it } from "vitest";
import type { BankCountryRules } from "@/lib/web/hooks/supplier-profile";
import {
  accountTitle,
  bankFormLayout,
  bankValuesPayload,
  chosenBankCountry,
  configuredCountryOptions,
  currencyAfterCountryChange,
  currencyChoices,
  GENERIC_BANK_FIELDS,
  initialCountryChoice,
  maskedDetails,
  OTHER_COUNTRY,
  otherCountryOptions,
  usualCurrency,
} from "./bank-form";

const field = (key: string, required = false) => ({
  key,
  label: key,
  required,
  sensitive: false,
  max_length: 34,
  placeholder: null,
  help: null,
  options: null,
});

const RULES: BankCountryRules[] = [
  {
    country: "US",
    name: "United States",
    version: "2026.1",
    currencies: ["USD"],
    fields: [field("account_holder_name"), field("routing_number", true), field("account_number", true)],
  },
  { country: "DE", name: "Germany", version: "2026.1", currencies: ["EUR"], fields: [field("iban", true)] },
];

describe("the bank form's fields follow the bank country", () => {
  it("uses the country's own fields and currencies when it has rules", () => {
    const layout = bankFormLayout(RULES, "us");
    expect(layout.configured).toBe(true);
    expect(layout.country).toBe("US");
    expect(layout.fields.map((item) => item.key)).toEqual(["account_holder_name", "routing_number", "account_number"]);
    expect(layout.currencies).toEqual(["USD"]);
  });

  it("offers the generic fields for a country without rules, and none before a country is chosen", () => {
    const layout = bankFormLayout(RULES, "NZ");
    expect(layout.configured).toBe(false);
    expect(layout.fields).toBe(GENERIC_BANK_FIELDS);
    expect(layout.fields.map((item) => item.key).sort()).toEqual(
      [
        "account_holder_name",
        "account_number",
        "bank_code",
        "bank_name",
        "branch_code",
        "iban",
        "routing_number",
        "swift_bic",
      ].sort(),
    );
    expect(layout.fields.every((item) => !item.required)).toBe(true);
    expect(bankFormLayout(RULES, "").fields).toEqual([]);
  });

  it("reads the two country selects as one bank country", () => {
    expect(chosenBankCountry("US", "")).toBe("US");
    expect(chosenBankCountry(OTHER_COUNTRY, "NZ")).toBe("NZ");
    expect(initialCountryChoice(RULES, "DE")).toEqual({ choice: "DE", other: "" });
    expect(initialCountryChoice(RULES, "NZ")).toEqual({ choice: OTHER_COUNTRY, other: "NZ" });
    expect(initialCountryChoice(RULES, null)).toEqual({ choice: "", other: "" });
  });

  it("lists configured countries by name and leaves them out of the other countries", () => {
    expect(configuredCountryOptions(RULES).map((option) => option.label)).toEqual(["Germany", "United States"]);
    const all = [
      { value: "DE", label: "Germany" },
      { value: "NZ", label: "New Zealand" },
      { value: "US", label: "United States" },
    ];
    expect(otherCountryOptions(RULES, all)).toEqual([{ value: "NZ", label: "New Zealand" }]);
  });

  it("puts the country's usual currencies first, none twice", () => {
    expect(currencyChoices(["usd"], ["EUR", "GBP", "USD"])).toEqual(["USD", "EUR", "GBP"]);
    expect(currencyChoices([], ["EUR", "USD"])).toEqual(["EUR", "USD"]);
  });

  it("sends only the country's fields that hold something, trimmed", () => {
    const fields = bankFormLayout(RULES, "US").fields;
    expect(
      bankValuesPayload(fields, { routing_number: " 021000021 ", account_number: "", iban: "DE89370400440532013000" }),
    ).toEqual({ routing_number: "021000021" });
  });
});

describe("masked bank details", () => {
  it("lists only what the API masked or shows in full", () => {
    expect(maskedDetails({ iban_masked: "****3000", account_number_masked: null, swift_bic: "COBADEFFXXX" })).toEqual([
      { label: "IBAN", value: "****3000" },
      { label: "SWIFT/BIC", value: "COBADEFFXXX" },
    ]);
  });

  it("names an account by its label, else by its country and masked number", () => {
    const masked = { iban_masked: null, account_number_masked: "****6789", swift_bic: null };
    expect(accountTitle({ ...masked, bank_account_name: "Payroll", bank_country: "US" })).toBe("Payroll");
    expect(accountTitle({ ...masked, bank_account_name: null, bank_country: "US" })).toBe("United States ****6789");
  });
});

describe("the currency follows the bank country until picked by hand", () => {
  const rules = [
    { country: "GB", currencies: ["GBP"] },
    { country: "US", currencies: ["USD"] },
  ] as unknown as BankCountryRules[];

  it("preselects the country's currency: its rules' first, else the country's own", () => {
    expect(usualCurrency(rules, "GB")).toBe("GBP");
    expect(usualCurrency(rules, "DE")).toBe("EUR");
    expect(usualCurrency(rules, "AQ")).toBeNull();
  });

  it("follows each country change while the person has not picked a currency", () => {
    let state = { currency: "", pickedByHand: false };
    state = { ...state, currency: currencyAfterCountryChange(state, rules, "DE") };
    expect(state.currency).toBe("EUR");
    state = { ...state, currency: currencyAfterCountryChange(state, rules, "GB") };
    expect(state.currency).toBe("GBP");
    // A country without a currency of its own keeps the select as it is; clearing the country too.
    expect(currencyAfterCountryChange(state, rules, "AQ")).toBe("GBP");
    expect(currencyAfterCountryChange(state, rules, "")).toBe("GBP");
  });

  it("stops following once the person picked a currency themselves", () => {
    const picked = { currency: "CHF", pickedByHand: true };
    expect(currencyAfterCountryChange(picked, rules, "DE")).toBe("CHF");
    expect(currencyAfterCountryChange(picked, rules, "US")).toBe("CHF");
  });
});
