import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { domainEvents } from "@/lib/events/tables";
import { newId } from "@/lib/ids";
import { JobWorker } from "@/lib/jobs";
import { outboundEmails } from "@/lib/mail/tables";
import { questionsOfRequest, sectionsOf } from "@/lib/modules/portals/questions";
import { portals } from "@/lib/modules/portals/tables";
import { createOrg, createVendor, createWorkflow, type TestOrg, type WorkflowStepInput } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { executeRun } from "./engine";
import { findWorkflowByName, startRun } from "./runs";
import { workflowRunSteps } from "./tables";

const runJobs = (org: TestOrg) => new JobWorker({ orgId: org.orgId }).runUntilIdle();
const step = (action_type: string, settings: Record<string, unknown> = {}) => ({
  component_name: `Do ${action_type}`,
  action_type,
  settings,
});

async function runToEnd(org: TestOrg, steps: WorkflowStepInput[], input: Record<string, unknown>) {
  const workflow = await createWorkflow(org, { steps });
  const started = await callApi("post", `/v1/workflows/${workflow.name}/run`, { token: org.token, body: { input } });
  expectStatus(started, 201);
  await runJobs(org);
  return runDetail(org, started.body.workflow_run_id);
}

const runDetail = async (org: TestOrg, runId: string | undefined) =>
  bodyAt(await callApi("get", `/v1/workflows/runs/${runId}`, { token: org.token }), 200);

const vendorTier = async (org: TestOrg, vendorId: string) =>
  bodyAt(await callApi("get", `/v1/vendors/${vendorId}`, { token: org.token }), 200).tier;

const runsOf = async (org: TestOrg) => bodyAt(await callApi("get", "/v1/workflows/runs", { token: org.token }), 200);

async function riskLevelId(org: TestOrg, name: string): Promise<string> {
  const levels = bodyAt(await callApi("get", "/v1/risk_levels", { token: org.token }), 200).items;
  const level = levels.find((entry) => entry.name === name);
  if (!level) {
    throw new Error(`no risk level ${name}`);
  }
  return level.id;
}

const vendorEvents = async (org: TestOrg, vendorId: string) =>
  (
    await db()
      .select()
      .from(domainEvents)
      .where(eq(domainEvents.orgId, org.orgId))
      .orderBy(domainEvents.occurredAt, domainEvents.id)
  )
    .filter((event) => (event.data as { vendor_id?: string }).vendor_id === vendorId)
    .map((event) => event.eventType);

