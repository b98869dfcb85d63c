"use client";

import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormError } from "@/components/ui/form-error";
import { FormField } from "@/components/ui/form-field";
import { lazyComponent } from "@/components/ui/lazy";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { zeroTouchLimits } from "@/lib/contract/zero-touch";
import { formatCount } from "@/lib/web/format";
import {
  type CorrectableField,
  type FieldChange,
  isRunSettled,
  loadZeroTouchMutations,
  type ZeroTouchRun,
} from "@/lib/web/hooks/zero-touch";
import { ChangeList } from "./change-list";
import { initialTicks, isCorrectable, type Ticks, tickedFields, tickLabel } from "./correction-state";

// Asked before a correction is applied, never in the first render: its code loads then.
const CorrectionConfirm = lazyComponent(() =>
  import("./correction-confirm").then((module) => module.CorrectionConfirm),
);

interface Preview {
  instruction: string;
  changes: FieldChange[];
  ticks: Ticks;
}

/**
 * Tells zero touch what it got wrong ("The website is https://example.org"): Preview lists the fields
 * the instruction would change, each with a tick box (the website ticked, the vendor's name not),
 * without writing anything; Apply correction asks for confirmation, then changes only the ticked
 * fields and rescores.
 */
export function CorrectionBox({ run }: { run: ZeroTouchRun }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const field = useRef<HTMLTextAreaElement>(null);
  const [instruction, setInstruction] = useState("");
  const [preview, setPreview] = useState<Preview | null>(null);
  const [confirming, setConfirming] = useState<{ preview: Preview; apply: CorrectableField[] } | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const settled = isRunSettled(run.status);
  const text = instruction.trim();
  const stale = preview !== null && preview.instruction !== text;

  const check = () => {
    if (text === "") {
      setFieldError("Enter what to correct.");
      field.current?.focus();
      return false;
    }
    return true;
  };

  /** Previews the current text (a field's earlier tick is kept); null when it failed (shown). */
  const loadPreview = async (): Promise<Preview | null> => {
    setError(null);
    try {
      const answer = await (await loadZeroTouchMutations()).previewCorrection(run.id, text);
      const next = { instruction: text, changes: answer.changes, ticks: initialTicks(answer.changes, preview?.ticks) };
      setPreview(next);
      return next;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return null;
    }
  };

  const showPreview = async () => {
    if (busy || !check()) {
      return;
    }
    setBusy("preview");
    await loadPreview();
    setBusy(null);
  };

  /** Apply correction: previews first when the text changed since, then asks to confirm the ticked changes. */
  const askToApply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !check()) {
      return;
    }
    let current = preview;
    if (!current || current.instruction !== text) {
      setBusy("apply");
      current = await loadPreview();
      setBusy(null);
      if (!current) {
        return;
      }
    }
    if (current.changes.length === 0) {
      setError("This correction changes no field zero touch can correct (the name and the website).");
      return;
    }
    const apply = tickedFields(current.changes, current.ticks);
    if (apply.length === 0) {
      setError("Tick at least one change to apply.");
      return;
    }
    setError(null);
    setConfirming({ preview: current, apply });
  };

  /** Sends the confirmed correction; rejects with the server's error (the confirmation shows it). */
  const apply = async (confirmed: { preview: Preview; apply: CorrectableField[] }) => {
    const { applyCorrection, showRun } = await loadZeroTouchMutations();
    const saved = await applyCorrection(run.id, confirmed.preview.instruction, confirmed.apply);
    showRun(queryClient, saved);
    setInstruction("");
    setPreview(null);
    toast({ title: `Applied the correction to ${run.vendor_name}; the run is rescored`, variant: "success" });
  };

  const tick = (changed: string, ticked: boolean) =>
    setPreview((current) => (current ? { ...current, ticks: { ...current.ticks, [changed]: ticked } } : current));

  return (
    <Card
      title="Correct this run"
      description="Say what the run got wrong about the vendor; the vendor record is corrected and the run rescored."
    >
      <form onSubmit={(event) => void askToApply(event)} noValidate className="space-y-3">
        <FormField
          label="Correction"
          description={`For example “The website is https://example.org”. Up to ${formatCount(zeroTouchLimits.instruction)} characters.`}
          error={fieldError}
        >
          <Textarea
            ref={field}
            value={instruction}
            rows={3}
            maxLength={zeroTouchLimits.instruction}
            onChange={(event) => {
              setInstruction(event.target.value);
              setFieldError(undefined);
            }}
          />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={() => void showPreview()}
            loading={busy === "preview"}
            disabled={busy === "apply"}
          >
            Preview
          </Button>
          <Button
            type="submit"
            loading={busy === "apply"}
            disabled={busy === "preview" || !settled}
            onFocus={CorrectionConfirm.preload}
            onMouseEnter={CorrectionConfirm.preload}
          >
            Apply correction
          </Button>
        </div>
        {settled ? null : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Corrections apply once the run has finished.</p>
        )}
        <FormError message={error} />
      </form>
      <p role="status" className="sr-only">
        {preview
          ? `Preview: ${preview.changes.length === 0 ? "no field changes" : `${preview.changes.length} field${preview.changes.length === 1 ? "" : "s"} would change`}.`
          : ""}
      </p>
      {preview ? (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
            What this correction changes
            {stale ? (
              <span className="font-normal text-slate-600 dark:text-slate-400"> (previewed before your last edit)</span>
            ) : null}
          </h3>
          {preview.changes.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              This correction changes no field zero touch can correct (the name and the website).
            </p>
          ) : (
            <>
              <div className="mt-1">
                <ChangeList changes={preview.changes} label="Fields the correction changes" />
              </div>
              <fieldset className="mt-3">
                <legend className="text-sm font-semibold text-slate-900 dark:text-slate-100">Changes to apply</legend>
                <p className="text-sm text-slate-600 dark:text-slate-400">
                  Only the ticked changes are applied; the vendor's name changes only when you tick it.
                </p>
                <div className="mt-2 space-y-2">
                  {preview.changes
                    .filter((change) => isCorrectable(change.field))
                    .map((change) => (
                      <Checkbox
                        key={change.field}
                        label={tickLabel(change)}
                        checked={preview.ticks[change.field] ?? false}
                        onChange={(event) => tick(change.field, event.target.checked)}
                        className="break-all"
                      />
                    ))}
                </div>
              </fieldset>
            </>
          )}
        </div>
      ) : null}
      {confirming ? (
        <CorrectionConfirm
          vendorName={run.vendor_name}
          changes={confirming.preview.changes.filter((change) =>
            (confirming.apply as readonly string[]).includes(change.field),
          )}
          onClose={() => setConfirming(null)}
          onConfirm={() => apply(confirming)}
        />
      ) : null}
    </Card>
  );
}
