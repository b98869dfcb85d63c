"use client";

import { useMemo } from "react";
import type { UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { currencyCodes, currencyLabel } from "@/lib/web/countries";
import { checkMinimum, type FieldFormValues } from "./model";

/** The currencies the browser knows, plus the field's own when the browser doesn't list it. */
function currencyOptions(current: string) {
  const codes = currencyCodes();
  const all = current && !codes.includes(current) ? [current, ...codes] : codes;
  return all.map((code) => ({ value: code, label: currencyLabel(code) }));
}

/** A number field's minimum and currency (extension); shown only for the types that take them. */
export function NumberRulesFields({
  form,
  savedCurrency,
}: {
  form: UseFormReturn<FieldFormValues>;
  savedCurrency: string;
}) {
  const { errors } = form.formState;
  const options = useMemo(() => currencyOptions(savedCurrency), [savedCurrency]);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Minimum"
        description="Values below it are refused. Leave blank for any number."
        error={errors.minimum?.message}
      >
        <Input
          type="number"
          step="any"
          inputMode="decimal"
          autoComplete="off"
          {...form.register("minimum", { validate: (value, values) => checkMinimum(value, values.field_type) })}
        />
      </FormField>
      <FormField
        label="Currency"
        description="Values are amounts of money in it. Leave blank for a plain number."
        error={errors.currency?.message}
      >
        <Select placeholder="No currency" options={options} {...form.register("currency")} />
      </FormField>
    </div>
  );
}
