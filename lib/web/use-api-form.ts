"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback } from "react";
import { type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { applyServerErrors, type ServerErrorFields } from "./server-errors";

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
   * Shows a failed submit: a business rejection `fields` places goes on its field; a 422 body's
   * field errors go inline on matching fields; anything else (and 422 entries for fields the form
   * doesn't have) comes back as one message for the form, also stored as `errors.root.server`.
   * Returns null when every error was shown inline.
   */
  applyServerErrors: (error: unknown, fields?: ServerErrorFields<FieldPath<z.input<TSchema>>>) => string | null;
};

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
  const applyErrors = useCallback(
    (error: unknown, fields?: ServerErrorFields<FieldPath<z.input<TSchema>>>) =>
      applyServerErrors({ getValues, setError }, error, fields),
    [getValues, setError],
  );

  return { ...form, applyServerErrors: applyErrors };
}
