"use client";

import { type FormEvent, useRef, useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Select, type SelectOption } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { zeroTouchLimits } from "@/lib/contract/zero-touch";
import { formatCount } from "@/lib/web/format";
import type { ControlVerdict, RunControl } from "@/lib/web/hooks/zero-touch";
import { controlName, VERDICT_LABELS, VERDICT_ORDER } from "./verdict-labels";

/** The select's value that removes an existing override (the matcher's verdict counts again). */
const REMOVE = "remove";

export interface OverrideDialogProps {
  control: RunControl;
  vendorName: string;
  onClose: () => void;
  /** Sends the verdict (null removes the override) with the reason; rejects with the server's error. */
  onSave: (verdict: ControlVerdict | null, reason: string) => Promise<void>;
}

/**
 * A reviewer's verdict on one control in place of the matcher's, with a required reason (kept in the
 * run's audit trail); removes an existing override too. Stays open until the server has it.
 */
export function OverrideDialog({ control, vendorName, onClose, onSave }: OverrideDialogProps) {
  const [verdict, setVerdict] = useState("");
  const [reason, setReason] = useState("");
  const [verdictError, setVerdictError] = useState<string | undefined>(undefined);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const verdictField = useRef<HTMLSelectElement>(null);
  const reasonField = useRef<HTMLTextAreaElement>(null);
  const matcher = VERDICT_LABELS[control.engine_verdict];
  const options: SelectOption[] = VERDICT_ORDER.map((value) => ({
    value,
    label:
      value === control.engine_verdict ? `${VERDICT_LABELS[value]} (the matcher's verdict)` : VERDICT_LABELS[value],
  }));
  if (control.override) {
    options.push({ value: REMOVE, label: `Remove the override (back to ${matcher})` });
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) {
      return;
    }
    const missingVerdict = verdict === "" ? "Choose the verdict." : undefined;
    const missingReason = reason.trim() === "" ? "Enter the reason." : undefined;
    setVerdictError(missingVerdict);
    setReasonError(missingReason);
    if (missingVerdict || missingReason) {
      (missingVerdict ? verdictField : reasonField).current?.focus();
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      await onSave(verdict === REMOVE ? null : (verdict as ControlVerdict), reason.trim());
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  };

  const removing = verdict === REMOVE;
  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={`Override ${control.ref || "the control"}`}
      description={`${controlName(control)}, on the zero touch run for ${vendorName}. The matcher's verdict: ${matcher}${
        control.override ? `; overridden to ${VERDICT_LABELS[control.override.verdict]} now` : ""
      }. The run is rescored.`}
      onSubmit={(event) => void submit(event)}
      submitting={saving}
      submitLabel={removing ? "Remove override" : "Save override"}
      error={serverError}
      focusOnOpen={() => verdictField.current?.focus()}
    >
      <FormField label="Verdict" error={verdictError} required>
        <Select
          ref={verdictField}
          value={verdict}
          placeholder="Choose a verdict"
          options={options}
          onChange={(event) => {
            setVerdict(event.target.value);
            setVerdictError(undefined);
          }}
        />
      </FormField>
      <FormField
        label="Reason"
        description={`Why the verdict is ${removing ? "the matcher's after all" : "different"}; kept in the run's audit trail. Up to ${formatCount(zeroTouchLimits.overrideReason)} characters.`}
        error={reasonError}
        required
      >
        <Textarea
          ref={reasonField}
          value={reason}
          rows={4}
          maxLength={zeroTouchLimits.overrideReason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(undefined);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
