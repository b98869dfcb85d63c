import { describe, expect, it } from "vitest";
import type { Reassessment } from "@/lib/modules/reassessments/schemas";
import {
  reassessmentSteps,
  whyNotConfirm,
  whyNotDismiss,
  whyNotEditable,
  whyNotRun,
  whyVendorSetLocked,
} from "./rules";

const vendor = (included: boolean) => ({
  vendor_id: "v",
  vendor_name: "V",
  source: "matched" as const,
  included,
  assessment_id: null,
});
const state = (status: Reassessment["status"], plan: string | null = "plan", included = true) => ({
  status,
  assessment_plan_id: plan,
  vendors: [vendor(included)],
});

describe("what a reassessment allows in each state", () => {
  it("confirms a draft with an included vendor only", () => {
    expect(whyNotConfirm(state("draft"))).toBeNull();
    expect(whyNotConfirm(state("draft", "plan", false))).toMatch(/at least one vendor/);
    expect(whyNotConfirm(state("confirmed"))).toMatch(/Already confirmed/);
    expect(whyNotConfirm(state("dismissed"))).toMatch(/Dismissed/);
  });

  it("runs a confirmed one with a plan only, and says what is missing", () => {
    expect(whyNotRun(state("confirmed"))).toBeNull();
    expect(whyNotRun(state("confirmed", null))).toBe("Run needs a plan: choose an assessment plan.");
    expect(whyNotRun(state("confirmed", "plan", false))).toMatch(/No vendor is included/);
    expect(whyNotRun(state("draft"))).toMatch(/^Confirm first/);
    expect(whyNotRun(state("run"))).toMatch(/Already run/);
  });

  it("dismisses drafts and confirmed ones; locks the vendor set after confirmation; freezes run and dismissed ones", () => {
    expect(whyNotDismiss(state("draft"))).toBeNull();
    expect(whyNotDismiss(state("confirmed"))).toBeNull();
    expect(whyNotDismiss(state("run"))).not.toBeNull();
    expect(whyVendorSetLocked(state("draft"))).toBeNull();
    expect(whyVendorSetLocked(state("confirmed"))).toBe("The vendor set is locked after confirmation.");
    expect(whyNotEditable(state("confirmed"))).toBeNull();
    expect(whyNotEditable(state("run"))).not.toBeNull();
    expect(whyNotEditable(state("dismissed"))).not.toBeNull();
  });

  it("shows the path with the state it is in as current, and dismissal as a stop", () => {
    expect(reassessmentSteps("confirmed").map((step) => step.state)).toEqual(["done", "current", "upcoming"]);
    expect(reassessmentSteps("run").map((step) => step.state)).toEqual(["done", "done", "current"]);
    expect(reassessmentSteps("dismissed")).toEqual([
      { label: "Draft", state: "done" },
      { label: "Dismissed", state: "stopped" },
    ]);
  });
});
