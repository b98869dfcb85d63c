import { describe, expect, it } from "vitest";
import type { CustomFieldDefinition } from "@/lib/web/hooks/custom-fields";
import {
  checkMinimum,
  createBody,
  draftOf,
  EMPTY_FIELD_FORM,
  fieldTypeDescription,
  formatValue,
  formValuesOf,
  updateBody,
  valueOfDraft,
} from "./model";

const tier: CustomFieldDefinition = {
  id: "cbcfc_1",
  field_name: "Tier",
  field_type: "select",
  enabled: true,
  applies_to: ["vendor", "service"],
  options: [{ label: "Gold", color: "#ca8a04" }, { label: "Silver" }],
  minimum: null,
  currency: null,
  created_at: 1,
  updated_at: 1,
};

describe("custom field form bodies", () => {
  it("creates with trimmed names and labels, options only for choice types, empty colour as null", () => {
    const values = {
      ...EMPTY_FIELD_FORM,
      field_name: "  Tier ",
      field_type: "select" as const,
      applies_to: ["vendor" as const],
      options: [
        { label: " Gold ", color: "#ca8a04" },
        { label: "Silver", color: "" },
      ],
    };
    expect(createBody(values)).toEqual({
      field_name: "Tier",
      field_type: "select",
      applies_to: ["vendor"],
      options: [
        { label: "Gold", color: "#ca8a04" },
        { label: "Silver", color: null },
      ],
    });
    expect(createBody({ ...values, field_type: "string" }).options).toEqual([]);
  });

  it("updates only what changed", () => {
    const unchanged = formValuesOf(tier);
    expect(updateBody(unchanged, tier)).toEqual({});
    expect(updateBody({ ...unchanged, applies_to: ["service", "vendor"] }, tier)).toEqual({});
    expect(updateBody({ ...unchanged, field_name: "Vendor tier" }, tier)).toEqual({ field_name: "Vendor tier" });
    const withBronze = { ...unchanged, options: [...unchanged.options, { label: "Bronze", color: "" }] };
    expect(updateBody(withBronze, tier).options).toEqual([
      { label: "Gold", color: "#ca8a04" },
      { label: "Silver", color: null },
      { label: "Bronze", color: null },
    ]);
  });
});

describe("custom field values in the panel", () => {
  it("formats each type for reading", () => {
    expect(formatValue({ field_type: "boolean", value: false })).toBe("No");
    expect(formatValue({ field_type: "number", value: 1250000.5 })).toBe("1,250,000.5");
    expect(formatValue({ field_type: "date", value: "2025-02-28" })).toBe("Feb 28, 2025");
    expect(formatValue({ field_type: "multiselect", value: ["EU", "US"] })).toBe("EU, US");
    expect(formatValue({ field_type: "user", value: ["cbuser_a"] }, (id) => `name of ${id}`)).toBe("name of cbuser_a");
  });

  it("turns drafts into API values; empty drafts clear", () => {
    expect(valueOfDraft({ field_type: "number" }, " 12.5 ")).toBe(12.5);
    expect(() => valueOfDraft({ field_type: "number" }, "twelve")).toThrow("Enter a number.");
    expect(valueOfDraft({ field_type: "boolean" }, "false")).toBe(false);
    expect(valueOfDraft({ field_type: "string" }, "   ")).toBeNull();
    expect(valueOfDraft({ field_type: "multiselect" }, [])).toBeNull();
    expect(valueOfDraft({ field_type: "user" }, ["cbuser_a"])).toEqual(["cbuser_a"]);
    expect(draftOf({ field_type: "boolean" }, true)).toBe("true");
    expect(draftOf({ field_type: "multiselect" }, undefined)).toEqual([]);
    expect(draftOf({ field_type: "date" }, undefined)).toBe("");
  });
});

describe("number fields with a minimum and a currency (extension)", () => {
  const spend: CustomFieldDefinition = {
    ...tier,
    id: "cbcfc_2",
    field_name: "Annual spend",
    field_type: "number",
    options: [],
    minimum: 0,
    currency: "USD",
  };

  it("refuses an amount below the minimum with a message for the form", () => {
    expect(() => valueOfDraft(spend, "-5")).toThrow("Enter an amount of zero or more.");
    expect(valueOfDraft(spend, "1250.5")).toBe(1250.5);
    expect(() => valueOfDraft({ ...spend, minimum: 10, currency: null }, "3")).toThrow("Enter 10 or more.");
  });

  it("shows the amount as money in the reader's locale", () => {
    const expected = new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" }).format(125000);
    expect(formatValue({ field_type: "number", value: 125000 }, undefined, spend)).toBe(expected);
    expect(formatValue({ field_type: "number", value: 1234.5 })).toBe(
      new Intl.NumberFormat(undefined, { maximumFractionDigits: 6 }).format(1234.5),
    );
  });

  it("sends a minimum and a currency only for number fields, blank as null", () => {
    const values = { ...EMPTY_FIELD_FORM, field_name: "Spend", field_type: "number" as const };
    expect(createBody({ ...values, minimum: " 0 ", currency: "USD" })).toMatchObject({ minimum: 0, currency: "USD" });
    expect(createBody(values)).toMatchObject({ minimum: null, currency: null });
    const text = createBody({ ...values, field_type: "string", minimum: "5", currency: "EUR" });
    expect(text).not.toHaveProperty("minimum");
    expect(text).not.toHaveProperty("currency");
  });

  it("updates the minimum and the currency only when they changed; blank clears", () => {
    const unchanged = formValuesOf(spend);
    expect(unchanged).toMatchObject({ minimum: "0", currency: "USD" });
    expect(updateBody(unchanged, spend)).toEqual({});
    expect(updateBody({ ...unchanged, minimum: "100", currency: "EUR" }, spend)).toEqual({
      minimum: 100,
      currency: "EUR",
    });
    expect(updateBody({ ...unchanged, minimum: "", currency: "" }, spend)).toEqual({ minimum: null, currency: null });
    expect(updateBody({ ...formValuesOf(tier), minimum: "3" }, tier)).toEqual({});
  });

  it("checks the minimum is a number, only on number fields", () => {
    expect(checkMinimum("", "number")).toBe(true);
    expect(checkMinimum("-2.5", "number")).toBe(true);
    expect(checkMinimum("abc", "number")).toBe("Enter a number, or leave it blank.");
    expect(checkMinimum("abc", "string")).toBe(true);
  });

  it("describes the type in words, with the currency and the minimum", () => {
    expect(fieldTypeDescription(spend)).toBe("Money (USD), at least 0");
    expect(fieldTypeDescription({ ...spend, currency: null, minimum: 2.5 })).toBe(
      `Number, at least ${new Intl.NumberFormat(undefined, { maximumFractionDigits: 6 }).format(2.5)}`,
    );
    expect(fieldTypeDescription({ ...spend, minimum: null })).toBe("Money (USD)");
    expect(fieldTypeDescription({ ...spend, minimum: null, currency: null })).toBe("Number");
    expect(fieldTypeDescription(tier)).toBe("Single choice");
  });
});
