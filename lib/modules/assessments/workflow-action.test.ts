import { describe, expect, it } from "vitest";
import { uploadDocument } from "@/lib/testing/documents";
import { createOrg, createVendor, createWorkflow, type TestOrg } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";
import { controlSetId, createAssessmentCall, getAssessmentCall, runJobs } from "./testing";

async function runWorkflow(org: TestOrg, steps: unknown[], input: Record<string, unknown>) {
  const workflow = await createWorkflow(org, { steps });
  const started = await call(`/v1/workflows/${workflow.name}/run`, { token: org.token, body: { input } });
  expect(started.status).toBe(201);
  await runJobs(org);
  return (await call(`/v1/workflows/runs/${started.body.workflow_run_id}`, { token: org.token })).body;
}

const createStep = (settings: Record<string, unknown> = {}) => ({
  component_name: "Create assessment",
  action_type: "create_assessment",
  settings,
});

describe("workflow action create_assessment", () => {
  it("creates an assessment of the vendor on the first plan's control sets with its documents, which the engine then runs", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { name: "Hooli" });
    const document = await uploadDocument(
      org.token,
      { name: "policy.txt", bytes: "Multi-factor authentication (MFA) is enforced for all remote access." },
      { vendor_id: vendor.id },
    );
    const run = await runWorkflow(org, [createStep({ name_format: "{vendor_name} onboarding review" })], {
      vendor_id: vendor.id,
    });
    expect(run.status).toBe("completed");
    const [step] = run.steps;
    expect(step).toMatchObject({ action_type: "create_assessment", status: "success" });
    const created = step.artifacts.find((artifact: { role: string }) => artifact.role === "result");
    expect(created).toMatchObject({ artifact_type: "assessment", role: "result" });
    const assessment = (await getAssessmentCall(org.token, created.id)).body;
    expect(assessment).toMatchObject({
      vendor_id: vendor.id,
      name: "Hooli onboarding review",
      control_set_ids: [await controlSetId(org, /SOC 2/)],
      supporting_document_ids: [document.body.id],
      status: "review_evals",
    });
  });

  it("fails its step with the reason when the settings name an unknown control set", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const run = await runWorkflow(org, [createStep({ control_set_ids: ["cbctst_missing"] })], { vendor_id: vendor.id });
    expect(run.status).toBe("failed");
    expect(run.steps[0].message).toBe(
      "The assessment could not be created: control_set_ids: unknown control set cbctst_missing. See GET /v1/control_sets.",
    );
  });

  it("runs vendor actions of a trigger_workflow run on the assessment's vendor", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { primary_contact: { email: "sec@vendor.example" } });
    const workflow = await createWorkflow(org, {
      steps: [{ component_name: "Ask", action_type: "send_questionnaire", settings: {} }],
    });
    const created = await createAssessmentCall(org.token, {
      vendor_id: vendor.id,
      control_set_ids: [],
      trigger_workflow: workflow.name,
    });
    await runJobs(org);
    const run = (await call(`/v1/workflows/runs/${created.body.workflow_run_id}`, { token: org.token })).body;
    expect(run.steps[0].status).toBe("success");
    const portal = run.steps[0].artifacts.find(
      (artifact: { artifact_type: string }) => artifact.artifact_type === "portal",
    );
    await call(`/v1/assessments/${created.body.id}`, { method: "DELETE", token: org.token });
    expect((await call(`/v1/portals/${portal.id}`, { token: org.token })).body.status).toBe("closed");
  });

  it("links a questionnaire only to an assessment of this organization and of the same vendor", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const vendor = await createVendor(org, { primary_contact: { email: "sec@vendor.example" } });
    const secondVendor = await createVendor(org, { name: "Second" });
    const otherVendor = await createVendor(other);
    const assessmentOf = async (owner: TestOrg, vendorId: string) =>
      (await createAssessmentCall(owner.token, { vendor_id: vendorId, control_set_ids: [] })).body.id as string;
    const mine = await assessmentOf(org, vendor.id);
    const ofSecondVendor = await assessmentOf(org, secondVendor.id);
    const foreign = await assessmentOf(other, otherVendor.id);
    const ask = [{ component_name: "Ask", action_type: "send_questionnaire", settings: {} }];

    const refused = [
      [foreign, `Assessment ${foreign} not found in this organization.`],
      [
        "cbqsrw_00000000000000000000000000000000",
        "Assessment cbqsrw_00000000000000000000000000000000 not found in this organization.",
      ],
      [ofSecondVendor, `Assessment ${ofSecondVendor} is not an assessment of vendor ${vendor.id}.`],
    ];
    for (const [assessmentId, message] of refused) {
      const run = await runWorkflow(org, ask, { vendor_id: vendor.id, assessment_id: assessmentId });
      expect(run.status, assessmentId).toBe("failed");
      expect(run.steps[0].message).toBe(message);
    }
    expect((await call("/v1/portals", { token: org.token })).body.total).toBe(0);

    const run = await runWorkflow(org, ask, { vendor_id: vendor.id, assessment_id: mine });
    expect(run.steps[0].status).toBe("success");
    const [portal] = (await call("/v1/portals", { token: org.token })).body.items;
    expect(portal.assessment_id).toBe(mine.replace("cbqsrw_", "cbassm_"));
  });
});
