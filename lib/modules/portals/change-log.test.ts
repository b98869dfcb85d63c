import { describe, expect, it } from "vitest";
import { JobWorker } from "@/lib/jobs";
import { controlSetId } from "@/lib/modules/assessments/testing";
import { changesOf } from "@/lib/testing/change-log";
import { createOrg, createVendor, createWorkflow } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";
import { insertPortal } from "@/lib/testing/records";

describe("portal requests in the change log", () => {
  it("records a request opened by a workflow step as created by the system", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const vendor = await createVendor(org, {
      name: "Globex",
      primary_contact: { email: "hank@globex.example", name: "Hank" },
    });
    const run = await callApi("post", "/v1/workflows/vendor_onboarding/run", {
      token: org.token,
      body: { input: { vendor_id: vendor.id } },
    });
    expectStatus(run, 201);
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    const portals = await callApi("get", `/v1/portals?vendor_id=${vendor.id}`, { token: org.token });
    expectStatus(portals, 200);
    expect(portals.body.items).toHaveLength(1);
    const portal = portals.body.items[0]!;

    const entries = await changesOf(org, "portal", portal.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: "created",
        entity_name: portal.display_name,
        actor: { type: "system", id: null, name: "system" },
      }),
    ]);
    expect(entries[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: "vendor_id", before: null, after: vendor.id },
        { field: "status", before: null, after: "open" },
      ]),
    );
    expect(await changesOf(other, "portal", portal.id)).toEqual([]);
  });
});

describe("portal requests closed with their assessment", () => {
  it("records the close of each open request, and the cancel of the assessment's run, by who archived it", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { name: "Umbrella" });
    const workflow = await createWorkflow(org, {
      steps: [{ component_name: "Tier", action_type: "tier_vendor", settings: {} }],
    });
    const assessment = await callApi("post", "/v1/assessments", {
      token: org.token,
      body: {
        vendor_id: vendor.id,
        control_set_ids: [await controlSetId(org, /SOC 2/)],
        trigger_workflow: workflow.name,
      },
    });
    expectStatus(assessment, 201);
    const runId = assessment.body.workflow_run_id;
    if (!runId) {
      throw new Error("the assessment started no workflow run");
    }
    const portalId = await insertPortal(org, vendor.id, { assessmentId: assessment.body.id });
    const archived = await callApi("delete", `/v1/assessments/${assessment.body.id}`, { token: org.token });
    expectStatus(archived, 200);

    const admin = { type: "user", id: org.userId, name: "Ada Admin" };
    const [closed] = await changesOf(org, "portal", portalId);
    expect([closed?.action, closed?.actor]).toEqual(["closed", admin]);
    expect(closed?.changes).toContainEqual({ field: "status", before: "open", after: "closed" });
    const runEntries = await changesOf(org, "workflow_run", runId);
    expect(runEntries.map((entry) => [entry.action, entry.actor])).toEqual([
      ["canceled", admin],
      ["created", admin],
    ]);
    const [canceled] = runEntries;
    expect(canceled?.changes).toContainEqual({ field: "status", before: "started", after: "canceled" });
  });
});
