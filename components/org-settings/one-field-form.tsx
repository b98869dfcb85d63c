"use client";

import { type ComponentProps, type FormEvent, type ReactNode, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { isApiRequestError } from "@/lib/web/api-client";
import { fieldErrorsFrom422 } from "@/lib/web/error-message";
import { type Organization, type OrganizationUpdate, useUpdateOrganization } from "@/lib/web/hooks/org";

export interface OneFieldSetting {
  card: { title: string; description: ReactNode };
  label: string;
  /** The organization field it edits: where a 422 names its error. */
  field: keyof OrganizationUpdate & keyof Organization;
  /** The field's text as the organization has it. */
  textOf: (organization: Organization) => string;
  /** A message for text that cannot be saved, or the update to send. */
  read: (text: string) => { error: string } | { update: OrganizationUpdate };
  saveLabel: string;
  saved: (organization: Organization) => { title: string; description: string };
  input?: Omit<ComponentProps<typeof Input>, "value" | "onChange" | "name">;
  description?: ReactNode;
}

/**
 * One organization setting in its own card: checked before it is sent, a 422 shown on the field,
 * saved or cancelled on its own. A single field needs no form library: the settings page stays
 * within the first-load JS budget without react-hook-form.
 */
export function OneFieldForm({ organization, setting }: { organization: Organization; setting: OneFieldSetting }) {
  const { toast } = useToast();
  const update = useUpdateOrganization();
  const input = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState(setting.textOf(organization));
  const [text, setText] = useState(saved);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const isDirty = text !== saved;

  const showError = (message: string) => {
    setFieldError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const read = setting.read(text);
    if ("error" in read) {
      showError(read.error);
      return;
    }
    try {
      const result = await update.mutateAsync(read.update);
      const now = setting.textOf(result);
      setSaved(now);
      setText(now);
      setFieldError(null);
      toast({ ...setting.saved(result), variant: "success" });
    } catch (error) {
      const inline =
        isApiRequestError(error) && error.status === 422 ? fieldErrorsFrom422(error.body)[setting.field] : undefined;
      if (inline) {
        showError(inline);
      } else {
        setFormError(error instanceof Error && error.message ? error.message : "Something went wrong. Try again.");
      }
    }
  };

  const cancel = () => {
    setText(saved);
    setFieldError(null);
    setFormError(null);
  };

  return (
    <Card {...setting.card}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label={setting.label} error={fieldError ?? undefined} description={setting.description} required>
          <Input
            ref={input}
            name={setting.field}
            className="max-w-md"
            {...setting.input}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setFieldError(null);
            }}
          />
        </FormField>
        <FormError message={formError ?? undefined} />
        <div className="flex items-center gap-2">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            {setting.saveLabel}
          </Button>
          <Button variant="secondary" disabled={!isDirty || update.isPending} onClick={cancel}>
            Cancel
          </Button>
          {isDirty ? <span className="text-sm text-slate-600 dark:text-slate-400">Unsaved changes</span> : null}
        </div>
      </form>
    </Card>
  );
}

/** The same setting for someone who may not change it (the API answers 403): its value, and why. */
export function OneFieldReadOnly({
  organization,
  setting,
  reasonId,
}: {
  organization: Organization;
  setting: OneFieldSetting;
  reasonId: string;
}) {
  return (
    <Card {...setting.card}>
      <FormField label={setting.label}>
        <Input
          readOnly
          aria-describedby={reasonId}
          name={setting.field}
          {...setting.input}
          className={`${setting.input?.className ?? "max-w-md"} bg-slate-50 dark:bg-slate-800`}
          value={setting.textOf(organization)}
        />
      </FormField>
    </Card>
  );
}
