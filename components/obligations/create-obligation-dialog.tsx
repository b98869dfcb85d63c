"use client";

import { useMemo } from "react";
import { z } from "zod";
import { FormDialog, useFreshFormOnOpen } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { AssigneeField } from "@/components/users/assignee-field";
import { fromDateInput } from "@/lib/web/due-date";
import { useCreateObligation } from "@/lib/web/hooks/obligation-mutations";
import { OBLIGATION_STATUS_OPTIONS } from "@/lib/web/hooks/obligations";
import { useVendorOptions } from "@/lib/web/hooks/vendor-options";
import { fieldNamedInError } from "@/lib/web/server-errors";
import { useApiForm } from "@/lib/web/use-api-form";

const CreateObligationSchema = z.object({
  statement: z.string().trim().min(1, "Enter the obligation.").max(20_000, "Use at most 20,000 characters."),
  status: z.enum(["not_satisfied", "satisfied"]),
  vendor_id: z.string(),
  vendor_document_id: z.string().trim().max(100, "Use at most 100 characters."),
  assignee_ids: z.array(z.string()),
  due_date: z.string().refine((value) => fromDateInput(value) !== undefined, "Enter a valid date."),
});
type CreateObligationValues = z.input<typeof CreateObligationSchema>;

const DEFAULTS: CreateObligationValues = {
  statement: "",
  status: "not_satisfied",
  vendor_id: "",
  vendor_document_id: "",
  assignee_ids: [],
  due_date: "",
};
const FIELDS = ["statement", "status", "vendor_id", "vendor_document_id", "assignee_id", "due_date"] as const;

export interface CreateObligationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fixed vendor (the vendor page's tab); otherwise the vendor is optional. */
  vendorId?: string;
}

/** "New obligation": statement, vendor document, assignee, status and due date; the lists refetch. */
export function CreateObligationDialog({ open, onOpenChange, vendorId }: CreateObligationDialogProps) {
  const { toast } = useToast();
  const create = useCreateObligation();
  const vendors = useVendorOptions({ enabled: !vendorId });
  const defaults = useMemo(() => ({ ...DEFAULTS, vendor_id: vendorId ?? "" }), [vendorId]);
  const form = useApiForm(CreateObligationSchema, {
    defaultValues: defaults,
    serverErrors: {
      byCode: { vendor_not_found: "vendor_id" },
      fieldOf: (rejection) => {
        const field = fieldNamedInError(rejection, ["invalid_obligation", "invalid_status"], FIELDS);
        return field === "assignee_id" ? { field: "assignee_ids", focus: false } : field;
      },
    },
  });
  const { errors, isSubmitting } = form.formState;
  const idempotencyKey = useFreshFormOnOpen(open, form.reset, defaults);

  const submit = form.handleApiSubmit(async (values) => {
    await create.mutateAsync({
      idempotencyKey,
      input: {
        statement: values.statement,
        status: values.status,
        vendor_id: values.vendor_id || undefined,
        vendor_document_id: values.vendor_document_id || undefined,
        assignee_id: values.assignee_ids[0],
        due_date: fromDateInput(values.due_date) ?? undefined,
      },
    });
    toast({ title: "Obligation created", variant: "success" });
    onOpenChange(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New obligation"
      description="A control your organization must operate for the vendor's assurances to hold (a CUEC)."
      size="lg"
      focusOnOpen={() => form.setFocus("statement")}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel="Create obligation"
      error={errors.root?.server?.message}
    >
      <FormField label="Statement" error={errors.statement?.message} required>
        <Textarea {...form.register("statement")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        {vendorId ? null : (
          <FormField label="Vendor" error={errors.vendor_id?.message}>
            <Select
              placeholder={vendors.isPending ? "Loading vendors…" : "No vendor"}
              options={vendors.data ?? []}
              {...form.register("vendor_id")}
            />
          </FormField>
        )}
        <FormField
          label="Vendor document ID"
          description="Optional: the document (cbdoc_…) the obligation comes from."
          error={errors.vendor_document_id?.message}
        >
          <Input autoComplete="off" {...form.register("vendor_document_id")} />
        </FormField>
      </div>
      <AssigneeField control={form.control} name="assignee_ids" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Status" error={errors.status?.message}>
          <Select options={OBLIGATION_STATUS_OPTIONS} {...form.register("status")} />
        </FormField>
        <FormField label="Due date" error={errors.due_date?.message}>
          <Input type="date" {...form.register("due_date")} />
        </FormField>
      </div>
    </FormDialog>
  );
}
