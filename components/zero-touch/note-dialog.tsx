"use client";

import { type FormEvent, useRef, useState } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { zeroTouchLimits } from "@/lib/contract/zero-touch";
import { formatCount } from "@/lib/web/format";

export interface NoteDialogProps {
  vendorName: string;
  onClose: () => void;
  /** Sends the note; rejects with the server's error, shown in the dialog. */
  onSave: (note: string) => Promise<void>;
}

/** Asks for a note on the run (kept in its audit trail); stays open until the server has it. */
export function NoteDialog({ vendorName, onClose, onSave }: NoteDialogProps) {
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) {
      return;
    }
    if (note.trim() === "") {
      setError("Enter the note.");
      field.current?.focus();
      return;
    }
    setSaving(true);
    setServerError(null);
    try {
      await onSave(note.trim());
    } catch (failure) {
      setServerError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Add note"
      description={`On the zero touch run for ${vendorName}. It is kept in the run's audit trail.`}
      onSubmit={(event) => void submit(event)}
      submitting={saving}
      submitLabel="Add note"
      error={serverError}
      focusOnOpen={() => field.current?.focus()}
    >
      <FormField
        label="Note"
        description={`Up to ${formatCount(zeroTouchLimits.note)} characters.`}
        error={error}
        required
      >
        <Textarea
          ref={field}
          value={note}
          rows={5}
          maxLength={zeroTouchLimits.note}
          onChange={(event) => {
            setNote(event.target.value);
            setError(undefined);
          }}
        />
      </FormField>
    </FormDialog>
  );
}
