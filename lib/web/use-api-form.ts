"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type BaseSyntheticEvent, useCallback } from "react";
import { type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";
import { applyServerErrors, type ServerErrorFields } from "./server-errors";

type AnySchema = z.ZodType<FieldValues, FieldValues>;

/** Which API rejections a form shows on which of its fields. */
export type FormServerErrors<TSchema extends AnySchema> = ServerErrorFields<FieldPath<z.input<TSchema>>>;

export type UseApiFormOptions<TSchema extends AnySchema> = Omit<
  UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>,
  "resolver"
> & {
  /** Where `handleApiSubmit` shows a failed submit's rejections (see `applyServerErrors`). */
  serverErrors?: FormServerErrors<TSchema>;
};

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
  applyServerErrors: (error: unknown, fields?: FormServerErrors<TSchema>) => string | null;
  /**
   * `handleSubmit` for a submit that calls the API: when `onValid` throws, the failure is shown on the
   * form by `applyServerErrors` with the form's `serverErrors` (placed fields focused, the rest as
   * `errors.root.server`).
   */
  handleApiSubmit: (
    onValid: (values: z.output<TSchema>) => Promise<unknown>,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
};

/** `useForm` with a zod schema, plus `handleApiSubmit` and `applyServerErrors` for API failures. Give every field a default value. */
export function useApiForm<TSchema extends AnySchema>(
  schema: TSchema,
  { serverErrors, ...options }: UseApiFormOptions<TSchema> = {},
): UseApiFormReturn<TSchema> {
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    ...options,
    resolver: zodResolver(schema),
  });
  const { getValues, setError, handleSubmit } = form;
  const applyErrors = useCallback(
    (error: unknown, fields?: FormServerErrors<TSchema>) => applyServerErrors({ getValues, setError }, error, fields),
    [getValues, setError],
  );
  const handleApiSubmit = (onValid: (values: z.output<TSchema>) => Promise<unknown>) =>
    handleSubmit(async (values) => {
      try {
        await onValid(values);
      } catch (error) {
        applyErrors(error, serverErrors);
      }
    });

  return { ...form, applyServerErrors: applyErrors, handleApiSubmit };
}
