"use client";

import { z } from "zod";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDialog, useFreshFormOnOpen } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { apiScopes } from "@/lib/contract/api-scopes";
import type { CreatedApiKey } from "@/lib/web/hooks/api-keys";
import { useCreateApiKey } from "@/lib/web/hooks/api-keys";
import { useApiForm } from "@/lib/web/use-api-form";
import { type CreateKeyFormValues, createKeyBody, EXPIRY_OPTIONS, type ScopeOption } from "./model";

const CreateKeySchema = z.object({
  name: z
    .string()
    .max(200, "Use at most 200 characters.")
    .refine((value) => value.trim().length > 0, "Enter a name."),
  expiry: z.enum(["never", "7", "30", "90", "365"]),
  scopes: z.array(z.enum(apiScopes)),
  readOnly: z.boolean(),
}) satisfies z.ZodType<CreateKeyFormValues>;

const DEFAULTS: CreateKeyFormValues = { name: "", expiry: "never", scopes: [], readOnly: false };

export interface CreateApiKeyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Scopes the signed-in user may grant: both for an admin, none for anyone else (the section is hidden). */
  scopeOptions: readonly ScopeOption[];
  /** Receives the new key, secret included; the dialog keeps nothing. */
  onCreated: (key: CreatedApiKey) => void;
}

export function CreateApiKeyDialog({ open, onOpenChange, scopeOptions, onCreated }: CreateApiKeyDialogProps) {
  const create = useCreateApiKey();
  const form = useApiForm(CreateKeySchema, {
    defaultValues: DEFAULTS,
    serverErrors: {
      byCode: { invalid_name: "name", scope_grant_forbidden: { field: "scopes", focus: false } },
    },
  });
  const { errors, isSubmitting } = form.formState;
  const scopes = form.watch("scopes");
  useFreshFormOnOpen(open, form.reset, DEFAULTS);

  const toggleScope = (scope: ScopeOption["value"], checked: boolean) => {
    const next = checked ? [...scopes, scope] : scopes.filter((value) => value !== scope);
    form.setValue("scopes", next, { shouldDirty: true });
  };

  const submit = form.handleApiSubmit(async (values) => {
    const created = await create.mutateAsync(createKeyBody(values, scopeOptions));
    create.reset(); // the secret now lives only in the caller's one-time dialog
    onCreated(created);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create API key"
      description="The key authenticates calls to the /v1 API as a service account of this organization."
      focusOnOpen={() => form.setFocus("name")}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel="Create key"
      error={errors.root?.server?.message}
    >
      <FormField
        label="Name"
        description="For example the system that will use it."
        error={errors.name?.message}
        required
      >
        <Input autoComplete="off" maxLength={200} {...form.register("name")} />
      </FormField>
      <FormField label="Expires" error={errors.expiry?.message}>
        <Select options={[...EXPIRY_OPTIONS]} {...form.register("expiry")} />
      </FormField>
      <Checkbox
        label="Read-only"
        description="The key can read but not change anything: every call other than GET is refused."
        {...form.register("readOnly")}
      />
      {scopeOptions.length > 0 ? (
        <fieldset className="space-y-2" aria-describedby={errors.scopes ? "api-key-scopes-error" : undefined}>
          <legend className="text-sm font-medium text-slate-900 dark:text-slate-100">Scopes</legend>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Leave all unchecked for a standard key that calls ordinary /v1 endpoints only.
          </p>
          {scopeOptions.map((option) => (
            <Checkbox
              key={option.value}
              label={option.label}
              description={option.description}
              checked={scopes.includes(option.value)}
              onChange={(event) => toggleScope(option.value, event.target.checked)}
            />
          ))}
          {errors.scopes?.message ? (
            <p id="api-key-scopes-error" role="alert" className="text-sm text-red-700 dark:text-red-400">
              {errors.scopes.message}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
