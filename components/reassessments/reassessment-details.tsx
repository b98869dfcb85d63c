"use client";

import { type FormEvent, useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { SaveNotice } from "@/components/ui/save-notice";
import { Select } from "@/components/ui/select";
import type { Reassessment } from "@/lib/modules/reassessments/schemas";
import type { AssessmentPlan } from "@/lib/web/hooks/controls";
import { useReassessmentChange } from "@/lib/web/hooks/reassessments";
import { useInlineSave } from "@/lib/web/use-inline-save";
import { whyNotEditable } from "./rules";

const TITLE_MAX = 500;

/** Title and assessment plan, saved as they change until the reassessment is run or dismissed. */
export function ReassessmentDetails({
  reassessment,
  plans,
  plansError,
}: {
  reassessment: Reassessment;
  plans: AssessmentPlan[] | undefined;
  plansError: string | null;
}) {
  const change = useReassessmentChange(reassessment.id);
  const { notice, run } = useInlineSave();
  const locked = whyNotEditable(reassessment);
  const lockedId = useId();
  const titleId = useId();
  const planId = useId();
  const planHelpId = useId();
  const saved = reassessment.title ?? "";
  const [title, setTitle] = useState(saved);
  useEffect(() => setTitle(saved), [saved]);

  const saveTitle = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = title.trim();
    if (locked || next === saved) {
      return;
    }
    void run("the title", () => change.mutateAsync({ kind: "update", patch: { title: next || null } }));
  };
  const savePlan = (value: string) =>
    void run("the plan", () => change.mutateAsync({ kind: "update", patch: { assessment_plan_id: value || null } }));

  const planOptions = (plans ?? []).map((plan) => ({ value: plan.id, label: plan.name }));
  const currentPlan = reassessment.assessment_plan_id;
  if (currentPlan && !planOptions.some((option) => option.value === currentPlan)) {
    planOptions.push({ value: currentPlan, label: plans ? "A plan that no longer exists" : "Loading plans…" });
  }
  const describedBy = (own: string) => [own, locked ? lockedId : null].filter(Boolean).join(" ") || undefined;

  return (
    <Card title="Details">
      <div className="grid gap-4 md:grid-cols-2">
        <form onSubmit={saveTitle} className="space-y-1.5">
          <label htmlFor={titleId} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
            Title
          </label>
          <div className="flex gap-2">
            <Input
              id={titleId}
              value={title}
              maxLength={TITLE_MAX}
              placeholder="Named after the event when empty"
              readOnly={Boolean(locked)}
              aria-describedby={describedBy("")}
              onChange={(event) => setTitle(event.target.value)}
              className="min-w-0 flex-1"
            />
            <Button type="submit" variant="secondary" disabled={Boolean(locked) || title.trim() === saved}>
              Save title
            </Button>
          </div>
        </form>
        <div className="space-y-1.5">
          <label htmlFor={planId} className="block text-sm font-medium text-slate-900 dark:text-slate-100">
            Assessment plan
          </label>
          <Select
            id={planId}
            value={currentPlan ?? ""}
            placeholder="No plan"
            options={planOptions}
            disabled={Boolean(locked)}
            aria-describedby={describedBy(planHelpId)}
            onChange={(event) => savePlan(event.target.value)}
            className="w-full"
          />
          <p id={planHelpId} className="text-sm text-slate-600 dark:text-slate-400">
            {plansError
              ? `Couldn't load the plans: ${plansError}`
              : "Each included vendor gets one assessment with the plan's control sets."}
          </p>
        </div>
      </div>
      {locked ? (
        <p id={lockedId} className="mt-3 text-sm text-slate-600 dark:text-slate-400">
          {locked}
        </p>
      ) : null}
      <SaveNotice notice={notice} className="mt-2" />
    </Card>
  );
}
