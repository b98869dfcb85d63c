"use client";

import { useEffect } from "react";
import { useFieldArray } from "react-hook-form";
import { z } from "zod";
import { IMPACT_TYPE_OPTIONS as impactTypeOptions } from "@/components/radar-events/impact-types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormError } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import type { ImpactType } from "@/lib/modules/radar/schemas";
import { useApiForm } from "@/lib/web/use-api-form";
import { type KeywordRuleInput, useKeywordRules, useReplaceKeywordRules } from "./hooks";

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

const DESCRIPTION =
  "A feed item's impact type is that of the first rule whose keyword appears in its title or summary as whole " +
  "words (any case). Items no rule matches are Other.";

/** The ordered list of keyword rules: add, remove and move rows, then save the whole list. */
export function KeywordRulesEditor({ canEdit }: { canEdit: boolean }) {
  const rules = useKeywordRules();
  const replace = useReplaceKeywordRules();
  const { toast } = useToast();
  const form = useApiForm(FormSchema, { defaultValues: { rules: [] } });
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "rules" });
  const { errors, isDirty, isSubmitting } = form.formState;
  const { reset } = form;
  const loaded = rules.data;

  useEffect(() => {
    if (loaded) {
      reset({ rules: loaded.items.map(({ keyword, impact_type }) => ({ keyword, impact_type })) });
    }
  }, [loaded, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await replace.mutateAsync(values.rules as KeywordRuleInput[]);
      reset({ rules: saved.items.map(({ keyword, impact_type }) => ({ keyword, impact_type })) });
      toast({ title: "Keyword rules saved", description: `${saved.total} rules.`, variant: "success" });
    } catch (error) {
      form.applyServerErrors(error);
    }
  });

  if (rules.isPending) {
    return (
      <Card title="Keyword rules" description={DESCRIPTION}>
        <LoadingState label="Loading keyword rules…" />
      </Card>
    );
  }
  if (rules.error) {
    return (
      <Card title="Keyword rules" description={DESCRIPTION}>
        <ErrorState message={rules.error.message} onRetry={() => void rules.refetch()} />
      </Card>
    );
  }

  return (
    <Card title="Keyword rules" description={DESCRIPTION}>
      <form onSubmit={submit} noValidate aria-label="Keyword rules" className="space-y-4">
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
                      readOnly={!canEdit}
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
                    disabled={!canEdit}
                    {...form.register(`rules.${index}.impact_type`)}
                  />
                  {canEdit ? (
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
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
        <FormError message={errors.rules?.root?.message ?? errors.rules?.message ?? errors.root?.server?.message} />
        {canEdit ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              disabled={fields.length >= MAX_RULES}
              onClick={() =>
                append({ keyword: "", impact_type: "Infosec" satisfies ImpactType }, { shouldFocus: true })
              }
            >
              Add rule
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Save rules
            </Button>
            <Button
              variant="secondary"
              disabled={!isDirty || isSubmitting}
              onClick={() =>
                reset({ rules: (loaded?.items ?? []).map(({ keyword, impact_type }) => ({ keyword, impact_type })) })
              }
            >
              Discard changes
            </Button>
            {isDirty ? <span className="text-sm text-slate-600 dark:text-slate-400">Unsaved changes</span> : null}
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Only an admin can change the rules.</p>
        )}
      </form>
    </Card>
  );
}
