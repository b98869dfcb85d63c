import { describe, expect, it } from "vitest";
import { createKey, createMember, createOrg, createWorkflow, type WorkflowStepInput } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";

const steps: WorkflowStepInput[] = [
  { component_name: "Tier", action_type: "tier_vendor" },
  { component_name: "Offboard", action_type: "set_vendor_status", settings: { status: "Offboarded" } },
];

describe("workflow definitions (dashboard only)", () => {
  it("creates a definition listed by GET /v1/workflows, with ordered steps and component IDs", async () => {
    const org = await createOrg();
    const created = await call("/v1/workflows", {
      token: org.token,
      body: { name: "tiering", trigger: { type: "event", event_type: "Vendor.Created" }, steps },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "tiering",
      enabled: false,
      trigger: { type: "event", event_type: "Vendor.Created" },
      steps: [
        { component_name: "Tier", action_type: "tier_vendor", settings: {} },
        { component_name: "Offboard", action_type: "set_vendor_status", settings: { status: "Offboarded" } },
      ],
    });
    expect(created.body.id).toMatch(/^cbwd_[0-9a-f]{32}$/);
    expect(new Set(created.body.steps.map((step: { component_id: string }) => step.component_id)).size).toBe(2);
    const listed = (await call("/v1/workflows", { token: org.token })).body;
    expect(listed.items.map((item: { name: string }) => item.name)).toEqual([
      "offboarding",
      "tiering",
      "vendor_onboarding",
    ]);
    expect(listed.total).toBe(3);
  });

  it("edits, enables and disables; omitted fields stay; component IDs given back are kept", async () => {
    const org = await createOrg();
    const workflow = await createWorkflow(org, { enabled: false, steps });
    const path = `/v1/workflows/${workflow.id}`;
    const enabled = await call(path, { method: "PATCH", token: org.token, body: { enabled: true } });
    expect(enabled.status).toBe(200);
    expect(enabled.body).toEqual({ ...workflow, enabled: true });
    expect((await call(`/v1/workflows/${workflow.name}/run`, { token: org.token, body: {} })).status).toBe(201);
    const kept = workflow.steps[1];
    const reordered = await call(path, {
      method: "PATCH",
      token: org.token,
      body: { name: "renamed", enabled: false, steps: [kept] },
    });
    expect(reordered.body).toMatchObject({ name: "renamed", enabled: false, steps: [kept] });
    const disabled = await call("/v1/workflows/renamed/run", { token: org.token, body: {} });
    expect([disabled.status, disabled.body.detail.code]).toEqual([409, "workflow_disabled"]);
  });

  it("rejects a trigger outside the event catalog, a taken name, and repeated component IDs", async () => {
    const org = await createOrg();
    const badEvent = await call("/v1/workflows", {
      token: org.token,
      body: { name: "x", trigger: { type: "event", event_type: "vendor.created" } },
    });
    expect([badEvent.status, badEvent.body.detail.code]).toEqual([400, "invalid_workflow"]);
    const taken = await call("/v1/workflows", { token: org.token, body: { name: "vendor_onboarding" } });
    expect([taken.status, taken.body.detail.code]).toEqual([409, "workflow_exists"]);
    const repeated = await call("/v1/workflows", {
      token: org.token,
      body: {
        name: "y",
        steps: [
          { ...steps[0], component_id: "a" },
          { ...steps[1], component_id: "a" },
        ],
      },
    });
    expect([repeated.status, repeated.body.detail.code]).toEqual([400, "invalid_workflow"]);
    const workflow = await createWorkflow(org);
    const rename = await call(`/v1/workflows/${workflow.id}`, {
      method: "PATCH",
      token: org.token,
      body: { name: "offboarding" },
    });
    expect([rename.status, rename.body.detail.code]).toEqual([409, "workflow_exists"]);
    for (const name of ["", "has space", "a/b", "x".repeat(101)]) {
      expect((await call("/v1/workflows", { token: org.token, body: { name } })).status, name).toBe(422);
    }
  });

  it("answers 401 Unauthorized role to ak_ keys, 403 to guests, 404 for another organization's definition", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const key = await createKey(org);
    const guest = await createMember(org, "org:guest");
    const workflow = await createWorkflow(org);
    for (const token of [key.secret, guest.token]) {
      const create = await call("/v1/workflows", { token, body: { name: "nope" } });
      const edit = await call(`/v1/workflows/${workflow.id}`, { method: "PATCH", token, body: { enabled: false } });
      for (const result of [create, edit]) {
        if (token === key.secret) {
          expect([result.status, result.body]).toEqual([401, { detail: "Unauthorized role." }]);
        } else {
          expect([result.status, result.body.detail.code]).toEqual([403, "insufficient_role"]);
        }
      }
    }
    const foreign = await call(`/v1/workflows/${workflow.id}`, {
      method: "PATCH",
      token: other.token,
      body: { enabled: false },
    });
    expect([foreign.status, foreign.body.detail.code]).toEqual([404, "workflow_not_found"]);
  });
});
