"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useRef } from "react";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { TypeChip } from "@/components/documents/type-chip";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FormDialog, useFreshFormOnOpen } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { useToast } from "@/components/ui/toast";
import { AssigneeField } from "@/components/users/assignee-field";
import { useCreateAssessment } from "@/lib/web/hooks/assessment-mutations";
import { useAssessmentPlans, useControlSets } from "@/lib/web/hooks/controls";
import { useDocumentTypes, useVendorDocuments } from "@/lib/web/hooks/documents";
import { useVendorOptions } from "@/lib/web/hooks/vendor-options";
import { useVendor } from "@/lib/web/hooks/vendors";
import { useWorkflowDefinitions } from "@/lib/web/hooks/workflows";
import { fieldOfDetailError } from "@/lib/web/server-errors";
import { useApiForm } from "@/lib/web/use-api-form";
import { DEFAULT_NAME_TEMPLATE, NAME_PLACEHOLDERS, renderNameTemplate } from "./name-template";

const CreateAssessmentSchema = z.object({
  vendor_id: z.string().min(1, "Choose a vendor."),
  control_set_ids: z.array(z.string()).min(1, "Choose at least one control set, or a plan."),
  service_ids: z.array(z.string()),
  supporting_document_ids: z.array(z.string()),
  name: z.string().max(500, "Use at most 500 characters."),
  assessment_name_format: z.string().max(500, "Use at most 500 characters."),
  assignee_ids: z.array(z.string()),
  trigger_workflow: z.string(),
});
type CreateAssessmentValues = z.input<typeof CreateAssessmentSchema>;

const DEFAULTS: CreateAssessmentValues = {
  vendor_id: "",
  control_set_ids: [],
  service_ids: [],
  supporting_document_ids: [],
  name: "",
  assessment_name_format: DEFAULT_NAME_TEMPLATE,
  assignee_ids: [],
  trigger_workflow: "",
};
/** The request's fields, as the API names them in its 400 messages. */
const API_FIELDS = [
  "vendor_id",
  "control_set_ids",
  "service_ids",
  "supporting_document_ids",
  "name",
  "assessment_name_format",
  "assignee_id",
  "trigger_workflow",
] as const;
const WORKFLOW_CODES = new Set(["workflow_not_found", "workflow_disabled"]);
const PLACEHOLDER_LIST = NAME_PLACEHOLDERS.map((name) => `{${name}}`).join(" ");

export interface CreateAssessmentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Fixed vendor (the vendor page's tab); otherwise the dialog asks for one. */
  vendorId?: string;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

/** "New assessment": vendor, control sets (or a plan), services, documents, name, assignee and workflow. */
export function CreateAssessmentDialog({ open, onOpenChange, vendorId }: CreateAssessmentDialogProps) {
  const router = useRouter();
  const { toast } = useToast();
  const create = useCreateAssessment();
  const defaults = useMemo(() => ({ ...DEFAULTS, vendor_id: vendorId ?? "" }), [vendorId]);
  const form = useApiForm(CreateAssessmentSchema, { defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const idempotencyKey = useFreshFormOnOpen(open, form.reset, defaults);

  const chosenVendor = form.watch("vendor_id");
  const controlSetIds = form.watch("control_set_ids");
  const serviceIds = form.watch("service_ids");
  const vendors = useVendorOptions({ enabled: !vendorId });
  const vendor = useVendor(chosenVendor, { enabled: Boolean(chosenVendor) });
  const documents = useVendorDocuments(chosenVendor, { enabled: Boolean(chosenVendor) });
  const types = useDocumentTypes();
  const controlSets = useControlSets();
  const plans = useAssessmentPlans();
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
  const typedName = form.watch("name").trim();
  const preview = typedName
    ? { name: typedName }
    : renderNameTemplate(form.watch("assessment_name_format"), {
        vendorName: vendor.data?.name ?? "{vendor_name}",
        controlSets: setNames,
        services: serviceNames,
        now: new Date(),
      });
  const matchingPlan = (plans.data ?? []).find((plan) => sameSet(plan.control_set_ids, controlSetIds));

  const submit = form.handleSubmit(async (values) => {
    try {
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
    } catch (error) {
      form.applyServerErrors(error, {
        fieldOf: (rejection) => {
          if (WORKFLOW_CODES.has(rejection.code ?? "")) {
            return "trigger_workflow";
          }
          const field = fieldOfDetailError(rejection, API_FIELDS);
          return field === "assignee_id" ? "assignee_ids" : field;
        },
      });
    }
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
      <FormField label="Assessment plan" description="A plan fills in its control sets.">
        <Select
          placeholder={plans.isPending ? "Loading plans…" : "No plan"}
          options={(plans.data ?? []).map((plan) => ({ value: plan.id, label: plan.name }))}
          value={matchingPlan?.id ?? ""}
          onChange={(event) => {
            const plan = plans.data?.find((item) => item.id === event.target.value);
            form.setValue("control_set_ids", plan ? [...plan.control_set_ids] : [], {
              shouldValidate: form.formState.isSubmitted,
            });
          }}
        />
      </FormField>
      <Controller
        control={form.control}
        name="control_set_ids"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Control sets"
            options={(controlSets.data ?? []).map((set) => ({
              value: set.id,
              label: set.name,
              description: `${set.control_count} controls`,
            }))}
            value={field.value}
            onChange={field.onChange}
            loading={controlSets.isPending}
            error={fieldState.error?.message}
            emptyText="This organization has no control sets."
          />
        )}
      />
      <Controller
        control={form.control}
        name="supporting_document_ids"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Supporting documents"
            description="The controls are evaluated against these documents' text. Upload more in the vendor's Documents tab."
            options={(documents.data?.data ?? []).map((document) => ({
              value: document.id,
              label: document.name,
              description: <TypeChip document={document} types={types.data ?? []} />,
            }))}
            value={field.value}
            onChange={field.onChange}
            loading={Boolean(chosenVendor) && documents.isPending}
            error={fieldState.error?.message}
            emptyText={chosenVendor ? "This vendor has no documents yet." : "Choose a vendor first."}
          />
        )}
      />
      <Controller
        control={form.control}
        name="service_ids"
        render={({ field, fieldState }) => (
          <CheckboxGroup
            legend="Services"
            description="Optional: the vendor's services this assessment covers."
            options={services.map((service) => ({ value: service.id, label: service.name }))}
            value={field.value}
            onChange={field.onChange}
            loading={Boolean(chosenVendor) && vendor.isPending}
            error={fieldState.error?.message}
            emptyText={chosenVendor ? "This vendor has no services." : "Choose a vendor first."}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Name" description="Optional: replaces the template." error={errors.name?.message}>
          <Input autoComplete="off" maxLength={500} {...form.register("name")} />
        </FormField>
        <FormField
          label="Name template"
          description={`Placeholders: ${PLACEHOLDER_LIST}`}
          error={errors.assessment_name_format?.message}
        >
          <Input autoComplete="off" maxLength={500} {...form.register("assessment_name_format")} />
        </FormField>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {"name" in preview ? (
          <>
            Will be named <span className="font-medium text-slate-900 dark:text-slate-100">{preview.name}</span>
          </>
        ) : (
          <span className="text-red-700 dark:text-red-400">{preview.error}</span>
        )}
      </p>
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
