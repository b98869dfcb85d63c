"use client";

import { useRef, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { VERIFICATION_NOTE_MAX } from "@/lib/contract/bank-signals";
import { approveBankReview } from "@/lib/web/hooks/bank-reviews";
import { DecisionDialog, type DecisionDialogProps } from "./decision-dialog";
import {
  countryLabel,
  kindLabel,
  maskedNumber,
  needsVerificationNote,
  signalTitle,
  sortedSignals,
  vendorLabel,
} from "./model";

/**
 * Asks once more before an approval applies new bank details (there is no undo: payments follow
 * them), naming the signals raised. With a high signal it asks how the change was verified (a
 * call-back to a number already on file), kept with the review and in its history; otherwise focus
 * starts on Approve, so a then Enter approves.
 */
export function ApproveDialog(props: DecisionDialogProps) {
  const { review } = props;
  const signals = sortedSignals(review.signals);
  const noteRequired = needsVerificationNote(review.signals);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const field = useRef<HTMLTextAreaElement>(null);

  const validate = () => {
    if (noteRequired && note.trim() === "") {
      setError("Say how you verified the change, for example the number you called back and who confirmed it.");
      field.current?.focus();
      return false;
    }
    return true;
  };

  return (
    <DecisionDialog
      {...props}
      title="Approve bank change"
      description={`${vendorLabel(review)}: ${kindLabel(review)}, to ${maskedNumber(review.proposed) ?? "an account"} in ${countryLabel(review.proposed.bank_country)}.`}
      submitLabel="Approve"
      variant="primary"
      send={() => approveBankReview(review.id, note.trim())}
      validate={validate}
      initialFocus={noteRequired ? field : "submit"}
    >
      <div className="space-y-2 text-slate-800 dark:text-slate-200">
        {signals.length > 0 ? (
          <>
            <p>
              {signals.length === 1 ? "1 fraud signal was" : `${signals.length} fraud signals were`} raised on this
              change:
            </p>
            <ul className="list-disc pl-5">
              {signals.map((signal, index) => (
                <li key={`${signal.code}-${index.toString()}`}>{signalTitle(signal)}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>No fraud signals were raised on this change.</p>
        )}
        <p className="text-slate-600 dark:text-slate-400">
          Payments follow the new details at once. Confirm them with the vendor through contact details you already
          trust, not ones given with the change.
        </p>
        {noteRequired ? (
          <FormField
            label="How you verified it"
            description="A high fraud signal was raised: call the vendor back on a number you already had on file, and note the number, who confirmed and when. Kept with the review and in its history."
            error={error}
            required
          >
            <Textarea
              ref={field}
              value={note}
              rows={3}
              maxLength={VERIFICATION_NOTE_MAX}
              onChange={(event) => {
                setNote(event.target.value);
                setError(undefined);
              }}
            />
          </FormField>
        ) : null}
      </div>
    </DecisionDialog>
  );
}
