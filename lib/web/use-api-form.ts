"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback } from "react";
import { type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { isApiRequestError } from "./api-client";
import { fieldErrorsFrom422 } from "./error-message";

type AnySchema = z.ZodType<FieldValues, FieldValues>;

export type UseApiFormOptions<TSchema extends AnySchema> = Omit<
  UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>,
  "resolver"
>;

export type UseApiFormReturn<TSchema extends AnySchema> = UseFormReturn<
  z.input<TSchema>,
  unknown,
  z.output<TSchema>
> & {
  /**
   * Shows a failed submit: a 422 body's field errors go inline on matching fields; anything else
   * (and 422 entries for fields the form doesn't have) comes back as one message for the form, also
   * stored as `errors.root.server`. Returns null when every error was shown inline.
   */
  applyServerErrors: (error: unknown) => string | null;
};

const GENERIC_ERROR = "Something went wrong. Try again.";

/** `useForm` with a zod schema, plus `applyServerErrors` for API failures. Give every field a default value. */
export function useApiForm<TSchema extends AnySchema>(
  schema: TSchema,
  options: UseApiFormOptions<TSchema> = {},
): UseApiFormReturn<TSchema> {
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    ...options,
    resolver: zodResolver(schema),
  });
  const { getValues, setError } = form;

  const applyServerErrors = useCallback(
    (error: unknown): string | null => {
      let general: string | null;
      if (isApiRequestError(error)) {
        general = error.message;
        const fieldErrors = Object.entries(error.status === 422 ? fieldErrorsFrom422(error.body) : {});
        if (fieldErrors.length > 0) {
          const values: Record<string, unknown> = getValues();
          const leftover: string[] = [];
          let focused = false;
          for (const [path, message] of fieldErrors) {
            const top = path.split(".")[0] ?? "";
            if (top && Object.hasOwn(values, top)) {
              const name = path as FieldPath<z.input<TSchema>>;
              setError(name, { type: "server", message }, { shouldFocus: !focused });
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
        setError("root.server", { type: "server", message: general });
      }
      return general;
    },
    [getValues, setError],
  );

  return { ...form, applyServerErrors };
}
