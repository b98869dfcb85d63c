"use client";

import { type FormEvent, useRef, useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { zeroTouchLimits } from "@/lib/contract/zero-touch";
import { formatCount } from "@/lib/web/format";
import { useAssignees } from "@/lib/web/hooks/zero-touch-review";

export interface EscalateDialogProps {
  vendorName: string;
  /** The vendor status the escalation sets too, if one is chosen. */
  vendorStatus: string | null;
  onClose: () => void;
  /** Sends the escalation; rejects with the server's error, shown in the dialog. */
  onEscalate: (input: { reason: string; assignee: { id: string; name: string } }) => Promise<void>;
}

/**
 * Hands the run to a colleague: a required reason (kept in the audit trail) and a required assignee,
 * one of the organization's active users by name. Stays open until the server has it.
 */
export function EscalateDialog({ vendorName, vendorStatus, onClose, onEscalate }: EscalateDialogProps) {
  const assignees = useAssignees();
  const [reason, setReason] = useState("");
  const [assignee, setAssignee] = useState("");
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [assigneeError, setAssigneeError] = useState<string | undefined>(undefined);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const assigneeField = useRef<HTMLSelectElement>(null);
  const options = assignees.data ?? [];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) {
      return;
    }
    const chosen = options.find((option) => option.value === assignee);
    const missingReason = reason.trim() === "" ? "Enter the reason." : undefined;
    const missingAssignee = chosen ? undefined : "Choose who to escalate to.";
    setReasonError(missingReason);
    setAssigneeError(missingAssignee);
    if (missingReason || !chosen) {
      (missingReason ? reasonField : assigneeField).current?.focus();
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      await onEscalate({ reason: reason.trim(), assignee: { id: chosen.value, name: chosen.label } });
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  };

  let assigneeHelp = "Someone in your organization (invited or active); the run shows it is escalated to them.";
  if (assignees.isError) {
    assigneeHelp = `Couldn't load the people of your organization: ${assignees.error.message}`;
  } else if (assignees.isPending) {
    assigneeHelp = "Loading the people of your organization…";
  } else if (options.length === 0) {
    assigneeHelp = "Nobody else is in your organization yet: invite a colleague first.";
  }

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Escalate the run"
      description={`Hand the zero touch run for ${vendorName} to a colleague, with the reason${
        vendorStatus ? `; the vendor's status is set to ${vendorStatus}` : ""
      }. Both are kept in the run's audit trail.`}
      onSubmit={(event) => void submit(event)}
      submitting={saving}
      submitLabel="Escalate"
      error={serverError}
      focusOnOpen={() => reasonField.current?.focus()}
    >
      <FormField
        label="Reason"
        description={`Why it needs someone else's look. Up to ${formatCount(zeroTouchLimits.note)} characters.`}
        error={reasonError}
        required
      >
        <Textarea
          ref={reasonField}
          value={reason}
          rows={4}
          maxLength={zeroTouchLimits.note}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
      </FormField>
      <FormField label="Assignee" description={assigneeHelp} error={assigneeError} required>
        <Select
          ref={assigneeField}
          value={assignee}
          placeholder={assignees.isPending ? "Loading…" : "Choose a colleague"}
          options={options}
          onChange={(event) => {
            setAssignee(event.target.value);
            setAssigneeError(undefined);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
