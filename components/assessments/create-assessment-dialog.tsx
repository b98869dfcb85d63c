"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef } from "react";
import { FormDialog, useFreshFormOnOpen } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { AssigneeField } from "@/components/users/assignee-field";
import { useCreateAssessment } from "@/lib/web/hooks/assessment-mutations";
import { useControlSets } from "@/lib/web/hooks/controls";
import { useVendorOptions } from "@/lib/web/hooks/vendor-options";
import { useVendor } from "@/lib/web/hooks/vendors";
import { useWorkflowDefinitions } from "@/lib/web/hooks/workflows";
import { useApiForm } from "@/lib/web/use-api-form";
import { AssessmentNameFields } from "./assessment-name-fields";
import { AssessmentScopeFields } from "./assessment-scope-fields";
import {
  CREATE_ASSESSMENT_DEFAULTS,
  CREATE_ASSESSMENT_SERVER_ERRORS,
  CreateAssessmentSchema,
} from "./create-assessment-form";

export interface CreateAssessmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fixed vendor (the vendor page's tab); otherwise the dialog asks for one. */
  vendorId?: string;
}

/** "New assessment": vendor, control sets (or a plan), services, documents, name, assignee and workflow. */
export function CreateAssessmentDialog({ open, onOpenChange, vendorId }: CreateAssessmentDialogProps) {
  const router = useRouter();
  const { toast } = useToast();
  const create = useCreateAssessment();
  const defaults = useMemo(() => ({ ...CREATE_ASSESSMENT_DEFAULTS, vendor_id: vendorId ?? "" }), [vendorId]);
  const form = useApiForm(CreateAssessmentSchema, {
    defaultValues: defaults,
    serverErrors: CREATE_ASSESSMENT_SERVER_ERRORS,
  });
  const { errors, isSubmitting } = form.formState;
  const idempotencyKey = useFreshFormOnOpen(open, form.reset, defaults);

  const chosenVendor = form.watch("vendor_id");
  const controlSetIds = form.watch("control_set_ids");
  const serviceIds = form.watch("service_ids");
  const vendors = useVendorOptions({ enabled: !vendorId });
  const vendor = useVendor(chosenVendor, { enabled: Boolean(chosenVendor) });
  const controlSets = useControlSets();
  const workflows = useWorkflowDefinitions();

  // Services and documents belong to the vendor: choosing another clears them.
  const shownVendor = useRef(chosenVendor);
  useEffect(() => {
    if (shownVendor.current !== chosenVendor) {
      shownVendor.current = chosenVendor;
      form.setValue("service_ids", []);
      form.setValue("supporting_document_ids", []);
    }
  }, [chosenVendor, form]);

  const services = vendor.data?.services ?? [];
  const setNames = (controlSets.data ?? []).filter((set) => controlSetIds.includes(set.id)).map((set) => set.name);
  const serviceNames = services.filter((service) => serviceIds.includes(service.id)).map((service) => service.name);

  const submit = form.handleApiSubmit(async (values) => {
    const created = await create.mutateAsync({
      idempotencyKey,
      input: {
        vendor_id: values.vendor_id,
        control_set_ids: values.control_set_ids,
        service_ids: values.service_ids,
        supporting_document_ids: values.supporting_document_ids,
        name: values.name.trim() || undefined,
        assessment_name_format: values.name.trim() ? undefined : values.assessment_name_format.trim() || undefined,
        assignee_id: values.assignee_ids[0],
        trigger_workflow: values.trigger_workflow || undefined,
      },
    });
    toast({ title: "Assessment created", description: created.name, variant: "success" });
    onOpenChange(false);
    router.push(`/assessments/${encodeURIComponent(created.id)}`);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="New assessment"
      description="Evaluates the vendor's documents against control sets; the engine starts as soon as it is created."
      size="lg"
      focusOnOpen={() => form.setFocus(vendorId ? "name" : "vendor_id")}
      onSubmit={submit}
      submitting={isSubmitting}
      submitLabel="Create assessment"
      error={errors.root?.server?.message}
    >
      {vendorId ? null : (
        <FormField label="Vendor" error={errors.vendor_id?.message} required>
          <Select
            placeholder={vendors.isPending ? "Loading vendors…" : "Choose a vendor"}
            options={vendors.data ?? []}
            {...form.register("vendor_id")}
          />
        </FormField>
      )}
      <AssessmentScopeFields
        form={form}
        chosenVendor={chosenVendor}
        services={services}
        servicesLoading={vendor.isPending}
      />
      <AssessmentNameFields
        form={form}
        vendorName={vendor.data?.name ?? "{vendor_name}"}
        controlSetNames={setNames}
        serviceNames={serviceNames}
      />
      <AssigneeField control={form.control} name="assignee_ids" />
      <FormField
        label="Trigger workflow"
        description="Optional: a workflow to run for this assessment."
        error={errors.trigger_workflow?.message}
      >
        <Select
          placeholder={workflows.isPending ? "Loading workflows…" : "None"}
          options={(workflows.data ?? []).map((workflow) => ({
            value: workflow.name,
            label: workflow.enabled ? workflow.name : `${workflow.name} (disabled)`,
            disabled: !workflow.enabled,
          }))}
          {...form.register("trigger_workflow")}
        />
      </FormField>
    </FormDialog>
  );
}
