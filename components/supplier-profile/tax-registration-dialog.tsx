"use client";

import { useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { countryName, countryOptions } from "@/lib/web/countries";
import { type TaxRegistration, usePutTaxRegistration, useTaxRegistrationTypes } from "@/lib/web/hooks/supplier-profile";
import { useApiForm } from "@/lib/web/use-api-form";
import { registrationTypeWords } from "./labels";
import { muted } from "./parts";
import { placeChecks, validationFailure } from "./validation";

/** The type select's choice for a type the country rules don't list. */
const OTHER_TYPE = "__other__";

const TaxFormSchema = z
  .object({
    country: z.string().min(1, "Choose the country."),
    type_choice: z.string().min(1, "Choose the registration type."),
    other_type: z.string(),
    value: z.string().trim().min(1, "Enter the registration number.").max(64, "Use at most 64 characters."),
  })
  .superRefine((form, context) => {
    if (form.type_choice === OTHER_TYPE && !/^[A-Za-z0-9_.-]{1,50}$/.test(form.other_type.trim())) {
      context.addIssue({
        code: "custom",
        path: ["other_type"],
        message: "Use up to 50 letters, digits, _ . or -.",
      });
    }
  });
type TaxFormValues = z.input<typeof TaxFormSchema>;

const FIELDS = ["country", "registration_type", "value"] as const;

export interface TaxRegistrationDialogProps {
  vendorId: string;
  /** The registration to give a new number, or null to add one. */
  registration: TaxRegistration | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds a tax registration, or replaces one's number (PUT upserts by country and type). */
export function TaxRegistrationDialog({ vendorId, registration, open, onOpenChange }: TaxRegistrationDialogProps) {
  const { toast } = useToast();
  const put = usePutTaxRegistration(vendorId);
  const defaults = useMemo<TaxFormValues>(
    () => ({
      country: registration?.country ?? "",
      type_choice: registration?.registration_type ?? "",
      other_type: "",
      value: "",
    }),
    [registration],
  );
  const form = useApiForm(TaxFormSchema, { defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const { reset } = form;
  const [country, typeChoice] = useWatch({ control: form.control, name: ["country", "type_choice"] });
  const types = useTaxRegistrationTypes(country ?? "");
  const typeList = types.data ?? [];

  useEffect(() => {
    if (open) {
      reset(defaults);
    }
  }, [open, defaults, reset]);

  const submit = form.handleSubmit(async (values) => {
    const registrationType = values.type_choice === OTHER_TYPE ? values.other_type.trim() : values.type_choice;
    try {
      const saved = await put.mutateAsync({
        country: values.country,
        registration_type: registrationType,
        value: values.value,
      });
      toast({
        title: registration ? "Tax registration updated" : "Tax registration saved",
        description: `${registrationTypeWords(saved.registration_type)} ${saved.value_masked}`,
        variant: "success",
      });
      onOpenChange(false);
    } catch (error) {
      const failure = validationFailure(error);
      if (failure) {
        const placed = placeChecks(failure, FIELDS);
        const valueMessage = placed.byField.value?.errors[0];
        const typeMessage = placed.byField.registration_type?.errors[0];
        const countryMessage = placed.byField.country?.errors[0];
        if (countryMessage) {
          form.setError("country", { type: "server", message: countryMessage }, { shouldFocus: true });
        }
        if (typeMessage) {
          form.setError("type_choice", { type: "server", message: typeMessage }, { shouldFocus: !countryMessage });
        }
        if (valueMessage) {
          form.setError(
            "value",
            { type: "server", message: valueMessage },
            { shouldFocus: !countryMessage && !typeMessage },
          );
        }
        const rest = placed.unplaced.filter((check) => check.level === "error").map((check) => check.message);
        if (rest.length > 0 || (!valueMessage && !typeMessage && !countryMessage)) {
          form.setError("root.server", { type: "server", message: ["Nothing was saved.", ...rest].join(" ") });
        }
        return;
      }
      form.applyServerErrors(error);
    }
  });

  const typeOptions = [
    ...typeList.map((type) => ({ value: type.type, label: type.label })),
    // Kept when the rules no longer list the registration's own type.
    ...(registration && !typeList.some((type) => type.type === registration.registration_type)
      ? [{ value: registration.registration_type, label: registrationTypeWords(registration.registration_type) }]
      : []),
    { value: OTHER_TYPE, label: "Another type (not checked)" },
  ];
  let typeDescription: string | undefined;
  if (country && types.isPending) {
    typeDescription = "Loading the types…";
  } else if (country && types.isSuccess && typeList.length === 0) {
    typeDescription = `The rules know no types for ${countryName(country)}: name the type yourself; the number is kept unchecked.`;
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={registration ? "Update tax registration" : "Add tax registration"}
      description={
        registration
          ? "Saved numbers are never shown in full: enter the whole number again."
          : "One registration per country and type; adding one that exists replaces its number."
      }
      focusOnOpen={() => form.setFocus(registration ? "value" : "country")}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel={registration ? "Save number" : "Add registration"}
      error={errors.root?.server?.message}
    >
      <FormField label="Country" required error={errors.country?.message}>
        <Select
          placeholder="Choose a country"
          options={countryOptions()}
          {...form.register("country", { onChange: () => form.setValue("type_choice", "") })}
          disabled={registration !== null}
        />
      </FormField>
      <FormField label="Registration type" required description={typeDescription} error={errors.type_choice?.message}>
        <Select
          placeholder={country ? "Choose a type" : "Choose the country first"}
          options={country ? typeOptions : []}
          {...form.register("type_choice")}
          value={typeChoice ?? ""}
          disabled={registration !== null || !country}
        />
      </FormField>
      {typeChoice === OTHER_TYPE ? (
        <FormField
          label="Type name"
          required
          description="Letters, digits, _ . or -; e.g. “trade_register”."
          error={errors.other_type?.message}
        >
          <Input autoComplete="off" maxLength={50} {...form.register("other_type")} />
        </FormField>
      ) : null}
      <FormField
        label="Registration number"
        required
        description="Checked by the country's rules; shown later only by its last four characters."
        error={errors.value?.message}
      >
        <Input autoComplete="off" spellCheck={false} maxLength={64} {...form.register("value")} />
      </FormField>
      {registration ? <p className={`text-sm ${muted}`}>Now: {registration.value_masked}</p> : null}
    </FormDialog>
  );
}