describe("run engine", () => {
  it("executes steps in order, recording status, message, artifacts and timestamps, and completes", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, {
      name: "Initech",
      primary_contact: { email: "bill@initech.example", name: "Bill" },
      inherent_risk_level_id: await riskLevelId(org, "High"),
    });
    const result = await runToEnd(
      org,
      [step("send_questionnaire", { questionnaire_type: "irq" }), step("tier_vendor")],
      {
        vendor_id: vendor.id,
      },
    );
    expect(result.status).toBe("completed");
    expect(result.completed_at).toBeGreaterThanOrEqual(result.started_at);
    const [questionnaire, tiering] = result.steps;
    if (!questionnaire || !tiering) {
      throw new Error(`expected two steps, got ${result.steps.length}`);
    }
    expect(Object.keys(questionnaire).sort()).toEqual([
      "action_type",
      "artifacts",
      "component_id",
      "component_name",
      "created_at",
      "message",
      "status",
      "step_id",
      "updated_at",
    ]);
    expect(questionnaire).toMatchObject({ action_type: "send_questionnaire", status: "success", message: null });
    expect(questionnaire.step_id).toMatch(/^cbwrs_[0-9a-f]{32}$/);
    expect(questionnaire.updated_at).toBeGreaterThanOrEqual(questionnaire.created_at);

    const [portal] = await db().select().from(portals).where(eq(portals.orgId, org.orgId));
    expect(portal).toMatchObject({
      vendorId: vendor.id,
      type: "irq",
      status: "open",
      recipientEmail: "bill@initech.example",
    });
    const [email] = await db().select().from(outboundEmails).where(eq(outboundEmails.orgId, org.orgId));
    expect(email).toMatchObject({
      to: "bill@initech.example",
      relatedType: "portal",
      relatedId: portal?.id,
      status: "logged",
    });
    expect(email?.body).toContain(`/portal/${portal?.id}`);
    expect(questionnaire.artifacts).toEqual([
      { artifact_type: "vendor", id: vendor.id, role: "trigger" },
      { artifact_type: "portal", id: portal?.id, role: "result" },
      { artifact_type: "email", id: email?.id, role: "result" },
    ]);

    expect(tiering).toMatchObject({ action_type: "tier_vendor", status: "success" });
    expect(tiering.artifacts).toContainEqual({ artifact_type: "vendor", id: vendor.id, role: "result" });
    expect(await vendorTier(org, vendor.id)).toBe("tier_1");
    expect(await vendorEvents(org, vendor.id)).toEqual(["Vendor.Created", "Vendor.Updated"]);
  });

  it("sends the questionnaires settings.questionnaire_ids names, one section each, and fails on an unknown one", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { primary_contact: { email: "ops@vendor.example" } });
    const listed = bodyAt(await callApi("get", "/v1/intake/api/questionnaires", { token: org.token }), 200).items;
    const ids = listed.map((questionnaire) => questionnaire.id).reverse();
    const sent = await runToEnd(
      org,
      [step("send_questionnaire", { questionnaire_type: "irq", questionnaire_ids: ids })],
      { vendor_id: vendor.id },
    );
    expect(sent.steps[0]).toMatchObject({ status: "success" });
    const portal = sent.steps[0]?.artifacts.find((artifact) => artifact.artifact_type === "portal");
    if (!portal) {
      throw new Error("the step recorded no portal");
    }
    const questions = await questionsOfRequest(db(), org.orgId, portal.id);
    expect(sectionsOf(questions).map((section) => section.key)).toEqual(ids);

    const failed = await runToEnd(org, [step("send_questionnaire", { questionnaire_ids: ["cbqsr_unknown"] })], {
      vendor_id: vendor.id,
    });
    expect(failed.steps[0]).toMatchObject({
      status: "failed",
      message: "A questionnaire chosen in the step's settings is archived or not in this organization.",
    });
  });

  it("tiers by inherent risk: Critical/High tier_1, Medium tier_2, Low/Minimal tier_3", async () => {
    const org = await createOrg();
    const expected: [string, string][] = [
      ["Critical", "tier_1"],
      ["Medium", "tier_2"],
      ["Low", "tier_3"],
      ["Minimal", "tier_3"],
    ];
    for (const [level, tier] of expected) {
      const vendor = await createVendor(org, { inherent_risk_level_id: await riskLevelId(org, level) });
      const result = await runToEnd(org, [step("tier_vendor")], { vendor_id: vendor.id });
      expect(result.steps[0]?.status, level).toBe("success");
      expect(await vendorTier(org, vendor.id), level).toBe(tier);
    }
  });

  it("skips with a reason: no primary contact for the questionnaire, no inherent level for tiering", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { name: "No Contact Co" });
    const result = await runToEnd(org, [step("send_questionnaire"), step("tier_vendor")], { vendor_id: vendor.id });
    expect(result.status).toBe("completed");
    expect(result.steps.map((entry) => entry.status)).toEqual(["skipped", "skipped"]);
    expect(result.steps[0]?.message).toMatch(/no primary contact/);
    expect(result.steps[1]?.message).toMatch(/no inherent risk level/);
    expect(result.steps[0]?.artifacts).toEqual([{ artifact_type: "vendor", id: vendor.id, role: "trigger" }]);
    expect(await db().select().from(portals).where(eq(portals.orgId, org.orgId))).toEqual([]);
    expect(await db().select().from(outboundEmails).where(eq(outboundEmails.orgId, org.orgId))).toEqual([]);
    expect(await vendorTier(org, vendor.id)).toBeNull();
  });

  it("sets the vendor status by name and records Vendor.Updated", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const result = await runToEnd(org, [step("set_vendor_status", { status: "Offboarded" })], { vendor_id: vendor.id });
    expect(result.steps[0]).toMatchObject({ status: "success", message: null });
    const read = bodyAt(await callApi("get", `/v1/vendors/${vendor.id}`, { token: org.token }), 200);
    expect(read.status).toBe("Offboarded");
    expect(await vendorEvents(org, vendor.id)).toEqual(["Vendor.Created", "Vendor.Updated"]);
  });

  it("fails the run at a failing step, with its error, and skips the steps after it", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const result = await runToEnd(org, [step("set_vendor_status", { status: "No such status" }), step("tier_vendor")], {
      vendor_id: vendor.id,
    });
    expect(result.status).toBe("failed");
    expect(result.completed_at).not.toBeNull();
    expect(result.steps[0]).toMatchObject({
      status: "failed",
      message: 'No vendor status named "No such status" in this organization.',
    });
    expect(result.steps[1]).toMatchObject({ status: "skipped", message: "Not run: an earlier step failed." });
    expect(await vendorEvents(org, vendor.id)).toEqual(["Vendor.Created"]);
  });

  it("fails a step whose action no module provides with a clear message", async () => {
    const org = await createOrg();
    const result = await runToEnd(org, [step("retire_vendor")], {});
    expect(result.status).toBe("failed");
    expect(result.steps[0]).toMatchObject({
      action_type: "retire_vendor",
      status: "failed",
      message: "Action retire_vendor is not available in this installation, so the step cannot run.",
    });
  });

  it("fails a vendor action with no vendor to act on, or another organization's vendor", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const theirs = await createVendor(other);
    expect((await runToEnd(org, [step("tier_vendor")], {})).steps[0]?.message).toMatch(/No vendor to act on/);
    // POST run refuses such an input (404 vendor_not_found); a run started otherwise still fails its step.
    const workflow = await createWorkflow(org, { steps: [step("tier_vendor")] });
    const definition = await findWorkflowByName(db(), org.orgId, workflow.name);
    const started = await startRun(db(), definition, { vendor_id: theirs.id }, null);
    await runJobs(org);
    const foreign = await runDetail(org, started.id);
    expect(foreign.steps[0]?.message).toBe(
      "The vendor this run names is not in this organization (it may have been deleted).",
    );
  });
});

