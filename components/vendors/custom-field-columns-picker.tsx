"use client";

import { type ReactNode, useState } from "react";
import { buttonClassName } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { useVendorCustomFieldDefinitions } from "@/lib/web/hooks/vendors";

export interface CustomFieldColumnsPickerProps {
  /** Definition IDs shown as columns. */
  selected: string[];
  onChange: (selected: string[]) => void;
}

/** A "Columns" disclosure listing the vendor custom fields; the definitions load when it first opens. */
export function CustomFieldColumnsPicker({ selected, onChange }: CustomFieldColumnsPickerProps) {
  const [open, setOpen] = useState(false);
  const definitions = useVendorCustomFieldDefinitions({ enabled: open || selected.length > 0 });
  const count = selected.length;

  let body: ReactNode;
  if (definitions.isError) {
    body = <p role="alert">Couldn't load the custom fields: {definitions.error.message}</p>;
  } else if (!definitions.data) {
    body = <p role="status">Loading custom fields…</p>;
  } else if (definitions.data.length === 0) {
    body = <p>No custom fields are defined for vendors.</p>;
  } else {
    body = (
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

  return (
    <details className="relative" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={buttonClassName("secondary", "md", "cursor-pointer list-none")}>
        Columns{count > 0 ? ` (${count})` : ""}
      </summary>
      <div className="absolute right-0 z-20 mt-1 w-64 rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300">
        {body}
      </div>
    </details>
  );
}
