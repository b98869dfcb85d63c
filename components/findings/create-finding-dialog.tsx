"use client";

import { useMemo } from "react";
import { z } from "zod";
import { FormDialog, useFreshFormOnOpen } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { fromDateInput } from "@/lib/web/due-date";
import { useCreateFinding } from "@/lib/web/hooks/finding-mutations";
import { useStatuses } from "@/lib/web/hooks/taxonomy";
import { useVendorOptions } from "@/lib/web/hooks/vendor-options";
import { fieldNamedInError } from "@/lib/web/server-errors";
import { useApiForm } from "@/lib/web/use-api-form";

const CreateFindingSchema = z.object({
  title: z.string().trim().min(1, "Enter a title.").max(500, "Use at most 500 characters."),
  body: z.string().max(20_000, "Use at most 20,000 characters."),
  vendor_id: z.string().min(1, "Choose a vendor."),
  finding_status_id: z.string(),
  due_date: z.string().refine((value) => fromDateInput(value) !== undefined, "Enter a valid date."),
});
type CreateFindingValues = z.input<typeof CreateFindingSchema>;

const DEFAULTS: CreateFindingValues = { title: "", body: "", vendor_id: "", finding_status_id: "", due_date: "" };
const FIELDS = ["title", "body", "vendor_id", "finding_status_id", "due_date"] as const;

export interface CreateFindingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fixed vendor (the vendor page's tab); otherwise the dialog asks for one. */
  vendorId?: string;
}

/** "New finding": title, details, vendor, status and due date; the lists refetch. */
export function CreateFindingDialog({ open, onOpenChange, vendorId }: CreateFindingDialogProps) {
  const { toast } = useToast();
  const create = useCreateFinding();
  const statuses = useStatuses("finding");
  const vendors = useVendorOptions({ enabled: !vendorId });
  const defaults = useMemo(() => ({ ...DEFAULTS, vendor_id: vendorId ?? "" }), [vendorId]);
  const form = useApiForm(CreateFindingSchema, {
    defaultValues: defaults,
    serverErrors: {
      byCode: { vendor_not_found: "vendor_id" },
      fieldOf: (rejection) => fieldNamedInError(rejection, ["invalid_finding"], FIELDS),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const idempotencyKey = useFreshFormOnOpen(open, form.reset, defaults);

  const submit = form.handleApiSubmit(async (values) => {
    const finding = await create.mutateAsync({
      idempotencyKey,
      input: {
        title: values.title,
        body: values.body.trim() ? values.body : undefined,
        vendor_id: values.vendor_id,
        finding_status_id: values.finding_status_id || undefined,
        due_date: fromDateInput(values.due_date) ?? undefined,
      },
    });
    toast({ title: "Finding created", description: finding.title, variant: "success" });
    onOpenChange(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New finding"
      description="A gap found in the vendor's controls, to track until it is resolved."
      size="lg"
      focusOnOpen={() => form.setFocus("title")}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel="Create finding"
      error={errors.root?.server?.message}
    >
      <FormField label="Title" error={errors.title?.message} required>
        <Input autoComplete="off" maxLength={500} {...form.register("title")} />
      </FormField>
      <FormField label="Details" error={errors.body?.message}>
        <Textarea {...form.register("body")} />
      </FormField>
      {vendorId ? null : (
        <FormField label="Vendor" error={errors.vendor_id?.message} required>
          <Select
            placeholder={vendors.isPending ? "Loading vendors…" : "Choose a vendor"}
            options={vendors.data ?? []}
            {...form.register("vendor_id")}
          />
        </FormField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Status" error={errors.finding_status_id?.message}>
          <Select
            placeholder="No status"
            options={(statuses.data ?? []).map((status) => ({ value: status.id, label: status.name }))}
            {...form.register("finding_status_id")}
          />
        </FormField>
        <FormField label="Due date" error={errors.due_date?.message}>
          <Input type="date" {...form.register("due_date")} />
        </FormField>
      </div>
    </FormDialog>
  );
}
