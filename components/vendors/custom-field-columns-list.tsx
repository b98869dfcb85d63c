"use client";

import { Checkbox } from "@/components/ui/checkbox";
import { useVendorCustomFieldDefinitions } from "@/lib/web/hooks/vendors";

export interface CustomFieldColumnsListProps {
  /** Definition IDs shown as columns. */
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** The vendor custom fields as checkboxes, one per optional column. */
export function CustomFieldColumnsList({ selected, onChange }: CustomFieldColumnsListProps) {
  const definitions = useVendorCustomFieldDefinitions();
  if (definitions.isError) {
    return <p role="alert">Couldn't load the custom fields: {definitions.error.message}</p>;
  }
  if (!definitions.data) {
    return <p role="status">Loading custom fields…</p>;
  }
  if (definitions.data.length === 0) {
    return <p>No custom fields are defined for vendors.</p>;
  }
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 font-medium text-slate-900 dark:text-slate-100">Custom field columns</legend>
      {definitions.data.map((definition) => (
        <Checkbox
          key={definition.id}
          label={definition.field_name}
          checked={selected.includes(definition.id)}
          onChange={(event) =>
            onChange(
              event.target.checked ? [...selected, definition.id] : selected.filter((id) => id !== definition.id),
            )
          }
        />
      ))}
    </fieldset>
  );
}
