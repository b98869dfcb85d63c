"use client";

import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { ServiceFormValues } from "./service-form-values";

/** The service's point of contact (its own primary_contact; the email is required once any field is filled). */
export function ServiceContactFields({ form }: { form: UseFormReturn<ServiceFormValues> }) {
  const errors = form.formState.errors.primary_contact;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-900 dark:text-slate-100">Service contact</legend>
      <FormField label="Service contact email" error={errors?.email?.message ?? errors?.message}>
        <Input type="email" autoComplete="off" {...form.register("primary_contact.email")} />
      </FormField>
      <FormField label="Service contact name" error={errors?.name?.message}>
        <Input autoComplete="off" {...form.register("primary_contact.name")} />
      </FormField>
      <FormField label="Service contact title" error={errors?.title?.message}>
        <Input autoComplete="off" {...form.register("primary_contact.title")} />
      </FormField>
      <FormField label="Service contact phone" error={errors?.phone_number?.message}>
        <Input type="tel" autoComplete="off" {...form.register("primary_contact.phone_number")} />
      </FormField>
    </fieldset>
  );
}
