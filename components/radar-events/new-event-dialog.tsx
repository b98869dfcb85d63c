"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { z } from "zod";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { fromDateInput } from "@/lib/web/due-date";
import { radarEventPath, useCreateRadarEvent } from "@/lib/web/hooks/radar-events";
import { useApiForm } from "@/lib/web/use-api-form";
import { IMPACT_TYPE_OPTIONS, isImpactType } from "./impact-types";
import { type PickedVendor, VendorSearchPicker } from "./vendor-search-picker";

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);

const NewEventSchema = z.object({
  name: text(500).min(1, "Enter a name."),
  summary: text(20_000).min(1, "Enter a summary of what happened."),
  primary_impact_type: z.string().refine(isImpactType, "Choose the primary impact."),
  occurred_on: z.string().refine((value) => fromDateInput(value) !== undefined, "Enter a valid date."),
  source_url: text(2_000).refine((value) => value === "" || URL.canParse(value), "Enter a full address (https://…)."),
  source_name: text(500),
});
type NewEventValues = z.input<typeof NewEventSchema>;

const DEFAULTS: NewEventValues = {
  name: "",
  summary: "",
  primary_impact_type: "",
  occurred_on: "",
  source_url: "",
  source_name: "",
};

/** "New event": records something that happened to vendors; the radar raises an alert per vendor. */
export function NewEventDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const { toast } = useToast();
  const create = useCreateRadarEvent();
  const form = useApiForm(NewEventSchema, { defaultValues: DEFAULTS });
  const { errors, isSubmitting } = form.formState;
  const [vendors, setVendors] = useState<PickedVendor[]>([]);
  const { reset } = form;
  useEffect(() => {
    if (open) {
      reset(DEFAULTS);
      setVendors([]);
    }
  }, [open, reset]);

  const submit = form.handleApiSubmit(async (values) => {
    if (!isImpactType(values.primary_impact_type)) {
      return;
    }
    const occurredAt = fromDateInput(values.occurred_on);
    const event = await create.mutateAsync({
      name: values.name,
      summary: values.summary,
      primary_impact_type: values.primary_impact_type,
      vendor_ids: vendors.map((vendor) => vendor.id),
      source_url: values.source_url || undefined,
      source_name: values.source_name || undefined,
      occurred_at: occurredAt ?? undefined,
    });
    toast({ title: "Event recorded", description: event.name ?? undefined, variant: "success" });
    onOpenChange(false);
    router.push(radarEventPath(event.id));
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New event"
      description="Something that happened to vendors. Each impacted vendor gets an alert in the triage inbox."
      size="lg"
      focusOnOpen={() => form.setFocus("name")}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel="Create event"
      error={errors.root?.server?.message}
    >
      <FormField label="Name" error={errors.name?.message} required>
        <Input autoComplete="off" {...form.register("name")} />
      </FormField>
      <FormField label="Summary" error={errors.summary?.message} required>
        <Textarea rows={4} {...form.register("summary")} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Primary impact" error={errors.primary_impact_type?.message} required>
          <Select placeholder="Choose…" options={IMPACT_TYPE_OPTIONS} {...form.register("primary_impact_type")} />
        </FormField>
        <FormField label="Occurred on" description="Today when left empty." error={errors.occurred_on?.message}>
          <Input type="date" {...form.register("occurred_on")} />
        </FormField>
      </div>
      <VendorSearchPicker label="Impacted vendors" value={vendors} onChange={setVendors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Source link" error={errors.source_url?.message}>
          <Input type="url" inputMode="url" placeholder="https://" {...form.register("source_url")} />
        </FormField>
        <FormField label="Source name" error={errors.source_name?.message}>
          <Input autoComplete="off" {...form.register("source_name")} />
        </FormField>
      </div>
    </FormDialog>
  );
}
