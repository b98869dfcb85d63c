"use client";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { CreateAssessmentForm } from "./create-assessment-form";
import { NAME_PLACEHOLDERS, renderNameTemplate } from "./name-template";

const PLACEHOLDER_LIST = NAME_PLACEHOLDERS.map((name) => `{${name}}`).join(" ");

export interface AssessmentNameFieldsProps {
  form: CreateAssessmentForm;
  /** What the template's placeholders stand for, for the preview. */
  vendorName: string;
  controlSetNames: string[];
  serviceNames: string[];
}

/** The new assessment's name or name template, and the name it will get. */
export function AssessmentNameFields({ form, vendorName, controlSetNames, serviceNames }: AssessmentNameFieldsProps) {
  const { errors } = form.formState;
  const typedName = form.watch("name").trim();
  const preview = typedName
    ? { name: typedName }
    : renderNameTemplate(form.watch("assessment_name_format"), {
        vendorName,
        controlSets: controlSetNames,
        services: serviceNames,
        now: new Date(),
      });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" description="Optional: replaces the template." error={errors.name?.message}>
          <Input autoComplete="off" maxLength={500} {...form.register("name")} />
        </FormField>
        <FormField
          label="Name template"
          description={`Placeholders: ${PLACEHOLDER_LIST}`}
          error={errors.assessment_name_format?.message}
        >
          <Input autoComplete="off" maxLength={500} {...form.register("assessment_name_format")} />
        </FormField>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {"name" in preview ? (
          <>
            Will be named <span className="font-medium text-slate-900 dark:text-slate-100">{preview.name}</span>
          </>
        ) : (
          <span className="text-red-700 dark:text-red-400">{preview.error}</span>
        )}
      </p>
    </>
  );
}
