import { describe, expect, it } from "vitest";
import { uploadedDocument } from "@/lib/testing/documents";
import { createOrg, createVendor, createWorkflow, type TestOrg, type WorkflowStepInput } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { controlSetId, createAssessmentCall, getAssessmentCall, runJobs } from "./testing";

async function runWorkflow(org: TestOrg, steps: WorkflowStepInput[], input: Record<string, unknown>) {
  const workflow = await createWorkflow(org, { steps });
  const started = await callApi("post", `/v1/workflows/${workflow.name}/run`, { token: org.token, body: { input } });
  expectStatus(started, 201);
  await runJobs(org);
  return bodyAt(await callApi("get", `/v1/workflows/runs/${started.body.workflow_run_id}`, { token: org.token }), 200);
}

const assessmentTotal = async (org: TestOrg) =>
  bodyAt(await callApi("get", "/v1/assessments", { token: org.token }), 200).total;

/** A raw resource ID (cbvndr_…, cbctst_…), which a step's message, shown on the run's page, never carries. */
const ID_PATTERN = /\bcb[a-z]+_[A-Za-z0-9]+/;

const createStep = (settings: Record<string, unknown> = {}) => ({
  component_name: "Create assessment",
  action_type: "create_assessment",
  settings,
});

describe("workflow action create_assessment", () => {
  it("creates an assessment of the vendor on the first plan's control sets with its documents, which the engine then runs", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { name: "Hooli" });
    const document = await uploadedDocument(
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
    const created = step?.artifacts.find((artifact) => artifact.role === "result");
    expect(created).toMatchObject({ artifact_type: "assessment", role: "result" });
    const assessment = bodyAt(await getAssessmentCall(org.token, created?.id ?? ""), 200);
    expect(assessment).toMatchObject({
      vendor_id: vendor.id,
      name: "Hooli onboarding review",
      control_set_ids: [await controlSetId(org, /SOC 2/)],
      supporting_document_ids: [document.id],
      status: "review_evals",
    });
  });

  it("fails its step in words, without IDs, when the settings name an unknown control set or a bad name format", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const soc2 = await controlSetId(org, /SOC 2/);
    const failures = [
      [
        { control_set_ids: ["cbctst_missing"] },
        "A control set in the step's settings is not in this organization (it may have been deleted).",
      ],
      [
        { control_set_ids: [soc2, "cbctst_missing", "cbctst_gone"] },
        "2 control sets in the step's settings are not in this organization (they may have been deleted).",
      ],
      [
        { name_format: "{nope} review" },
        expect.stringMatching(/^The name format in the step's settings is not valid: unknown placeholder \{nope\}\./),
      ],
    ] as const;
    for (const [settings, message] of failures) {
      const run = await runWorkflow(org, [createStep(settings)], { vendor_id: vendor.id });
      expect(run.status).toBe("failed");
      expect(run.steps[0]?.message).toEqual(message);
      expect(run.steps[0]?.message).not.toMatch(ID_PATTERN);
    }
    expect(await assessmentTotal(org)).toBe(0);
  });

  it("runs vendor actions of a trigger_workflow run on the assessment's vendor", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { primary_contact: { email: "sec@vendor.example" } });
    const workflow = await createWorkflow(org, {
      steps: [{ component_name: "Ask", action_type: "send_questionnaire", settings: {} }],
    });
    const created = bodyAt(
      await createAssessmentCall(org.token, {
        vendor_id: vendor.id,
        control_set_ids: [],
        trigger_workflow: workflow.name,
      }),
      201,
    );
    await runJobs(org);
    const run = bodyAt(
      await callApi("get", `/v1/workflows/runs/${created.workflow_run_id}`, { token: org.token }),
      200,
    );
    expect(run.steps[0]?.status).toBe("success");
    const portal = run.steps[0]?.artifacts.find((artifact) => artifact.artifact_type === "portal");
    await callApi("delete", `/v1/assessments/${created.id}`, { token: org.token });
    expect(bodyAt(await callApi("get", `/v1/portals/${portal?.id}`, { token: org.token }), 200).status).toBe("closed");
  });

  it("links a questionnaire only to an assessment of this organization and of the same vendor", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const vendor = await createVendor(org, { name: "Acme", primary_contact: { email: "sec@vendor.example" } });
    const secondVendor = await createVendor(org, { name: "Second" });
    const otherVendor = await createVendor(other);
    const assessmentOf = async (owner: TestOrg, vendorId: string) =>
      bodyAt(await createAssessmentCall(owner.token, { vendor_id: vendorId, control_set_ids: [] }), 201).id;
    const mine = await assessmentOf(org, vendor.id);
    const ofSecondVendor = await assessmentOf(org, secondVendor.id);
    const foreign = await assessmentOf(other, otherVendor.id);
    const ask = [{ component_name: "Ask", action_type: "send_questionnaire", settings: {} }];

    const notHere = "The assessment in the run's input is not in this organization (it may have been deleted).";
    const refused = [
      [foreign, notHere],
      ["cbqsrw_00000000000000000000000000000000", notHere],
      [
        ofSecondVendor,
        `The assessment in the run's input is not an assessment of "Acme", the vendor this step acts on.`,
      ],
    ];
    for (const [assessmentId, message] of refused) {
      const run = await runWorkflow(org, ask, { vendor_id: vendor.id, assessment_id: assessmentId });
      expect(run.status, assessmentId).toBe("failed");
      expect(run.steps[0]?.message).toBe(message);
      expect(run.steps[0]?.message).not.toMatch(ID_PATTERN);
    }
    expect(bodyAt(await callApi("get", "/v1/portals", { token: org.token }), 200).total).toBe(0);

    const run = await runWorkflow(org, ask, { vendor_id: vendor.id, assessment_id: mine });
    expect(run.steps[0]?.status).toBe("success");
    const [portal] = bodyAt(await callApi("get", "/v1/portals", { token: org.token }), 200).items;
    expect(portal?.assessment_id).toBe(mine.replace("cbqsrw_", "cbassm_"));
  });
});
