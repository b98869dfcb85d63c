"use client";

import { useEffect, useMemo } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormError } from "@/components/ui/form-error";
import { useToast } from "@/components/ui/toast";
import { UnsavedChangesGuard } from "@/components/ui/unsaved-changes-guard";
import type { RiskLevel, Status, Tag } from "@/lib/web/hooks/taxonomy";
import { useUpdateVendor } from "@/lib/web/hooks/vendor-mutations";
import type { Vendor } from "@/lib/web/hooks/vendors";
import { applyServerErrors } from "@/lib/web/server-errors";
import { ClassificationSection, ContactsSection, DetailsSection, PeopleSection } from "./vendor-editor-sections";
import { fieldOfBusinessError } from "./vendor-errors";
import { toFormValues, toPatch, VENDOR_FORM_FIELDS, type VendorFormValues } from "./vendor-form-values";

export interface VendorEditorProps {
  vendor: Vendor;
  statuses: Status[];
  tags: Tag[];
  riskLevels: RiskLevel[];
  /** Called after a successful save, or on Cancel. */
  onDone: () => void;
}

/**
 * Every updatable field of the vendor in one form: Save sends only what changed (PATCH), the page
 * shows the change at once and rolls back if the API refuses; leaving with unsaved changes asks first
 * (Cancel inside the page discards them without asking: it is the explicit way out).
 */
export function VendorEditor({ vendor, statuses, tags, riskLevels, onDone }: VendorEditorProps) {
  const { toast } = useToast();
  const update = useUpdateVendor(vendor.id);
  const saved = useMemo(() => toFormValues(vendor, tags), [vendor, tags]);
  // A background refetch (or an optimistic save rolling back) updates untouched fields and keeps the
  // person's edits and the errors shown on them.
  const form = useForm<VendorFormValues>({ values: saved, resetOptions: { keepDirtyValues: true, keepErrors: true } });
  const { errors, isDirty, isSubmitting } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus("name"), [setFocus]);

  const submit = form.handleSubmit(async (values) => {
    const baseline = form.formState.defaultValues as VendorFormValues;
    const patch = toPatch(values, baseline);
    if (Object.keys(patch).length === 0) {
      onDone();
      return;
    }
    try {
      const result = await update.mutateAsync(patch);
      toast({ title: "Vendor saved", description: result.name, variant: "success" });
      onDone();
    } catch (error) {
      applyServerErrors(form, error, { fieldOf: (rejection) => fieldOfBusinessError(rejection, VENDOR_FORM_FIELDS) });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Vendor details" className="space-y-6">
      <UnsavedChangesGuard when={isDirty && !isSubmitting} />
      <DetailsSection form={form} vendor={vendor} />
      <ClassificationSection form={form} vendor={vendor} statuses={statuses} tags={tags} riskLevels={riskLevels} />
      <PeopleSection form={form} />
      <ContactsSection form={form} />
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-1 py-3 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
        <FormError message={errors.root?.server?.message} className="basis-full" />
        <Button type="submit" loading={isSubmitting}>
          Save changes
        </Button>
        <Button variant="secondary" disabled={isSubmitting} onClick={onDone}>
          Cancel
        </Button>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
          {isSubmitting ? "Saving…" : isDirty ? "Unsaved changes" : ""}
        </p>
      </div>
    </form>
  );
}
