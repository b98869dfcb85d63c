"use client";

import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogClose, DialogContent } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { isApiRequestError } from "@/lib/web/api-client";
import {
  type CustomFieldDefinition,
  type CustomFieldTarget,
  useCreateCustomField,
  useUpdateCustomField,
} from "@/lib/web/hooks/custom-fields";
import { applyServerErrors, fieldNamedInError } from "@/lib/web/server-errors";
import {
  createBody,
  EMPTY_FIELD_FORM,
  FIELD_TARGETS,
  FIELD_TYPES,
  type FieldFormValues,
  formValuesOf,
  TARGET_LABELS,
  TYPE_LABELS,
  updateBody,
  usesNumberRules,
  usesOptions,
} from "./model";
import { NumberRulesFields } from "./number-rules-fields";
import { OptionsEditor } from "./options-editor";

export interface CustomFieldDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field being edited; null defines a new one. */
  field: CustomFieldDefinition | null;
  onSaved: (field: CustomFieldDefinition, created: boolean) => void;
}

const TYPE_OPTIONS = FIELD_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }));

/** The fields a 400 invalid_custom_field can name in its message ("currency must be an ISO 4217 code…"). */
const NAMED_IN_ERRORS = ["field_name", "minimum", "currency"] as const;

export function CustomFieldDialog({ open, onOpenChange, field, onSaved }: CustomFieldDialogProps) {
  const create = useCreateCustomField();
  const update = useUpdateCustomField();
  const form = useForm<FieldFormValues>({ defaultValues: EMPTY_FIELD_FORM });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  const fieldType = form.watch("field_type");
  const appliesTo = form.watch("applies_to");

  useEffect(() => {
    // Checkboxes drive applies_to through setValue; the rule is registered without an element.
    form.register("applies_to", { validate: (value) => value.length > 0 || "Choose at least one kind of record." });
  }, [form]);

  useEffect(() => {
    if (open) {
      reset(field ? formValuesOf(field) : EMPTY_FIELD_FORM);
    }
  }, [open, field, reset]);

  const toggleTarget = (target: CustomFieldTarget, checked: boolean) => {
    const next = checked ? [...appliesTo, target] : appliesTo.filter((value) => value !== target);
    form.setValue("applies_to", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = field
        ? await update.mutateAsync({ id: field.id, update: updateBody(values, field) })
        : await create.mutateAsync(createBody(values));
      onSaved(saved, field === null);
    } catch (error) {
      if (isApiRequestError(error) && error.code === "custom_field_exists") {
        form.setError("field_name", { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      const named = fieldNamedInError(error, ["invalid_custom_field"], NAMED_IN_ERRORS);
      if (named && isApiRequestError(error)) {
        form.setError(named, { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      applyServerErrors(form, error);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        title={field ? `Edit ${field.field_name}` : "New custom field"}
        description="Custom fields add your own information to records; integrators read them through the API."
        size="lg"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          form.setFocus("field_name");
        }}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField label="Name" error={errors.field_name?.message} required>
            <Input
              autoComplete="off"
              maxLength={200}
              {...form.register("field_name", {
                validate: (value) => value.trim().length > 0 || "Enter a name.",
              })}
            />
          </FormField>
          <FormField
            label="Type"
            description={field ? "The type of an existing field can't change." : undefined}
            error={errors.field_type?.message}
          >
            <Select options={TYPE_OPTIONS} disabled={field !== null} {...form.register("field_type")} />
          </FormField>
          <fieldset className="space-y-2" aria-describedby={errors.applies_to ? "applies-to-error" : undefined}>
            <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">Applies to</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {FIELD_TARGETS.map((target) => (
                <Checkbox
                  key={target}
                  label={TARGET_LABELS[target]}
                  checked={appliesTo.includes(target)}
                  onChange={(event) => toggleTarget(target, event.target.checked)}
                />
              ))}
            </div>
            {errors.applies_to?.message ? (
              <p id="applies-to-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
                {errors.applies_to.message}
              </p>
            ) : null}
          </fieldset>
          {usesOptions(fieldType) ? <OptionsEditor form={form} /> : null}
          {usesNumberRules(fieldType) ? <NumberRulesFields form={form} savedCurrency={field?.currency ?? ""} /> : null}
          <FormError message={errors.root?.server?.message} />
          <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary" disabled={isSubmitting}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" loading={isSubmitting}>
              {field ? "Save field" : "Create field"}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
