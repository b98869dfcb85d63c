"use client";

import { Controller } from "react-hook-form";
import { TypeChip } from "@/components/documents/type-chip";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { useAssessmentPlans, useControlSets } from "@/lib/web/hooks/controls";
import { useDocumentTypes, useVendorDocuments } from "@/lib/web/hooks/documents";
import type { CreateAssessmentForm } from "./create-assessment-form";

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

export interface AssessmentScopeFieldsProps {
  form: CreateAssessmentForm;
  /** The chosen vendor's id, "" until one is chosen. */
  chosenVendor: string;
  services: readonly { id: string; name: string }[];
  servicesLoading: boolean;
}

/** What a new assessment covers: a plan or control sets, the vendor's supporting documents and services. */
export function AssessmentScopeFields({ form, chosenVendor, services, servicesLoading }: AssessmentScopeFieldsProps) {
  const controlSetIds = form.watch("control_set_ids");
  const documents = useVendorDocuments(chosenVendor, { enabled: Boolean(chosenVendor) });
  const types = useDocumentTypes();
  const controlSets = useControlSets();
  const plans = useAssessmentPlans();
  const matchingPlan = (plans.data ?? []).find((plan) => sameSet(plan.control_set_ids, controlSetIds));

  return (
    <>
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
            loading={Boolean(chosenVendor) && servicesLoading}
            error={fieldState.error?.message}
            emptyText={chosenVendor ? "This vendor has no services." : "Choose a vendor first."}
          />
        )}
      />
    </>
  );
}
