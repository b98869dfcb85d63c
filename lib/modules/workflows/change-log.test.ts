import { beforeAll, describe, expect, it } from "vitest";
import { JobWorker } from "@/lib/jobs";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { createKey, createOrg, createWorkflow, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";

const SYSTEM = { type: "system", id: null, name: "system" };
const step = { component_name: "Set status", action_type: "set_vendor_status", settings: { status: "Active" } };

describe("workflows in the change log", () => {
  let org: TestOrg;
  let other: TestOrg;

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
  });

  const patch = (id: string, body: Schemas["UpdateWorkflowDefinition"], token = org.token) =>
    callApi("patch", `/v1/workflows/${id}`, { token, body });

  it("records a definition's creation, edit and disabling by the admin, and nothing for a no-op edit", async () => {
    const workflow = await createWorkflow(org, { steps: [] });
    expect((await patch(workflow.id, { name: `${workflow.name}_v2`, steps: [step] })).status).toBe(200);
    expect((await patch(workflow.id, { enabled: false })).status).toBe(200);
    expect((await patch(workflow.id, { enabled: false, name: `${workflow.name}_v2` })).status).toBe(200);

    const entries = await changesOf(org, "workflow", workflow.id);
    expect(entries.map((entry) => entry.action)).toEqual(["disabled", "updated", "created"]);
    const [disabled, edited, created] = entries;
    expect(created).toMatchObject({
      entity_name: workflow.name,
      actor: { type: "user", id: org.userId, name: "Ada Admin" },
    });
    expect(created?.changes).toEqual(
      expect.arrayContaining([
        { field: "name", before: null, after: workflow.name },
        { field: "enabled", before: null, after: true },
        { field: "trigger", before: null, after: { type: "manual" } },
      ]),
    );
    expect(edited?.entity_name).toBe(`${workflow.name}_v2`);
    expect(edited?.changes.map((change: { field: string }) => change.field).sort()).toEqual(["name", "steps"]);
    expect(edited?.changes).toContainEqual({ field: "name", before: workflow.name, after: `${workflow.name}_v2` });
    expect(disabled?.changes).toEqual([{ field: "enabled", before: true, after: false }]);
  });

  it("records a run's start by the caller and its completion by the system", async () => {
    const workflow = await createWorkflow(org, { steps: [] });
    const key = await createKey(org, { name: "Scheduler" });
    const started = await callApi("post", `/v1/workflows/${workflow.name}/run`, { token: key.secret, body: {} });
    expectStatus(started, 201);
    const runId = started.body.workflow_run_id;
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();

    const entries = await changesOf(org, "workflow_run", runId);
    expect(entries.map((entry) => [entry.action, entry.actor])).toEqual([
      ["completed", SYSTEM],
      ["created", { type: "api_key", id: key.id, name: "Scheduler" }],
    ]);
    const [completed, created] = entries;
    expect(created?.entity_name).toBe(workflow.name);
    expect(created?.changes).toContainEqual({ field: "status", before: null, after: "started" });
    expect(completed?.changes).toContainEqual({ field: "status", before: "started", after: "completed" });
    expect(completed?.changes).toContainEqual({ field: "completed_at", before: null, after: expect.any(Number) });
  });

  it("records a failed run as failed, by the system", async () => {
    const workflow = await createWorkflow(org, { steps: [{ ...step, action_type: "no_such_action" }] });
    const started = bodyAt(
      await callApi("post", `/v1/workflows/${workflow.name}/run`, { token: org.token, body: {} }),
      201,
    );
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    const [failed] = await changesOf(org, "workflow_run", started.workflow_run_id);
    expect([failed?.action, failed?.actor]).toEqual(["failed", SYSTEM]);
    expect(failed?.changes).toContainEqual({ field: "status", before: "started", after: "failed" });
  });

  it("never shows another organization's workflow changes", async () => {
    const theirs = await createWorkflow(other, { steps: [] });
    await patch(theirs.id, { enabled: false }, other.token);
    expect(await changesOf(org, "workflow", theirs.id)).toEqual([]);
    expect((await changesOf(other, "workflow", theirs.id)).map((entry) => entry.action)).toEqual([
      "disabled",
      "created",
    ]);
  });
});
