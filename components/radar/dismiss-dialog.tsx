"use client";

import { type FormEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDialog } from "@/components/ui/form-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { DismissReasonCode } from "@/lib/contract/radar";
import { labelOptions } from "@/lib/web/labels";
import { DISMISS_REASON_LABELS } from "@/lib/web/labels/radar";
import { recentReasons } from "./dismiss-reasons";
import { radarLimitsForWeb } from "./limits";

export interface DismissRequest {
  count: number;
  /** What the dialog names: the alert's event and vendor, or "3 alerts". */
  subject: string;
  suppressSimilar: boolean;
}

export interface DismissDialogProps {
  request: DismissRequest | null;
  onClose: () => void;
  onDismiss: (choice: DismissChoice) => void;
}

export interface DismissChoice {
  reasonCode: DismissReasonCode;
  reason: string | null;
  suppressSimilar: boolean;
}

const REASON_CODE_OPTIONS = labelOptions(DISMISS_REASON_LABELS);

/**
 * Asks why the alerts are dismissed: one of the reason codes (required here, optional in the API),
 * details offering the last ones used here as quick picks, and whether to suppress similar alerts. It closes at once on submit: the list shows the dismissal
 * before the server answers.
 */
export function DismissDialog({ request, onClose, onDismiss }: DismissDialogProps) {
  const [reason, setReason] = useState("");
  const [reasonCode, setReasonCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const codeRef = useRef<HTMLSelectElement>(null);
  const [suppress, setSuppress] = useState(false);
  const [quickPicks, setQuickPicks] = useState<string[]>([]);
  const inputRef = useRef<HTMLInputElement>(null);
  const open = request !== null;

  useEffect(() => {
    if (request) {
      setReason("");
      setReasonCode("");
      setCodeError(null);
      setSuppress(request.suppressSimilar);
      setQuickPicks(recentReasons());
    }
  }, [request]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!reasonCode) {
      setCodeError("Choose why the alert is dismissed.");
      codeRef.current?.focus();
      return;
    }
    onDismiss({
      reasonCode: reasonCode as DismissReasonCode,
      reason: reason.trim() || null,
      suppressSimilar: suppress,
    });
  };
  const plural = (request?.count ?? 1) > 1;

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={plural ? `Dismiss ${request?.count} alerts` : "Dismiss alert"}
      description={request?.subject}
      onSubmit={submit}
      submitting={false}
      submitLabel={suppress ? "Dismiss and suppress" : "Dismiss"}
      focusOnOpen={() => codeRef.current?.focus()}
    >
      <FormField label="Reason" required error={codeError ?? undefined}>
        <Select
          ref={codeRef}
          value={reasonCode}
          placeholder="Choose a reason"
          options={REASON_CODE_OPTIONS}
          onChange={(event) => {
            setReasonCode(event.target.value);
            setCodeError(null);
          }}
          className="w-full"
        />
      </FormField>
      <FormField label="Details" description="Optional. Kept with the alert; the last few are offered next time.">
        <Input
          ref={inputRef}
          value={reason}
          maxLength={radarLimitsForWeb.dismissReason}
          onChange={(event) => setReason(event.target.value)}
          autoComplete="off"
        />
      </FormField>
      {quickPicks.length > 0 ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-900 dark:text-slate-100">Recent details</legend>
          <div className="flex flex-wrap gap-1.5">
            {quickPicks.map((pick) => (
              <Button
                key={pick}
                type="button"
                size="sm"
                variant="secondary"
                aria-pressed={reason === pick}
                onClick={() => {
                  setReason(pick);
                  inputRef.current?.focus();
                }}
              >
                {pick}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <Checkbox
        label="Suppress similar alerts"
        description={
          plural
            ? "Later events of the same impact type for these vendors are recorded as suppressed instead of alerting."
            : "Later events of the same impact type for this vendor are recorded as suppressed instead of alerting."
        }
        checked={suppress}
        onChange={(event) => setSuppress(event.target.checked)}
      />
    </FormDialog>
  );
}
