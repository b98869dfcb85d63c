"use client";

import { useRef } from "react";
import { type UseFormReturn, useFieldArray, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import { useCreateQuestionnaire, useUpdateQuestionnaire } from "@/lib/web/hooks/intake";
import { QUESTIONNAIRE_TYPES, type QuestionnaireDetail, RESPONSE_TYPES } from "@/lib/web/intake";
import { applyServerErrors } from "@/lib/web/server-errors";
import { QUESTIONNAIRE_TYPE_LABELS, RESPONSE_TYPE_LABELS } from "./model";
import {
  createBody,
  EMPTY_QUESTION,
  EMPTY_QUESTIONNAIRE,
  formValuesOf,
  QUESTIONNAIRE_LIMITS as LIMITS,
  optionsProblem,
  type QuestionnaireFormValues,
  updateBody,
  usesOptions,
} from "./questionnaire-form";

/** At most `max` characters, said with the number written out. */
const atMost = (max: number) => ({ value: max, message: `Use at most ${max.toLocaleString()} characters.` });
const required = (message: string) => (value: string) => value.trim() !== "" || message;

// No schema library: the rules below mirror the API's, and the page's first load stays within budget.
type Form = UseFormReturn<QuestionnaireFormValues>;

const TYPE_OPTIONS = QUESTIONNAIRE_TYPES.map((type) => ({ value: type, label: QUESTIONNAIRE_TYPE_LABELS[type] }));
const RESPONSE_OPTIONS = RESPONSE_TYPES.map((type) => ({ value: type, label: RESPONSE_TYPE_LABELS[type] }));

function QuestionFields({
  form,
  index,
  count,
  onMove,
  onRemove,
}: {
  form: Form;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const errors = form.formState.errors.questions?.[index];
  const responseType = useWatch({ control: form.control, name: `questions.${index}.response_type` });
  const number = index + 1;
  return (
    <fieldset className="space-y-3 rounded-md border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-900 dark:text-slate-100">Question {number}</legend>
      <FormField label="Text" error={errors?.text?.message} required>
        <Textarea
          rows={2}
          maxLength={LIMITS.text}
          {...form.register(`questions.${index}.text`, {
            validate: required("Write the question."),
            maxLength: atMost(LIMITS.text),
          })}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField label="Answer type" error={errors?.response_type?.message}>
          <Select options={RESPONSE_OPTIONS} {...form.register(`questions.${index}.response_type`)} />
        </FormField>
        {responseType && usesOptions(responseType) ? (
          <FormField label="Options" description="One per line; 2 to 30." error={errors?.options?.message} required>
            <Textarea
              rows={4}
              {...form.register(`questions.${index}.options`, {
                // Checked against the answer type the question has when the form is sent.
                validate: (options, values) =>
                  optionsProblem(values.questions[index]?.response_type ?? "free_text", options) ?? true,
              })}
            />
          </FormField>
        ) : null}
      </div>
      <FormField
        label="Guidance"
        description="What to look for in the request's text; it also guides people answering by hand."
        error={errors?.guidance?.message}
      >
        <Textarea rows={2} {...form.register(`questions.${index}.guidance`, { maxLength: atMost(LIMITS.guidance) })} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="ghost"
          data-move={`up-${index}`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
        >
          Move up<span className="sr-only"> question {number}</span>
        </Button>
        <Button
          size="sm"
          variant="ghost"
          data-move={`down-${index}`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          Move down<span className="sr-only"> question {number}</span>
        </Button>
        <Button size="sm" variant="ghost" disabled={count === 1} onClick={() => onRemove(index)}>
          Remove<span className="sr-only"> question {number}</span>
        </Button>
      </div>
    </fieldset>
  );
}

export interface QuestionnaireEditorProps {
  /** The questionnaire edited; null adds one. */
  questionnaire: QuestionnaireDetail | null;
  onCancel: () => void;
  onSaved: (saved: QuestionnaireDetail) => void;
}

/**
 * A questionnaire's name, description and questions (text, answer type, options, guidance), added,
 * removed and reordered; saved as one PATCH of the whole list, or created. Loaded when an admin opens
 * it, so its form library stays out of the pages' first load.
 */
export function QuestionnaireEditor({ questionnaire, onCancel, onSaved }: QuestionnaireEditorProps) {
  const { toast } = useToast();
  const create = useCreateQuestionnaire();
  const update = useUpdateQuestionnaire(questionnaire?.id ?? "");
  const form = useForm<QuestionnaireFormValues>({
    defaultValues: questionnaire ? formValuesOf(questionnaire) : EMPTY_QUESTIONNAIRE,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const questions = useFieldArray({
    control: form.control,
    name: "questions",
    rules: { minLength: { value: 1, message: "Add at least one question." } },
  });
  const list = useRef<HTMLOListElement>(null);
  const saved = useRef(false);

  /** Moves a question and keeps focus on the button that moved it, or the other one at an end. */
  const move = (from: number, to: number) => {
    questions.move(from, to);
    const direction = to < from ? "up" : "down";
    requestAnimationFrame(() => {
      const buttons = list.current;
      const same = buttons?.querySelector<HTMLButtonElement>(`[data-move="${direction}-${to}"]`);
      const other = buttons?.querySelector<HTMLButtonElement>(
        `[data-move="${direction === "up" ? "down" : "up"}-${to}"]`,
      );
      (same && !same.disabled ? same : other)?.focus();
    });
  };
  const remove = (index: number) => {
    questions.remove(index);
    requestAnimationFrame(() => form.setFocus(`questions.${Math.max(0, index - 1)}.text`));
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = questionnaire
        ? await update.mutateAsync(updateBody(values))
        : await create.mutateAsync(createBody(values));
      saved.current = true;
      toast({
        title: questionnaire ? "Questionnaire saved" : "Questionnaire added",
        description: result.name,
        variant: "success",
      });
      onSaved(result);
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-6"
      aria-label={questionnaire ? "Edit questionnaire" : "New questionnaire"}
    >
      <UnsavedChangesGuard when={isDirty && !isSubmitting && !saved.current} />
      <Card title="Questionnaire">
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Name" error={errors.name?.message} required>
              <Input
                autoComplete="off"
                maxLength={LIMITS.name}
                {...form.register("name", {
                  validate: required("Name the questionnaire."),
                  maxLength: atMost(LIMITS.name),
                })}
              />
            </FormField>
            <FormField
              label="Type"
              description={questionnaire ? "The type is set when the questionnaire is added." : undefined}
              error={errors.type?.message}
            >
              <Select options={TYPE_OPTIONS} disabled={questionnaire !== null} {...form.register("type")} />
            </FormField>
          </div>
          <FormField label="Description" error={errors.description?.message}>
            <Textarea rows={2} {...form.register("description", { maxLength: atMost(LIMITS.description) })} />
          </FormField>
        </div>
      </Card>
      <section aria-labelledby="questions-heading" className="space-y-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h2 id="questions-heading" className="text-base font-semibold text-slate-900 dark:text-slate-100">
              Questions{" "}
              <span className="font-normal text-slate-600 dark:text-slate-400">({questions.fields.length})</span>
            </h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Requests already filed keep the questions they were answered with.
            </p>
          </div>
        </div>
        <ol ref={list} className="space-y-3">
          {questions.fields.map((field, index) => (
            <li key={field.id}>
              <QuestionFields
                form={form}
                index={index}
                count={questions.fields.length}
                onMove={move}
                onRemove={remove}
              />
            </li>
          ))}
        </ol>
        {errors.questions?.root?.message || errors.questions?.message ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.questions?.root?.message ?? errors.questions?.message}
          </p>
        ) : null}
        <Button
          variant="secondary"
          disabled={questions.fields.length >= LIMITS.questions}
          onClick={() => questions.append({ ...EMPTY_QUESTION }, { shouldFocus: true })}
        >
          Add question
        </Button>
      </section>
      <FormError message={errors.root?.server?.message} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {questionnaire ? "Save questionnaire" : "Add questionnaire"}
        </Button>
      </div>
    </form>
  );
}
