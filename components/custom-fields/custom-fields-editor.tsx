"use client";

import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { useToast } from "@/components/ui/toast";
import {
  type CustomFieldDefinition,
  type CustomFieldEntry,
  type CustomFieldValue,
  type EditableTarget,
  useCustomFields,
  useSetCustomFieldValues,
} from "@/lib/web/hooks/custom-fields";
import { CustomFieldInput } from "./custom-field-input";
import { type Draft, draftOf, valueOfDraft } from "./model";

export interface CustomFieldsEditorProps {
  targetType: EditableTarget;
  targetId: string;
  values: CustomFieldEntry[];
  onCancel: () => void;
  onSaved: (values: CustomFieldEntry[]) => void;
}

type Drafts = Record<string, Draft>;

function initialDrafts(fields: CustomFieldDefinition[], values: CustomFieldEntry[]): Drafts {
  const current = new Map(values.map((entry) => [entry.config_id, entry.value]));
  return Object.fromEntries(fields.map((field) => [field.id, draftOf(field, current.get(field.id))]));
}

/** Only fields whose value changed are sent; an input left empty clears its value. */
function changedValues(fields: CustomFieldDefinition[], values: CustomFieldEntry[], drafts: Drafts) {
  const current = new Map(values.map((entry) => [entry.config_id, entry.value]));
  const changes: Record<string, CustomFieldValue | null> = {};
  const problems: Record<string, string> = {};
  for (const field of fields) {
    try {
      const next = valueOfDraft(field, drafts[field.id] ?? "");
      if (JSON.stringify(next) !== JSON.stringify(current.get(field.id) ?? null)) {
        changes[field.id] = next;
      }
    } catch (error) {
      problems[field.id] = (error as Error).message;
    }
  }
  return { changes, problems };
}

function EditorForm({ fields, ...props }: CustomFieldsEditorProps & { fields: CustomFieldDefinition[] }) {
  const { targetType, targetId, values, onCancel, onSaved } = props;
  const save = useSetCustomFieldValues(targetType, targetId);
  const { toast } = useToast();
  const [drafts, setDrafts] = useState(() => initialDrafts(fields, values));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { changes, problems: found } = changedValues(fields, values, drafts);
    setProblems(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      return;
    }
    try {
      const result = await save.mutateAsync(changes);
      toast({ title: "Custom fields saved", variant: "success" });
      onSaved(result.custom_fields);
    } catch (error) {
      setFormError((error as Error).message);
    }
  };

  if (fields.length === 0) {
    return (
      <div className="space-y-3 text-sm text-slate-600 dark:text-slate-400">
        <p>No enabled custom fields apply to this kind of record. Admins define them in Settings → Custom fields.</p>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Close
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <CustomFieldInput
            key={field.id}
            field={field}
            draft={drafts[field.id] ?? ""}
            error={problems[field.id]}
            onChange={(draft) => setDrafts((current) => ({ ...current, [field.id]: draft }))}
          />
        ))}
      </div>
      <FormError message={formError} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={save.isPending}>
          Save custom fields
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The record type's enabled fields, each with an input for its type. */
export function CustomFieldsEditor(props: CustomFieldsEditorProps) {
  const fields = useCustomFields({ target: props.targetType });
  if (fields.isPending) {
    return <LoadingState label="Loading custom fields…" variant="skeleton" rows={3} />;
  }
  if (fields.isError) {
    return <ErrorState message={fields.error.message} onRetry={() => void fields.refetch()} />;
  }
  return <EditorForm {...props} fields={fields.data} />;
}
