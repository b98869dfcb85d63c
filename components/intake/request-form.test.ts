import { describe, expect, it } from "vitest";
import { problemsFrom422, type RequestValues, requestBody, requestProblems } from "./request-form";

const values: RequestValues = {
  vendor_name: " Payhaven ",
  vendor_website: "",
  vendor_description: "  ",
  use_case: "Payroll for the US entity.",
  questionnaire_ids: ["cbqsr_1"],
  context: "They process bank details.",
};

describe("the new request form", () => {
  it("can be filed with a name and a questionnaire", () => {
    expect(requestProblems(values)).toEqual({});
  });

  it("asks for a name and a questionnaire, and refuses what is too long", () => {
    expect(
      requestProblems({
        ...values,
        vendor_name: "  ",
        vendor_website: "x".repeat(2001),
        questionnaire_ids: [],
        context: "x".repeat(100_001),
      }),
    ).toEqual({
      vendor_name: "Enter the vendor's name.",
      vendor_website: "Use at most 2,000 characters.",
      questionnaire_ids: "Choose at least one questionnaire.",
      context: "The context is too long: at most 100,000 characters.",
    });
    expect(requestProblems({ ...values, context: "x".repeat(100_000) })).toEqual({});
  });

  it("sends the trimmed values and leaves out empty ones", () => {
    expect(requestBody(values)).toEqual({
      vendor_name: "Payhaven",
      questionnaire_ids: ["cbqsr_1"],
      context: "They process bank details.",
      vendor_website: undefined,
      vendor_description: undefined,
      use_case: "Payroll for the US entity.",
    });
    expect(requestBody({ ...values, context: " \n " }).context).toBeUndefined();
  });

  it("puts a 422's errors on the fields it names", () => {
    expect(
      problemsFrom422({ vendor_name: "Too long", "questionnaire_ids.0": "Unknown", external_id: "Bad", "": "Body" }),
    ).toEqual({
      problems: { vendor_name: "Too long", questionnaire_ids: "Unknown" },
      rest: ["external_id: Bad", "Body"],
    });
  });
});
