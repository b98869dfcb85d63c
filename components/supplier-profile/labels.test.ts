import { describe, expect, it } from "vitest";
import { countryName, currencyLabel } from "@/lib/web/countries";
import {
  DIVERSITY_CLASSIFICATION_LABELS,
  labelOf,
  optionsOf,
  registrationTypeWords,
  validationStatusLabel,
  validationStatusVariant,
} from "./labels";

describe("supplier profile labels", () => {
  it("names validation statuses in words, with a hinting colour", () => {
    expect(validationStatusLabel("passed_with_warnings")).toBe("Passed with warnings");
    expect(validationStatusVariant("passed_with_warnings")).toBe("warning");
    expect(validationStatusLabel("not_validated")).toBe("Not validated");
    expect(validationStatusVariant("failed")).toBe("danger");
    expect(validationStatusLabel("something_new")).toBe("something_new");
  });

  it("spells registration type codes as people read them", () => {
    expect(registrationTypeWords("ein")).toBe("EIN");
    expect(registrationTypeWords("gstin")).toBe("GSTIN");
    expect(registrationTypeWords("tax_number")).toBe("Tax number");
    expect(registrationTypeWords("codice_fiscale")).toBe("Codice fiscale");
  });

  it("turns label tables into select options and back", () => {
    expect(optionsOf(DIVERSITY_CLASSIFICATION_LABELS)[0]).toEqual({ value: "minority_owned", label: "Minority-owned" });
    expect(labelOf(DIVERSITY_CLASSIFICATION_LABELS, "hubzone")).toBe("HUBZone business");
    expect(labelOf(DIVERSITY_CLASSIFICATION_LABELS, null)).toBe("");
  });

  it("names countries and currencies", () => {
    expect(countryName("us")).toBe("United States");
    expect(countryName("")).toBe("");
    expect(currencyLabel("EUR")).toBe("EUR · Euro");
  });
});
