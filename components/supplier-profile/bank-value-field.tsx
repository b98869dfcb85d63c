import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { BankField } from "@/lib/web/hooks/supplier-profile";

export interface BankValueFieldProps {
  field: BankField;
  error: string | undefined;
  warnings: readonly string[];
  registration: UseFormRegisterReturn;
}

/** One of the bank's fields: a text input, or a select when the rules list the options. */
export function BankValueField({ field, error, warnings, registration }: BankValueFieldProps) {
  const description =
    field.help || warnings.length > 0 || field.sensitive ? (
      <>
        {field.help ? <span className="block">{field.help}</span> : null}
        {field.sensitive ? <span className="block">Shown later only by its last four characters.</span> : null}
        {warnings.map((warning) => (
          <span key={warning} className="block text-amber-800 dark:text-amber-300">
            Warning: {warning}
          </span>
        ))}
      </>
    ) : undefined;
  return (
    <FormField label={field.label} required={field.required} description={description} error={error}>
      {field.options ? (
        <Select placeholder="Not set" options={field.options} {...registration} />
      ) : (
        <Input
          autoComplete="off"
          spellCheck={false}
          placeholder={field.placeholder ?? undefined}
          maxLength={field.max_length}
          {...registration}
        />
      )}
    </FormField>
  );
}
