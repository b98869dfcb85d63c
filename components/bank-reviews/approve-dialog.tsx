"use client";

import { approveBankReview } from "@/lib/web/hooks/bank-reviews";
import { DecisionDialog, type DecisionDialogProps } from "./decision-dialog";
import { countryLabel, kindLabel, maskedNumber, signalTitle, sortedSignals, vendorLabel } from "./model";

/**
 * Asks once more before an approval applies new bank details (there is no undo: payments follow
 * them), naming the signals raised; focus starts on Approve, so a then Enter approves.
 */
export function ApproveDialog(props: DecisionDialogProps) {
  const { review } = props;
  const signals = sortedSignals(review.signals);
  return (
    <DecisionDialog
      {...props}
      title="Approve bank change"
      description={`${vendorLabel(review)}: ${kindLabel(review)}, to ${maskedNumber(review.proposed) ?? "an account"} in ${countryLabel(review.proposed.bank_country)}.`}
      submitLabel="Approve"
      variant="primary"
      send={() => approveBankReview(review.id)}
      initialFocus="submit"
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
      </div>
    </DecisionDialog>
  );
}
