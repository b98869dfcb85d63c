"use client";

import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormError, FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { useToast } from "@/components/ui/toast";
import { type Organization, useUpdateOrganization } from "@/lib/web/hooks/org";
import { applyServerErrors } from "@/lib/web/server-errors";

/** Renames the organization; the app shell shows the new name after saving. */
export function NameForm({ organization }: { organization: Organization }) {
  const { toast } = useToast();
  const update = useUpdateOrganization();
  const form = useForm({ defaultValues: { name: organization.name } });
  const { errors, isDirty, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ name }) => {
    try {
      const saved = await update.mutateAsync({ name: name.trim() });
      form.reset({ name: saved.name });
      toast({ title: "Organization renamed", description: `It is now called ${saved.name}.`, variant: "success" });
    } catch (error) {
      applyServerErrors(form, error);
    }
  });

  return (
    <Card title="Name" description="Shown to everyone in your organization and in the sidebar.">
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label="Organization name" error={errors.name?.message} required>
          <Input
            autoComplete="organization"
            className="max-w-md"
            {...form.register("name", {
              validate: (value) => value.trim().length > 0 || "Enter a name for the organization.",
              maxLength: { value: 200, message: "Use at most 200 characters." },
            })}
          />
        </FormField>
        <FormError message={errors.root?.server?.message} />
        <div className="flex items-center gap-2">
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            Save name
          </Button>
          <Button variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
            Cancel
          </Button>
          {isDirty ? <span className="text-sm text-slate-600 dark:text-slate-400">Unsaved changes</span> : null}
        </div>
      </form>
    </Card>
  );
}
