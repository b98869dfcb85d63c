"use client";

import { type FormEvent, useEffect, useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { formatDay } from "@/lib/web/days";
import type { Contract } from "@/lib/web/hooks/contracts";
import { useUpdateContract } from "@/lib/web/hooks/contracts-detail";
import { useStatuses } from "@/lib/web/hooks/taxonomy";
import { CONTRACT_LIMITS } from "./contract-form";
import { decisionLine, type RenewalDecision, withDecision } from "./renewals-model";

export interface DecisionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contract: Contract;
  decision: RenewalDecision;
}

/** The lifecycle status a decision sets by default, by the default names (Active, Terminated). */
const STATUS_NAME: Record<RenewalDecision, RegExp> = { renew: /^active$/i, terminate: /^terminated$/i };

/**
 * "Renew" or "Terminate": records the intent on the contract as its lifecycle status and a dated
 * line in its description (the change log keeps both, with who and when). Nothing else changes:
 * the dates are the contract's own, to be edited when the renewal or termination is signed.
 */
export function DecisionDialog({ open, onOpenChange, contract, decision }: DecisionDialogProps) {
  const { toast } = useToast();
  const update = useUpdateContract();
  const statuses = useStatuses("contract");
  const [statusId, setStatusId] = useState("");
  const [note, setNote] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [noteProblem, setNoteProblem] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const renew = decision === "renew";

  // Each opening starts from the decision's default status and an empty note.
  const defaultStatus = statuses.data?.find((status) => STATUS_NAME[decision].test(status.name))?.id ?? "";
  useEffect(() => {
    if (open) {
      setStatusId(defaultStatus);
      setNote("");
      setFailure(null);
      setNoteProblem(null);
    }
  }, [open, defaultStatus]);

  const deadline = contract.notice_deadline;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || deadline === null) {
      return;
    }
    const description = withDecision(contract.description, decisionLine(decision, deadline, note));
    if (description.length > CONTRACT_LIMITS.description) {
      setNoteProblem(
        `The description would pass ${CONTRACT_LIMITS.description.toLocaleString()} characters: shorten the note.`,
      );
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      await update(contract.id, { lifecycle_status_id: statusId || null, description });
      toast({
        title: renew ? "Renewal recorded" : "Termination recorded",
        description: contract.name,
        variant: "success",
      });
      onOpenChange(false);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : "Something went wrong. Try again.");
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={renew ? `Renew “${contract.name}”` : `Terminate “${contract.name}”`}
      description={
        deadline === null
          ? undefined
          : `Records the decision for the notice deadline of ${formatDay(deadline)}: the lifecycle status below and a line in the contract's description. ${renew ? "" : "Send the notice to the vendor yourself before the deadline."}`.trim()
      }
      onSubmit={(event) => void submit(event)}
      submitting={submitting}
      submitLabel={renew ? "Record renewal" : "Record termination"}
      error={failure}
    >
      <FormField label="Lifecycle status">
        <Select
          placeholder={statuses.isPending ? "Loading statuses…" : "No status"}
          options={(statuses.data ?? []).map((status) => ({ value: status.id, label: status.name }))}
          value={statusId}
          onChange={(event) => setStatusId(event.target.value)}
        />
      </FormField>
      <FormField
        label="Note"
        description="Optional: why, and what was agreed. Added to the description with the decision."
        error={noteProblem ?? undefined}
      >
        <Textarea
          rows={3}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            setNoteProblem(null);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
