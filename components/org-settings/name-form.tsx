"use client";

import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { isApiRequestError } from "@/lib/web/api-client";
import { fieldErrorsFrom422 } from "@/lib/web/error-message";
import { type Organization, useUpdateOrganization } from "@/lib/web/hooks/org";

function validateName(name: string): string | null {
  if (name.trim().length === 0) {
    return "Enter a name for the organization.";
  }
  return name.length > 200 ? "Use at most 200 characters." : null;
}

export const NAME_CARD = { title: "Name", description: "Shown to everyone in your organization and in the sidebar." };

/**
 * Renames the organization; the app shell shows the new name after saving. A single field needs no
 * form library: this page stays within the first-load JS budget without react-hook-form.
 */
export function NameForm({ organization }: { organization: Organization }) {
  const { toast } = useToast();
  const update = useUpdateOrganization();
  const input = useRef<HTMLInputElement>(null);
  const [saved, setSaved] = useState(organization.name);
  const [name, setName] = useState(organization.name);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const isDirty = name !== saved;

  const showError = (message: string) => {
    setFieldError(message);
    input.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const invalid = validateName(name);
    if (invalid) {
      showError(invalid);
      return;
    }
    try {
      const result = await update.mutateAsync({ name: name.trim() });
      setSaved(result.name);
      setName(result.name);
      setFieldError(null);
      toast({ title: "Organization renamed", description: `It is now called ${result.name}.`, variant: "success" });
    } catch (error) {
      const inline = isApiRequestError(error) && error.status === 422 ? fieldErrorsFrom422(error.body).name : undefined;
      if (inline) {
        showError(inline);
      } else {
        setFormError(error instanceof Error && error.message ? error.message : "Something went wrong. Try again.");
      }
    }
  };

  const cancel = () => {
    setName(saved);
    setFieldError(null);
    setFormError(null);
  };

  return (
    <Card {...NAME_CARD}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label="Organization name" error={fieldError ?? undefined} required>
          <Input
            ref={input}
            name="name"
            autoComplete="organization"
            className="max-w-md"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setFieldError(null);
            }}
          />
        </FormField>
        <FormError message={formError ?? undefined} />
        <div className="flex items-center gap-2">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            Save name
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
