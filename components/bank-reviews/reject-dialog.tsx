"use client";

import { type KeyboardEvent, useRef, useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { rejectBankReview } from "@/lib/web/hooks/bank-reviews";
import { DecisionDialog, type DecisionDialogProps } from "./decision-dialog";
import { kindLabel, REJECTION_REASON_MAX, vendorLabel } from "./model";

/** Asks why the change is rejected (kept with the review and in the vendor's change feed). */
export function RejectDialog(props: DecisionDialogProps) {
  const { review } = props;
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const field = useRef<HTMLTextAreaElement>(null);

  const validate = () => {
    if (reason.trim() === "") {
      setError("Enter why you reject the change.");
      field.current?.focus();
      return false;
    }
    return true;
  };
  /** Enter rejects, as in the inbox's reason dialogs; Shift+Enter starts a new line. */
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  };

  return (
    <DecisionDialog
      {...props}
      title="Reject bank change"
      description={`${vendorLabel(review)}: ${kindLabel(review)}. The live details stay as they are.`}
      submitLabel="Reject"
      variant="danger"
      send={() => rejectBankReview(review.id, reason.trim())}
      validate={validate}
      initialFocus={field}
    >
      <FormField
        label="Reason"
        description="Kept with the review and in the vendor's change feed. Enter rejects; Shift+Enter starts a new line."
        error={error}
        required
      >
        <Textarea
          ref={field}
          value={reason}
          rows={3}
          maxLength={REJECTION_REASON_MAX}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          onKeyDown={onKeyDown}
        />
      </FormField>
    </DecisionDialog>
  );
}
