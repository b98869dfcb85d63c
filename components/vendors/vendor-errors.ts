import { isApiRequestError } from "@/lib/web/api-client";

/**
 * The form field a 400 invalid_vendor / invalid_service is about. The API names the field in its
 * message ("Unknown status_id: ..."); the longest matching name wins, so `primary_contact.email`
 * beats `primary_contact`. Null when the error is not one of these or names no field of the form.
 */
export function fieldOfBusinessError<Field extends string>(error: unknown, fields: readonly Field[]): Field | null {
  if (!isApiRequestError(error) || (error.code !== "invalid_vendor" && error.code !== "invalid_service")) {
    return null;
  }
  const message = error.message;
  const named = fields
    .filter((field) => new RegExp(`(^|[^a-z_.])${field.replace(/\./g, "\\.")}($|[^a-z_])`).test(message))
    .sort((a, b) => b.length - a.length);
  return named[0] ?? null;
}
