"use client";

import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { UserPicker } from "@/components/users/user-picker";
import { formatDecimal } from "@/lib/web/format";
import type { CustomFieldDefinition } from "@/lib/web/hooks/custom-fields";
import type { Draft } from "./model";

export interface CustomFieldInputProps {
  field: CustomFieldDefinition;
  draft: Draft;
  error?: string;
  onChange: (draft: Draft) => void;
}

const asText = (draft: Draft) => (Array.isArray(draft) ? draft.join(", ") : draft);
const asList = (draft: Draft) => (Array.isArray(draft) ? draft : []);

function ChoiceList({ field, draft, error, onChange }: CustomFieldInputProps) {
  const errorId = useId();
  const chosen = asList(draft);
  const toggle = (label: string, checked: boolean) =>
    onChange(checked ? [...chosen, label] : chosen.filter((value) => value !== label));
  return (
    <fieldset className="space-y-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">{field.field_name}</legend>
      {field.options.map((option) => (
        <Checkbox
          key={option.label}
          label={option.label}
          checked={chosen.includes(option.label)}
          onChange={(event) => toggle(option.label, event.target.checked)}
        />
      ))}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** "Amount in USD, zero or more": what a number field takes (extension rules), else nothing. */
function numberHint(field: CustomFieldInputProps["field"]): string | undefined {
  if (field.field_type !== "number") {
    return undefined;
  }
  const parts = [
    field.currency ? `Amount in ${field.currency}` : null,
    field.minimum === 0 ? "zero or more" : field.minimum != null ? `at least ${formatDecimal(field.minimum, 6)}` : null,
  ].filter((part): part is string => part !== null);
  if (parts.length === 0) {
    return undefined;
  }
  const text = parts.join(", ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** One input for a custom field, by its type; an empty input means "not set". */
export function CustomFieldInput(props: CustomFieldInputProps) {
  const { field, draft, error, onChange } = props;
  switch (field.field_type) {
    case "multiselect":
      return <ChoiceList {...props} />;
    case "user":
      return (
        <div className="space-y-1">
          <UserPicker label={field.field_name} value={asList(draft)} onChange={onChange} />
          {error ? (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          ) : null}
        </div>
      );
    case "select":
      return (
        <FormField label={field.field_name} error={error}>
          <Select
            value={asText(draft)}
            placeholder="Not set"
            options={field.options.map((option) => ({ value: option.label, label: option.label }))}
            onChange={(event) => onChange(event.target.value)}
          />
        </FormField>
      );
    case "boolean":
      return (
        <FormField label={field.field_name} error={error}>
          <Select
            value={asText(draft)}
            placeholder="Not set"
            options={[
              { value: "true", label: "Yes" },
              { value: "false", label: "No" },
            ]}
            onChange={(event) => onChange(event.target.value)}
          />
        </FormField>
      );
    default:
      return (
        <FormField label={field.field_name} error={error} description={numberHint(field)}>
          <Input
            type={field.field_type === "number" ? "number" : field.field_type === "date" ? "date" : "text"}
            step={field.field_type === "number" ? "any" : undefined}
            min={field.field_type === "number" ? (field.minimum ?? undefined) : undefined}
            value={asText(draft)}
            maxLength={field.field_type === "string" ? 10_000 : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
        </FormField>
      );
  }
}
