import { describe, expect, it } from "vitest";
import { artifactHref, artifactRefs, buildRunInput, parseJsonObject, runInputFields, triggerLabel } from "./model";

describe("workflow page model", () => {
  it("parses run input: blank is {}, only JSON objects are accepted", () => {
    expect(parseJsonObject("  ")).toEqual({ value: {} });
    expect(parseJsonObject('{"vendor_id": "cbvndr_1"}')).toEqual({ value: { vendor_id: "cbvndr_1" } });
    for (const text of ["[1]", "3", "null", '"x"']) {
      expect(parseJsonObject(text)).toHaveProperty("error", expect.stringMatching(/JSON object/));
    }
    expect(parseJsonObject("{oops")).toHaveProperty("error", expect.stringMatching(/^Not valid JSON/));
  });

  it("labels triggers and links artifacts that have pages", () => {
    expect(triggerLabel({ type: "manual" })).toBe("Manual");
    expect(triggerLabel({ type: "event", event_type: "Vendor.Created" })).toBe("When vendor created");
    expect(artifactHref({ artifact_type: "portal", id: "cbsbpt_1" })).toBe("/portals?highlight=cbsbpt_1");
    expect(artifactHref({ artifact_type: "vendor", id: "cbvndr_1" })).toBe("/vendors/cbvndr_1");
    expect(artifactHref({ artifact_type: "assessment", id: "cbqsrw_1" })).toBe("/assessments/cbqsrw_1");
    expect(artifactHref({ artifact_type: "email", id: "cbmail_1" })).toBeNull();
  });

  it("asks for a vendor when a step acts on one, and builds the run input from the form", () => {
    const step = (action_type: string) => ({ component_id: "c", component_name: "n", action_type, settings: {} });
    const onboarding = runInputFields({ steps: [step("send_questionnaire"), step("send_webhook")] });
    expect(onboarding).toEqual({ vendor: "required" });
    expect(runInputFields({ steps: [step("send_webhook")] })).toEqual({ vendor: "optional" });
    expect(buildRunInput(onboarding, { vendorId: "", extra: "" })).toEqual({
      error: { field: "vendor", message: "Choose the vendor this run acts on." },
    });
    expect(buildRunInput(onboarding, { vendorId: "v1", extra: "[1]" })).toHaveProperty("error.field", "extra");
    // The picked vendor wins over one typed into the other input.
    expect(buildRunInput(onboarding, { vendorId: "v1", extra: '{"vendor_id": "nope", "note": "x"}' })).toEqual({
      value: { note: "x", vendor_id: "v1" },
    });
    expect(buildRunInput({ vendor: "optional" }, { vendorId: "", extra: "" })).toEqual({ value: {} });
  });

  it("lists the records a run's steps name, to be shown by name", () => {
    const artifacts = [
      { artifact_type: "vendor", id: "cbvndr_1", role: "trigger" as const },
      { artifact_type: "portal", id: "cbsbpt_1", role: "result" as const },
      { artifact_type: "email", id: "cbmail_1", role: "result" as const },
    ];
    const step = {
      step_id: "s",
      component_id: null,
      component_name: null,
      action_type: "send_questionnaire",
      status: "success" as const,
      message: null,
      artifacts,
      created_at: 1,
      updated_at: null,
    };
    expect(artifactRefs([step])).toEqual([
      { kind: "vendor", id: "cbvndr_1" },
      { kind: "portal", id: "cbsbpt_1" },
    ]);
  });
});
