"use client";

import { useEffect } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { type FieldFormValues, OPTION_COLORS, usesOptions } from "./model";

const COLOR_OPTIONS = OPTION_COLORS.map((color) => ({ value: color.value, label: color.label }));

function isUniqueLabel(values: FieldFormValues, index: number, label: string): boolean {
  const key = label.trim().toLowerCase();
  return values.options.findIndex((option) => option.label.trim().toLowerCase() === key) === index;
}

/** The choices of a single or multiple choice field: a label and an optional colour each. */
export function OptionsEditor({ form }: { form: UseFormReturn<FieldFormValues> }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: "options",
    // Rules outlive the editor when the type changes to one without options, so they check the type.
    rules: {
      validate: (options, values) =>
        !usesOptions(values.field_type) || options.length > 0 || "Add at least one option.",
    },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (fields.length === 0) {
      append({ label: "", color: "" }, { shouldFocus: false });
    }
  }, [fields.length, append]);

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">Options</legend>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Removing an option also removes it from the records that hold it.
      </p>
      <ol className="space-y-2">
        {fields.map((item, index) => {
          const labelError = errors.options?.[index]?.label?.message;
          const errorId = `option-${item.id}-error`;
          return (
            <li key={item.id} className="space-y-1">
              <div className="flex items-center gap-2">
                <Input
                  aria-label={`Option ${index + 1} label`}
                  aria-invalid={labelError ? true : undefined}
                  aria-describedby={labelError ? errorId : undefined}
                  className="flex-1"
                  maxLength={200}
                  {...form.register(`options.${index}.label`, {
                    validate: (label, values) => {
                      if (!usesOptions(values.field_type)) {
                        return true;
                      }
                      if (label.trim().length === 0) {
                        return "Enter a label.";
                      }
                      return isUniqueLabel(values, index, label) || "Labels must be unique.";
                    },
                  })}
                />
                <Select
                  aria-label={`Option ${index + 1} colour`}
                  className="w-32"
                  options={COLOR_OPTIONS}
                  {...form.register(`options.${index}.color`)}
                />
                <Button variant="ghost" size="sm" onClick={() => remove(index)} disabled={fields.length === 1}>
                  Remove<span className="sr-only"> option {index + 1}</span>
                </Button>
              </div>
              {labelError ? (
                <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {labelError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {errors.options?.root?.message ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {errors.options.root.message}
        </p>
      ) : null}
      <Button variant="secondary" size="sm" onClick={() => append({ label: "", color: "" })}>
        Add option
      </Button>
    </fieldset>
  );
}
