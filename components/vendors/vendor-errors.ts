import { fieldNamedInError } from "@/lib/web/server-errors";

/**
 * The form field a 400 invalid_vendor / invalid_service is about (see fieldNamedInError). Null when
 * the error is not one of these or names no field of the form.
 */
export function fieldOfBusinessError<Field extends string>(error: unknown, fields: readonly Field[]): Field | null {
  return fieldNamedInError(error, ["invalid_vendor", "invalid_service"], fields);
}
