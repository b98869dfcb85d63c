"use client";

import { useEffect, useRef } from "react";
import { useFieldArray } from "react-hook-form";
import { z } from "zod";
import { IMPACT_TYPE_OPTIONS as impactTypeOptions } from "@/components/radar-events/impact-types";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import type { ImpactType } from "@/lib/modules/radar/schemas";
import { type KeywordRuleInput, type KeywordRuleList, useReplaceKeywordRules } from "@/lib/web/hooks/radar-feeds";
import { useApiForm } from "@/lib/web/use-api-form";

const MAX_RULES = 200;

const FormSchema = z.object({
  rules: z
    .array(
      z.object({
        keyword: z
          .string()
          .trim()
          .min(1, "Enter a keyword.")
          .max(100, "Use at most 100 characters.")
          .regex(/[\p{L}\p{N}]/u, "Use at least one letter or digit."),
        impact_type: z.string().min(1),
      }),
    )
    .max(MAX_RULES, `Use at most ${MAX_RULES} rules.`),
});

type KeywordRule = Pick<KeywordRuleList["items"][number], "keyword" | "impact_type">;

export interface KeywordRulesEditorProps {
  /** The saved rules, in order: the form starts from them. */
  saved: readonly KeywordRule[];
  /** Leaves the editor (after a save, or on Cancel, which drops the changes). */
  onClose: () => void;
}

const asFormRules = (rules: readonly KeywordRule[]) =>
  rules.map(({ keyword, impact_type }) => ({ keyword, impact_type }));

/** The ordered list of keyword rules as a form: add, remove and move rows, then save the whole list. */
export function KeywordRulesEditor({ saved, onClose }: KeywordRulesEditorProps) {
  const replace = useReplaceKeywordRules();
  const { toast } = useToast();
  const form = useApiForm(FormSchema, { defaultValues: { rules: asFormRules(saved) } });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "rules" });
  const { errors, isDirty, isSubmitting } = form.formState;
  const formRef = useRef<HTMLFormElement>(null);

  // Opening the editor puts focus on its first field (the first keyword, or "Add rule" when there is none).
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>("input, button")?.focus();
  }, []);

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await replace.mutateAsync(values.rules as KeywordRuleInput[]);
      toast({ title: "Keyword rules saved", description: `${result.total} rules.`, variant: "success" });
      onClose();
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Keyword rules" className="space-y-4">
      {fields.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No rules: every feed event is Other.</p>
      ) : (
        <ol className="space-y-2">
          {fields.map((field, index) => {
            const position = index + 1;
            const keywordError = errors.rules?.[index]?.keyword?.message;
            return (
              <li key={field.id} className="flex flex-wrap items-start gap-2">
                <span className="w-8 pt-2 text-right text-sm tabular-nums text-slate-600 dark:text-slate-400">
                  {position}.
                </span>
                <div className="min-w-48 flex-1">
                  <Input
                    aria-label={`Keyword of rule ${position}`}
                    aria-invalid={keywordError ? true : undefined}
                    aria-describedby={keywordError ? `rule-${field.id}-error` : undefined}
                    maxLength={100}
                    {...form.register(`rules.${index}.keyword`)}
                  />
                  {keywordError ? (
                    <p
                      id={`rule-${field.id}-error`}
                      role="alert"
                      className="mt-1 text-sm text-red-700 dark:text-red-400"
                    >
                      {keywordError}
                    </p>
                  ) : null}
                </div>
                <Select
                  aria-label={`Impact type of rule ${position}`}
                  className="w-56"
                  options={impactTypeOptions}
                  {...form.register(`rules.${index}.impact_type`)}
                />
                <span className="inline-flex gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move rule ${position} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    Up
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move rule ${position} down`}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    Down
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove rule ${position}`}
                    onClick={() => remove(index)}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <FormError message={errors.rules?.root?.message ?? errors.rules?.message ?? errors.root?.server?.message} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          disabled={fields.length >= MAX_RULES}
          onClick={() => append({ keyword: "", impact_type: "Infosec" satisfies ImpactType }, { shouldFocus: true })}
        >
          Add rule
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
          Save rules
        </Button>
        <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
          Cancel
        </Button>
        {isDirty ? <span className="text-sm text-slate-600 dark:text-slate-400">Unsaved changes</span> : null}
      </div>
    </form>
  );
}
