import { describe, expect, it } from "vitest";
import { apiRequestError } from "./error-message";
import { fieldNamedInError, fieldOfDetailError } from "./server-errors";

const fields = ["vendor_id", "service_ids", "assignee_id", "assessment_name_format", "name"] as const;
const detailError = (message: string, status = 400) => apiRequestError(status, { detail: { error: message } });

describe("fieldOfDetailError", () => {
  it("takes the field a 400 {detail: {error}} message starts with", () => {
    expect(fieldOfDetailError(detailError("service_ids: cbsvc_1 is not a service of this vendor."), fields)).toBe(
      "service_ids",
    );
    expect(fieldOfDetailError(detailError("assessment_name_format: unknown placeholder {x}."), fields)).toBe(
      "assessment_name_format",
    );
  });

  it("else a field the message names, the longest first", () => {
    expect(fieldOfDetailError(detailError("Unknown assignee_id cbuser_1."), fields)).toBe("assignee_id");
    expect(fieldOfDetailError(detailError("Something else went wrong."), fields)).toBeNull();
  });

  it("ignores other statuses, coded errors and non-API errors", () => {
    expect(fieldOfDetailError(detailError("vendor_id: unknown.", 409), fields)).toBeNull();
    const coded = apiRequestError(400, { detail: { code: "invalid_update", message: "name: blank." } });
    expect(fieldOfDetailError(coded, fields)).toBeNull();
    expect(fieldNamedInError(coded, ["invalid_update"], fields)).toBe("name");
    expect(fieldOfDetailError(new Error("vendor_id: x"), fields)).toBeNull();
  });
});
