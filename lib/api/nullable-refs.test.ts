import { describe, expect, it } from "vitest";
import { withNullableRefs } from "./nullable-refs";
import { openApiDocument } from "./openapi";

describe("nullable references in the OpenAPI document", () => {
  it("become anyOf the reference and null, keeping the description", () => {
    const ref = { $ref: "#/components/schemas/BankDetailsSummary" };
    expect(withNullableRefs({ current: { allOf: [ref, { type: ["object", "null"], description: "Now." }] } })).toEqual({
      current: { description: "Now.", anyOf: [ref, { type: "null" }] },
    });
  });

  it("leave an allOf that extends a reference alone", () => {
    const extended = { allOf: [{ $ref: "#/x" }, { type: "object", properties: { a: { type: "string" } } }] };
    expect(withNullableRefs(extended)).toEqual(extended);
  });

  it("let the bank change review's current account be null", () => {
    const document = openApiDocument() as unknown as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(document.components.schemas.BankChangeReview?.properties.current).toMatchObject({
      anyOf: [{ $ref: "#/components/schemas/BankDetailsSummary" }, { type: "null" }],
    });
  });
});
