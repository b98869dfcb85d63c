"use client";

import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { type ApiRequestError, isApiRequestError } from "./api-client";
import { fieldErrorsFrom422 } from "./error-message";

const GENERIC_ERROR = "Something went wrong. Try again.";

/** Where a business rejection shows: on this field, optionally in other words, with or without focus. */
export type ServerErrorTarget<Field extends string> = Field | { field: Field; message?: string; focus?: boolean };

/**
 * Business rejections (a 400 or 409 with a code) that are about one field of the form: shown on
 * that field rather than above the form.
 */
export interface ServerErrorFields<Field extends string> {
  /** By the error's code: `{invalid_radar_source: "feed_url"}`. */
  byCode?: Partial<Record<string, ServerErrorTarget<Field>>>;
  /** Read off the error itself (a message that names the field); tried when no code matched. */
  fieldOf?: (error: ApiRequestError) => ServerErrorTarget<Field> | null;
}

function targetOf<Field extends string>(
  error: ApiRequestError,
  fields: ServerErrorFields<Field>,
): { field: Field; message?: string; focus?: boolean } | null {
  const target = fields.byCode?.[error.code ?? ""] ?? fields.fieldOf?.(error) ?? null;
  return typeof target === "string" ? { field: target } : target;
}

/**
 * Shows a failed submit on a react-hook-form form: a business rejection `fields` places goes on its
 * field; a 422 body's field errors go inline on matching fields (the first gets focus); anything
 * else, and 422 entries for fields the form doesn't have, comes back as one message, also stored as
 * `errors.root.server`. Returns null when every error was shown inline.
 */
export function applyServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, "getValues" | "setError">,
  error: unknown,
  fields: ServerErrorFields<FieldPath<Values>> = {},
): string | null {
  let general: string | null;
  if (isApiRequestError(error)) {
    general = error.message;
    const target = targetOf(error, fields);
    if (target) {
      const message = target.message ?? error.message;
      form.setError(target.field, { type: "server", message }, { shouldFocus: target.focus ?? true });
      return null;
    }
    const fieldErrors = Object.entries(error.status === 422 ? fieldErrorsFrom422(error.body) : {});
    if (fieldErrors.length > 0) {
      const values: Record<string, unknown> = form.getValues();
      const leftover: string[] = [];
      let focused = false;
      for (const [path, message] of fieldErrors) {
        const top = path.split(".")[0] ?? "";
        if (top && Object.hasOwn(values, top)) {
          form.setError(path as FieldPath<Values>, { type: "server", message }, { shouldFocus: !focused });
          focused = true;
        } else {
          leftover.push(path ? `${path}: ${message}` : message);
        }
      }
      general = leftover.length > 0 ? leftover.join("; ") : null;
    }
  } else {
    general = error instanceof Error && error.message ? error.message : GENERIC_ERROR;
  }
  if (general) {
    form.setError("root.server", { type: "server", message: general });
  }
  return general;
}

/** The longest of `fields` that `message` names as a word ("primary_contact.email" beats "primary_contact"). */
function fieldNamedIn<Field extends string>(message: string, fields: readonly Field[]): Field | null {
  const named = fields
    .filter((field) => new RegExp(`(^|[^a-z_.])${field.replace(/\./g, "\\.")}($|[^a-z_])`).test(message))
    .sort((a, b) => b.length - a.length);
  return named[0] ?? null;
}

/**
 * The form field a 400 business error (one of `codes`, e.g. invalid_vendor) is about. The API names
 * the field in its message ("status_id: unknown …"); the longest matching name wins, so
 * `primary_contact.email` beats `primary_contact`. Null when the error is not one of these or names
 * no field of the form.
 */
export function fieldNamedInError<Field extends string>(
  error: unknown,
  codes: readonly string[],
  fields: readonly Field[],
): Field | null {
  if (!isApiRequestError(error) || !codes.includes(error.code ?? "")) {
    return null;
  }
  return fieldNamedIn(error.message, fields);
}

/**
 * The form field of a 400 `{detail: {error: "<field>: message"}}` (the assessments API's business
 * rejections): the field the message starts with, else one it names. Null for other errors, or when
 * the message names no field of the form.
 */
export function fieldOfDetailError<Field extends string>(error: unknown, fields: readonly Field[]): Field | null {
  if (!isApiRequestError(error) || error.status !== 400 || error.code !== undefined) {
    return null;
  }
  const leading = /^\s*([a-z_][a-z0-9_.]*)/i.exec(error.message)?.[1];
  const exact = fields.find((field) => field === leading);
  return exact ?? fieldNamedIn(error.message, fields);
}