describe("event-triggered workflows", () => {
  it("starts a run of each enabled definition triggered by the event, acting on the event's vendor", async () => {
    const org = await createOrg();
    const level = await riskLevelId(org, "Medium");
    const trigger = { type: "event", event_type: "Vendor.Created" } as const;
    const enabled = await createWorkflow(org, { trigger, steps: [step("tier_vendor")] });
    const disabled = await createWorkflow(org, { trigger, enabled: false, steps: [step("tier_vendor")] });
    const vendor = await createVendor(org, { inherent_risk_level_id: level });
    const runs = (await runsOf(org)).data;
    expect(runs.map((row) => row.workflow_name)).toEqual([enabled.name]);
    expect(runs.map((row) => row.workflow_name)).not.toContain(disabled.name);
    await runJobs(org);
    const detail = await runDetail(org, runs[0]?.workflow_run_id);
    expect(detail.status).toBe("completed");
    expect(detail.steps[0]?.artifacts[0]).toEqual({ artifact_type: "vendor", id: vendor.id, role: "trigger" });
    expect(await vendorTier(org, vendor.id)).toBe("tier_2");
  });

  it("never starts another organization's workflows", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    await createWorkflow(other, { trigger: { type: "event", event_type: "Vendor.Created" } });
    await createVendor(org);
    expect((await runsOf(other)).total).toBe(0);
  });
});

describe("vendor_onboarding default", () => {
  it("runs send_questionnaire, tier_vendor and send_webhook in order", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { primary_contact: { email: "a@vendor.example" } });
    const started = await callApi("post", "/v1/workflows/vendor_onboarding/run", {
      token: org.token,
      body: { input: { vendor_id: vendor.id } },
    });
    await runJobs(org);
    const detail = await runDetail(org, bodyAt(started, 201).workflow_run_id);
    expect(detail.steps.map((entry) => entry.action_type)).toEqual([
      "send_questionnaire",
      "tier_vendor",
      "send_webhook",
    ]);
    expect(detail.steps.map((entry) => entry.status)).toEqual(["success", "skipped", "skipped"]);
    expect(detail.steps[2]?.message).toBe("No webhook subscribes to Vendor.Updated.");
    const rows = await db()
      .select()
      .from(portals)
      .where(and(eq(portals.orgId, org.orgId), eq(portals.vendorId, vendor.id)))
      .orderBy(asc(portals.createdAt));
    expect(rows).toHaveLength(1);
  });
});

describe("run durability", () => {
  it("executes the steps the run started with, even if the definition is edited before the engine runs", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const workflow = await createWorkflow(org, { steps: [step("set_vendor_status", { status: "Active" })] });
    const started = await callApi("post", `/v1/workflows/${workflow.name}/run`, {
      token: org.token,
      body: { input: { vendor_id: vendor.id } },
    });
    const edited = await callApi("patch", `/v1/workflows/${workflow.id}`, {
      token: org.token,
      body: { steps: [step("create_assessment")] },
    });
    expect(edited.status).toBe(200);
    await runJobs(org);
    const detail = await runDetail(org, bodyAt(started, 201).workflow_run_id);
    expect(detail.steps.map((entry) => [entry.action_type, entry.status])).toEqual([["set_vendor_status", "success"]]);
  });

  it("resumes after the last recorded step when the job runs again, never repeating a step", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { primary_contact: { email: "once@vendor.example" } });
    const workflow = await createWorkflow(org, { steps: [step("send_questionnaire"), step("send_questionnaire")] });
    const started = await callApi("post", `/v1/workflows/${workflow.name}/run`, {
      token: org.token,
      body: { input: { vendor_id: vendor.id } },
    });
    const runId = bodyAt(started, 201).workflow_run_id;
    // A worker that died after committing step 1: its record exists, the run is still started.
    await db()
      .insert(workflowRunSteps)
      .values({
        id: newId("workflowRunStep"),
        runId,
        position: 0,
        componentId: workflow.steps[0]!.component_id,
        componentName: "Recorded before the crash",
        actionType: "send_questionnaire",
        status: "success",
        updatedAt: new Date(),
      });
    await executeRun(runId);
    await executeRun(runId);
    const detail = await runDetail(org, runId);
    expect(detail.status).toBe("completed");
    expect(detail.steps.map((entry) => entry.component_name)).toEqual([
      "Recorded before the crash",
      "Do send_questionnaire",
    ]);
    expect(await db().select().from(portals).where(eq(portals.orgId, org.orgId))).toHaveLength(1);
  });
});
