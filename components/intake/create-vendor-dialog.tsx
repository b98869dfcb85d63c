"use client";

import { useId, useMemo } from "react";
import { z } from "zod";
import { FormDialog, useFreshFormOnOpen } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { fieldOfBusinessError } from "@/components/vendors/vendor-errors";
import { optionalText, requiredName } from "@/components/vendors/vendor-form-schema";
import { textOrUndefined } from "@/components/vendors/vendor-rules";
import { isApiRequestError } from "@/lib/web/api-client";
import { useCreateVendorFromSession } from "@/lib/web/hooks/intake-mutations";
import { useRiskLevels } from "@/lib/web/hooks/taxonomy";
import type { IntakeSession } from "@/lib/web/intake";
import { useApiForm } from "@/lib/web/use-api-form";

const VendorSchema = z.object({
  name: requiredName,
  website: optionalText,
  description: optionalText,
  inherent_risk_level_id: z.string(),
});
type VendorValues = z.input<typeof VendorSchema>;
const FIELDS = ["name", "website", "description", "inherent_risk_level_id"] as const;

export interface CreateVendorFromRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: IntakeSession;
  onCreated: () => void;
}

/** Why the inherent risk level is suggested: "Suggested: High — because …". */
function Suggestion({ session, id }: { session: IntakeSession; id: string }) {
  const suggestion = session.suggested_inherent_risk;
  if (!suggestion) {
    return (
      <p id={id} className="text-sm text-slate-600 dark:text-slate-400">
        No level is suggested: nothing in the answers points to one yet.
      </p>
    );
  }
  return (
    <div id={id} className="text-sm text-slate-700 dark:text-slate-300">
      <p>
        Suggested: <strong>{suggestion.risk_level_name}</strong>
        {suggestion.reasons.length > 0 ? " — because" : null}
      </p>
      {suggestion.reasons.length > 0 ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {suggestion.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * "Create vendor from this request": the vendor prefilled from what was filed, with the inherent risk
 * level the answers suggest. The session then links to it.
 */
export function CreateVendorFromRequestDialog({
  open,
  onOpenChange,
  session,
  onCreated,
}: CreateVendorFromRequestDialogProps) {
  const { toast } = useToast();
  const riskLevels = useRiskLevels();
  const suggested = session.suggested_inherent_risk?.risk_level_id ?? "";
  const defaults = useMemo<VendorValues>(
    () => ({
      name: session.vendor_name,
      website: session.vendor_website ?? "",
      description: session.vendor_description ?? "",
      inherent_risk_level_id: suggested,
    }),
    [session.vendor_name, session.vendor_website, session.vendor_description, suggested],
  );
  const form = useApiForm(VendorSchema, { defaultValues: defaults });
  useFreshFormOnOpen(open, form.reset, defaults);
  const { errors, isSubmitting } = form.formState;
  const suggestionId = useId();
  const create = useCreateVendorFromSession(session.session_id);

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({
        name: values.name.trim(),
        // Prefilled from the request: a field cleared here is meant empty (undefined would take the request's).
        website: textOrUndefined(values.website) ?? null,
        description: textOrUndefined(values.description) ?? null,
        inherent_risk_level_id: values.inherent_risk_level_id || null,
      });
      toast({ title: "Vendor created", description: values.name.trim(), variant: "success" });
      onOpenChange(false);
      onCreated();
    } catch (error) {
      if (isApiRequestError(error) && error.code === "intake_vendor_exists") {
        // Someone else created it first: the page now shows their vendor.
        toast({ title: "This request already has its vendor", variant: "info" });
        onOpenChange(false);
        onCreated();
        return;
      }
      const field = fieldOfBusinessError(error, FIELDS);
      if (field && error instanceof Error) {
        form.setError(field, { type: "server", message: error.message }, { shouldFocus: true });
        return;
      }
      form.applyServerErrors(error);
    }
  });

  const levelOptions = (riskLevels.data ?? []).map((level) => ({ value: level.id, label: level.name }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Create vendor from this request"
      description="Prefilled from the request; the request then links to the vendor."
      size="lg"
      focusOnOpen={() => form.setFocus("name")}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel="Create vendor"
      error={errors.root?.server?.message}
    >
      <FormField label="Name" error={errors.name?.message} required>
        <Input autoComplete="off" {...form.register("name")} />
      </FormField>
      <FormField label="Website" error={errors.website?.message}>
        <Input type="url" inputMode="url" placeholder="https://" {...form.register("website")} />
      </FormField>
      <FormField label="Description" error={errors.description?.message}>
        <Textarea rows={4} {...form.register("description")} />
      </FormField>
      <FormField
        label="Inherent risk level"
        error={errors.inherent_risk_level_id?.message ?? (riskLevels.isError ? riskLevels.error.message : undefined)}
      >
        {(control) =>
          riskLevels.data ? (
            <Select
              {...control}
              aria-describedby={[control["aria-describedby"], suggestionId].filter(Boolean).join(" ")}
              options={levelOptions}
              placeholder="Not set"
              {...form.register("inherent_risk_level_id")}
            />
          ) : (
            <Select {...control} disabled options={[{ value: "", label: "Loading the risk levels…" }]} />
          )
        }
      </FormField>
      <Suggestion session={session} id={suggestionId} />
    </FormDialog>
  );
}
