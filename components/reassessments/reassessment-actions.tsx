"use client";

import { useRef, useState } from "react";
import { lazyComponent } from "@/components/ui/lazy";
import { ConfirmWhenOpened } from "@/components/ui/lazy-confirm-dialog";
import { useToast } from "@/components/ui/toast";
import type { Reassessment } from "@/lib/modules/reassessments/schemas";
import type { AssessmentPlan } from "@/lib/web/hooks/controls";
import { useReassessmentChange } from "@/lib/web/hooks/reassessments";
import { useOpenedOnce } from "@/lib/web/use-opened-once";
import { ExplainedButton } from "./explained-button";
import { whyNotConfirm, whyNotDismiss, whyNotRun } from "./rules";
import { includedVendors } from "./status";

// Confirming asks for the plan in a form: its code loads when Confirm is first pressed.
const ConfirmPlanDialog = lazyComponent(() =>
  import("./confirm-plan-dialog").then((module) => module.ConfirmPlanDialog),
);

type Confirmable = "confirm" | "run" | "dismiss";

/** Confirm, run and dismiss; each always shown, with why it can't be done yet when it can't. */
export function ReassessmentActions({
  reassessment,
  planName,
  plans,
  plansError,
}: {
  reassessment: Reassessment;
  planName: string | null;
  plans: AssessmentPlan[] | undefined;
  plansError: string | null;
}) {
  const change = useReassessmentChange(reassessment.id);
  const { toast } = useToast();
  const [asking, setAsking] = useState<Confirmable | null>(null);
  const runButton = useRef<HTMLButtonElement>(null);
  const dismissButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const included = includedVendors(reassessment).length;
  const confirmMounted = useOpenedOnce(asking === "confirm");

  /** The plan first (when it changed), then the confirmation. */
  const confirm = async (planId: string) => {
    if (planId !== reassessment.assessment_plan_id) {
      await change.mutateAsync({ kind: "update", patch: { assessment_plan_id: planId } });
    }
    await change.mutateAsync({ kind: "confirm" });
    toast({ title: "Vendor set confirmed", variant: "success" });
  };

  const closeDialog = (open: boolean) => {
    if (!open) {
      // The dialog has no trigger of its own: focus goes back to the button that opened it.
      const opener = asking === "run" ? runButton : asking === "confirm" ? confirmButton : dismissButton;
      setAsking(null);
      window.setTimeout(() => opener.current?.focus(), 0);
    }
  };

  return (
    <div className="flex flex-wrap items-start gap-2">
      <ExplainedButton
        ref={confirmButton}
        reason={whyNotConfirm(reassessment)}
        loading={change.isPending && change.variables?.kind === "confirm"}
        onClick={() => setAsking("confirm")}
        onMouseEnter={ConfirmPlanDialog.preload}
      >
        Confirm
      </ExplainedButton>
      <ExplainedButton ref={runButton} reason={whyNotRun(reassessment)} onClick={() => setAsking("run")}>
        Run
      </ExplainedButton>
      <ExplainedButton
        ref={dismissButton}
        variant="secondary"
        reason={whyNotDismiss(reassessment)}
        onClick={() => setAsking("dismiss")}
      >
        Dismiss
      </ExplainedButton>
      {confirmMounted ? (
        <ConfirmPlanDialog
          open={asking === "confirm"}
          onOpenChange={closeDialog}
          reassessment={reassessment}
          plans={plans}
          plansError={plansError}
          onConfirm={confirm}
        />
      ) : null}
      <ConfirmWhenOpened
        open={asking === "run"}
        onOpenChange={closeDialog}
        title="Run this reassessment?"
        description={`Creates ${included} ${included === 1 ? "assessment" : "assessments"}, one per included vendor, with the plan ${planName ?? "chosen"}. A run can't be undone.`}
        confirmLabel="Run reassessment"
        onConfirm={async () => {
          await change.mutateAsync({ kind: "run" });
          toast({ title: "Reassessment run", description: `${included} assessments created.`, variant: "success" });
        }}
      />
      <ConfirmWhenOpened
        open={asking === "dismiss"}
        onOpenChange={closeDialog}
        title="Dismiss this reassessment?"
        description="Nothing will be run, and it can't be reopened."
        confirmLabel="Dismiss reassessment"
        variant="danger"
        onConfirm={async () => {
          await change.mutateAsync({ kind: "dismiss" });
          toast({ title: "Reassessment dismissed", variant: "success" });
        }}
      />
    </div>
  );
}
