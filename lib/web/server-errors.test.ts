import type { FieldValues, UseFormGetValues, UseFormSetError } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { apiRequestError } from "./error-message";
import { applyServerErrors, fieldNamedInError, fieldOfDetailError } from "./server-errors";

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

/** A stand-in for react-hook-form's two methods applyServerErrors uses, recording what it was told. */
function recordingForm(values: Record<string, unknown>) {
  const errors: { field: string; message: string; focus: boolean }[] = [];
  const setError: UseFormSetError<FieldValues> = (field, error, options) => {
    errors.push({ field, message: error.message ?? "", focus: options?.shouldFocus ?? false });
  };
  const form = { getValues: (() => values) as UseFormGetValues<FieldValues>, setError };
  return { errors, form };
}

describe("applyServerErrors", () => {
  const coded = (code: string, message: string) => apiRequestError(400, { detail: { code, message } });

  it("puts a rejection whose code names a field on that field, focused, in the API's words or the form's", () => {
    const { form, errors } = recordingForm({ email: "", feed_url: "" });
    expect(
      applyServerErrors(form, coded("invalid_radar_source", "Not a feed."), {
        byCode: { invalid_radar_source: "feed_url" },
      }),
    ).toBeNull();
    expect(
      applyServerErrors(form, coded("user_exists", "Taken."), {
        byCode: { user_exists: { field: "email", message: "This email belongs to another organization." } },
      }),
    ).toBeNull();
    expect(errors).toEqual([
      { field: "feed_url", message: "Not a feed.", focus: true },
      { field: "email", message: "This email belongs to another organization.", focus: true },
    ]);
  });

  it("asks fieldOf when no code matched, and leaves focus where the target says", () => {
    const { form, errors } = recordingForm({ name: "", assignee_ids: [] });
    const fieldOf = () => ({ field: "assignee_ids", focus: false });
    expect(applyServerErrors(form, coded("invalid_update", "assignee_id: unknown."), { fieldOf })).toBeNull();
    expect(errors).toEqual([{ field: "assignee_ids", message: "assignee_id: unknown.", focus: false }]);
  });

  it("shows anything it cannot place as one message for the form", () => {
    const { form, errors } = recordingForm({ name: "" });
    const message = applyServerErrors(form, coded("conflict", "Someone else changed it."), {
      byCode: { invalid_name: "name" },
      fieldOf: () => null,
    });
    expect(message).toBe("Someone else changed it.");
    expect(errors).toEqual([{ field: "root.server", message: "Someone else changed it.", focus: false }]);
  });
});
