import type { Reassessment } from "@/lib/modules/reassessments/schemas";

// What each action needs, as the state machine of the API has it: a reason when it can't be done
// (shown next to the disabled control), null when it can.

type State = Pick<Reassessment, "status" | "assessment_plan_id"> & { vendors: readonly { included: boolean }[] };

const hasIncluded = (state: State) => state.vendors.some((vendor) => vendor.included);

export function whyNotConfirm(state: State): string | null {
  switch (state.status) {
    case "draft":
      return hasIncluded(state) ? null : "Include at least one vendor to confirm.";
    case "confirmed":
      return "Already confirmed: the vendor set is locked.";
    case "run":
      return "Already run.";
    case "dismissed":
      return "Dismissed: it can't be confirmed.";
  }
}

export function whyNotRun(state: State): string | null {
  switch (state.status) {
    case "draft":
      return "Confirm first: a run needs a confirmed vendor set.";
    case "confirmed":
      if (!hasIncluded(state)) {
        return "No vendor is included, so a run would create nothing: dismiss it instead.";
      }
      return state.assessment_plan_id ? null : "Run needs a plan: choose an assessment plan.";
    case "run":
      return "Already run: its assessments are below.";
    case "dismissed":
      return "Dismissed: it can't be run.";
  }
}

export function whyNotDismiss(state: State): string | null {
  switch (state.status) {
    case "draft":
    case "confirmed":
      return null;
    case "run":
      return "Already run: a run reassessment can't be dismissed.";
    case "dismissed":
      return "Already dismissed.";
  }
}

/** Including, excluding and adding vendors: only while a draft. */
export function whyVendorSetLocked(state: Pick<Reassessment, "status">): string | null {
  switch (state.status) {
    case "draft":
      return null;
    case "confirmed":
    case "run":
      return "The vendor set is locked after confirmation.";
    case "dismissed":
      return "Dismissed: the vendor set can't change.";
  }
}

/** Title and plan: until it is run or dismissed. */
export function whyNotEditable(state: Pick<Reassessment, "status">): string | null {
  return state.status === "run" || state.status === "dismissed"
    ? `A ${state.status === "run" ? "run" : "dismissed"} reassessment can't be changed.`
    : null;
}

export type StepState = "done" | "current" | "upcoming" | "stopped";

/** Draft → Confirmed → Run (the state it is in is current, run too); a dismissed one ends in a stopped "Dismissed" step after the draft. */
export function reassessmentSteps(status: Reassessment["status"]): { label: string; state: StepState }[] {
  if (status === "dismissed") {
    return [
      { label: "Draft", state: "done" },
      { label: "Dismissed", state: "stopped" },
    ];
  }
  const order = ["draft", "confirmed", "run"] as const;
  const at = order.indexOf(status);
  const labels = { draft: "Draft", confirmed: "Confirmed", run: "Run" } as const;
  return order.map((step, index) => ({
    label: labels[step],
    state: index < at ? "done" : index === at ? "current" : "upcoming",
  }));
}

export const STATUS_DESCRIPTIONS: Record<Reassessment["status"], string> = {
  draft: "Draft: choose the vendors to include and a plan, then confirm the vendor set.",
  confirmed: "Confirmed: the vendor set is locked. Run it to create one assessment per included vendor.",
  run: "Run: one assessment was created for each included vendor.",
  dismissed: "Dismissed: nothing will run.",
};
