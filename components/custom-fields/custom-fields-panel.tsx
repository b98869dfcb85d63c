"use client";

import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { lazyComponent } from "@/components/ui/lazy";
import { useFieldDefinitions } from "@/lib/web/hooks/custom-field-definitions";
import type { CustomFieldEntry, EditableTarget } from "@/lib/web/hooks/custom-fields";
import { useWhoAmI, type WhoAmI } from "@/lib/web/use-whoami";
import { formatValue } from "./model";

// The editing form loads the first time someone edits.
const CustomFieldsEditor = lazyComponent(() => import("./custom-fields-editor").then((m) => m.CustomFieldsEditor));
// Names of people load only for records that have a people field set.
const UserNames = lazyComponent(() => import("./user-names").then((m) => m.UserNames));

const EDITOR_ROLES = new Set(["org:admin", "org:member", "org:siloed_member"]);

/** Values are set from dashboard sessions of admins, members and siloed members (the API's rule). */
export function canEditCustomFields(whoami: WhoAmI | undefined): boolean {
  return whoami?.credential_type === "session" && EDITOR_ROLES.has(whoami.role ?? "");
}

export interface CustomFieldsPanelProps {
  targetType: EditableTarget;
  targetId: string;
  /** The record's custom_fields as the API returns them (only set values). */
  values: CustomFieldEntry[];
  /** After a save, with the record's values as they now are (e.g. to refresh the record's query). */
  onSaved?: (values: CustomFieldEntry[]) => void;
}

/** Shows a record's custom field values and lets dashboard users edit them. */
export function CustomFieldsPanel({ targetType, targetId, values, onSaved }: CustomFieldsPanelProps) {
  const headingId = useId();
  const whoami = useWhoAmI();
  const [entries, setEntries] = useState(values);
  const [editing, setEditing] = useState(false);

  useEffect(() => setEntries(values), [values]);
  // Money fields show in their currency: their definitions load only when a number is set.
  const definitions = useFieldDefinitions(targetType, {
    enabled: entries.some((entry) => entry.field_type === "number"),
  });
  const ruleOf = (configId: string) => definitions.data?.find((field) => field.id === configId);

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 dark:text-slate-100">
          Custom fields
        </h2>
        {canEditCustomFields(whoami.data) && !editing ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
            Edit custom fields
          </Button>
        ) : null}
      </div>
      {editing ? (
        <CustomFieldsEditor
          targetType={targetType}
          targetId={targetId}
          values={entries}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setEntries(saved);
            setEditing(false);
            onSaved?.(saved);
          }}
        />
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No custom fields are set on this record.</p>
      ) : (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
          {entries.map((entry) => (
            <div key={entry.config_id} className="min-w-0">
              <dt className="text-sm text-slate-600 dark:text-slate-400">{entry.field_name}</dt>
              <dd className="break-words text-sm font-medium text-slate-900 dark:text-slate-100">
                {entry.field_type === "user" && Array.isArray(entry.value) ? (
                  <UserNames ids={entry.value} />
                ) : (
                  formatValue(entry, undefined, ruleOf(entry.config_id))
                )}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
