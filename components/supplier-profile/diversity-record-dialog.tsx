"use client";

import { z } from "zod";
import { FormDialog, useFreshFormOnOpen } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { fromDateInput } from "@/lib/web/due-date";
import { type DiversityRecordInput, useCreateDiversityRecord } from "@/lib/web/hooks/supplier-profile";
import { useApiForm } from "@/lib/web/use-api-form";
import { DIVERSITY_CLASSIFICATION_LABELS, labelOf, optionsOf } from "./labels";

const date = z.string().refine((value) => fromDateInput(value) !== undefined, "Enter a valid date.");

const DiversityFormSchema = z
  .object({
    classification: z.string().min(1, "Choose the classification."),
    certifying_body: z.string().max(200, "Use at most 200 characters."),
    certificate_number: z.string().max(100, "Use at most 100 characters."),
    certified_at: date,
    expires_at: date,
  })
  .refine(
    (form) => {
      const certified = fromDateInput(form.certified_at);
      const expires = fromDateInput(form.expires_at);
      return certified == null || expires == null || expires >= certified;
    },
    { path: ["expires_at"], message: "The expiry can't be before the certification date." },
  );
type DiversityFormValues = z.input<typeof DiversityFormSchema>;

const DEFAULTS: DiversityFormValues = {
  classification: "",
  certifying_body: "",
  certificate_number: "",
  certified_at: "",
  expires_at: "",
};

export interface DiversityRecordDialogProps {
  vendorId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds a diversity record: its classification and, when certified, the certificate. */
export function DiversityRecordDialog({ vendorId, open, onOpenChange }: DiversityRecordDialogProps) {
  const { toast } = useToast();
  const create = useCreateDiversityRecord(vendorId);
  const form = useApiForm(DiversityFormSchema, { defaultValues: DEFAULTS });
  const { errors, isSubmitting } = form.formState;
  useFreshFormOnOpen(open, form.reset, DEFAULTS);

  const submit = form.handleApiSubmit(async (values) => {
    const input: DiversityRecordInput = {
      classification: values.classification as DiversityRecordInput["classification"],
      certifying_body: values.certifying_body.trim() || null,
      certificate_number: values.certificate_number.trim() || null,
      certified_at: fromDateInput(values.certified_at) ?? null,
      expires_at: fromDateInput(values.expires_at) ?? null,
    };
    const created = await create.mutateAsync(input);
    toast({
      title: "Diversity record added",
      description: labelOf(DIVERSITY_CLASSIFICATION_LABELS, created.classification),
      variant: "success",
    });
    onOpenChange(false);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add diversity record"
      focusOnOpen={() => form.setFocus("classification")}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel="Add record"
      error={errors.root?.server?.message}
    >
      <FormField label="Classification" required error={errors.classification?.message}>
        <Select
          placeholder="Choose a classification"
          options={optionsOf(DIVERSITY_CLASSIFICATION_LABELS)}
          {...form.register("classification")}
        />
      </FormField>
      <FormField label="Certifying body" description="E.g. “WBENC” or “NMSDC”." error={errors.certifying_body?.message}>
        <Input autoComplete="off" maxLength={200} {...form.register("certifying_body")} />
      </FormField>
      <FormField label="Certificate number" error={errors.certificate_number?.message}>
        <Input autoComplete="off" maxLength={100} {...form.register("certificate_number")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Certified on" error={errors.certified_at?.message}>
          <Input type="date" {...form.register("certified_at")} />
        </FormField>
        <FormField label="Expires on" error={errors.expires_at?.message}>
          <Input type="date" {...form.register("expires_at")} />
        </FormField>
      </div>
    </FormDialog>
  );
}
