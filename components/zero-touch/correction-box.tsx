"use client";

import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormError, FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useToast } from "@/components/ui/toast";
import { zeroTouchLimits } from "@/lib/contract/zero-touch";
import { type FieldChange, isRunSettled, loadZeroTouchMutations, type ZeroTouchRun } from "@/lib/web/hooks/zero-touch";

const FIELD_LABELS: Record<string, string> = { website: "Website", name: "Name" };
export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field.replace(/_/g, " ");
/** A changed value as text: the corrected fields are text, anything else is shown as JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") {
    return "(empty)";
  }
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The fields a correction changes, each before and after. */
export function ChangeList({ changes, label }: { changes: readonly FieldChange[]; label: string }) {
  return (
    <table className="w-full border-collapse text-sm">
      <caption className="sr-only">{label}</caption>
      <thead className="text-left text-xs uppercase tracking-wide text-slate-700 dark:text-slate-300">
        <tr className="border-b border-slate-200 dark:border-slate-800">
          <th scope="col" className="py-1.5 pr-3 font-semibold">
            Field
          </th>
          <th scope="col" className="py-1.5 pr-3 font-semibold">
            Before
          </th>
          <th scope="col" className="py-1.5 font-semibold">
            After
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row" className="py-1.5 pr-3 text-left font-medium text-slate-900 dark:text-slate-100">
              {fieldLabel(change.field)}
            </th>
            <td className="break-all py-1.5 pr-3 text-slate-800 dark:text-slate-200">{shown(change.before)}</td>
            <td className="break-all py-1.5 text-slate-900 dark:text-slate-100">{shown(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Tells zero touch what it got wrong ("The website is https://example.org"): Preview shows the fields
 * the instruction would change without writing anything; Apply correction changes them and rescores.
 */
export function CorrectionBox({ run }: { run: ZeroTouchRun }) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const field = useRef<HTMLTextAreaElement>(null);
  const [instruction, setInstruction] = useState("");
  const [preview, setPreview] = useState<{ instruction: string; changes: FieldChange[] } | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const settled = isRunSettled(run.status);
  const text = instruction.trim();

  const check = () => {
    if (text === "") {
      setFieldError("Enter what to correct.");
      field.current?.focus();
      return false;
    }
    return true;
  };

  const showPreview = async () => {
    if (busy || !check()) {
      return;
    }
    setBusy("preview");
    setError(null);
    try {
      const answer = await (await loadZeroTouchMutations()).previewCorrection(run.id, text);
      setPreview({ instruction: text, changes: answer.changes });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !check()) {
      return;
    }
    setBusy("apply");
    setError(null);
    try {
      const { applyCorrection, showRun } = await loadZeroTouchMutations();
      const saved = await applyCorrection(run.id, text);
      showRun(queryClient, saved);
      setInstruction("");
      setPreview(null);
      toast({ title: `Applied the correction to ${run.vendor_name}; the run is rescored`, variant: "success" });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      title="Correct this run"
      description="Say what the run got wrong about the vendor; the vendor record is corrected and the run rescored."
    >
      <form onSubmit={(event) => void apply(event)} noValidate className="space-y-3">
        <FormField
          label="Correction"
          description={`For example “The website is https://example.org”. Up to ${zeroTouchLimits.instruction.toLocaleString("en-US")} characters.`}
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
          <Button type="submit" loading={busy === "apply"} disabled={busy === "preview" || !settled}>
            Apply correction
          </Button>
        </div>
        {settled ? null : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Corrections apply once the run has finished.</p>
        )}
        <FormError message={error} />
      </form>
      <div role="status" className="mt-4">
        {preview ? (
          <>
            <h3 className="text-sm font-semibold text-slate-900 dark:text-slate-100">
              What this correction changes
              {preview.instruction === text ? null : (
                <span className="font-normal text-slate-600 dark:text-slate-400">
                  {" "}
                  (previewed before your last edit)
                </span>
              )}
            </h3>
            {preview.changes.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                This correction changes no field zero touch can correct (the name and the website).
              </p>
            ) : (
              <div className="mt-1">
                <ChangeList changes={preview.changes} label="Fields the correction changes" />
              </div>
            )}
          </>
        ) : null}
      </div>
    </Card>
  );
}
