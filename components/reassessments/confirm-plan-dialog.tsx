"use client";

import { type FormEvent, useEffect, useRef, useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import type { Reassessment } from "@/lib/modules/reassessments/schemas";
import type { AssessmentPlan } from "@/lib/web/hooks/controls";
import { includedWithoutDocuments, vendorNamesSentence } from "./vendor-flags";

export interface ConfirmPlanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reassessment: Reassessment;
  plans: AssessmentPlan[] | undefined;
  plansError: string | null;
  /** Saves the plan when it changed, then confirms; rejects with the server's message. */
  onConfirm: (planId: string) => Promise<void>;
}

/**
 * Confirming locks the vendor set, and the run that follows needs an assessment plan: the plan is
 * asked for here (the current one chosen), and vendors without documents are named once more.
 */
export function ConfirmPlanDialog({
  open,
  onOpenChange,
  reassessment,
  plans,
  plansError,
  onConfirm,
}: ConfirmPlanDialogProps) {
  const [planId, setPlanId] = useState(reassessment.assessment_plan_id ?? "");
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const included = reassessment.vendors.filter((entry) => entry.included).length;
  const missing = includedWithoutDocuments(reassessment);

  useEffect(() => {
    if (open) {
      setPlanId(reassessment.assessment_plan_id ?? "");
      setError(null);
      setFieldError(null);
    }
  }, [open, reassessment.assessment_plan_id]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!planId) {
      setFieldError("Choose the assessment plan the run will use.");
      selectRef.current?.focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    try {
      await onConfirm(planId);
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSubmitting(false);
    }
  };

  const options = (plans ?? []).map((plan) => ({ value: plan.id, label: plan.name }));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Confirm the vendor set?"
      description={`${included} ${included === 1 ? "vendor" : "vendors"} will be locked in. Each gets one assessment with the plan below when the reassessment is run.`}
      onSubmit={(event) => void submit(event)}
      submitting={submitting}
      submitLabel="Confirm vendor set"
      error={error}
      focusOnOpen={() => selectRef.current?.focus()}
    >
      <FormField
        label="Assessment plan"
        required
        error={fieldError ?? undefined}
        description={plansError ? `Couldn't load the plans: ${plansError}` : "The control sets each assessment checks."}
      >
        <Select
          ref={selectRef}
          value={planId}
          placeholder={plans ? "Choose a plan" : "Loading plans…"}
          options={options}
          onChange={(event) => {
            setPlanId(event.target.value);
            setFieldError(null);
          }}
          className="w-full"
        />
      </FormField>
      {missing.length > 0 ? (
        <p
          role="note"
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-200"
        >
          No documents yet for {vendorNamesSentence(missing)}: their assessments would have nothing to read. You can
          request documents from the vendor table before the run.
        </p>
      ) : null}
    </FormDialog>
  );
}
