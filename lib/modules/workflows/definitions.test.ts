import { describe, expect, it } from "vitest";
import { createKey, createMember, createOrg, createWorkflow, type WorkflowStepInput } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";

const tier: WorkflowStepInput = { component_name: "Tier", action_type: "tier_vendor" };
const offboard: WorkflowStepInput = {
  component_name: "Offboard",
  action_type: "set_vendor_status",
  settings: { status: "Offboarded" },
};
const steps = [tier, offboard];

describe("workflow definitions (dashboard only)", () => {
  it("creates a definition listed by GET /v1/workflows, with ordered steps and component IDs", async () => {
    const org = await createOrg();
    const created = await callApi("post", "/v1/workflows", {
      token: org.token,
      body: { name: "tiering", trigger: { type: "event", event_type: "Vendor.Created" }, steps },
    });
    expectStatus(created, 201);
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
    expect(new Set(created.body.steps.map((step) => step.component_id)).size).toBe(2);
    const listed = bodyAt(await callApi("get", "/v1/workflows", { token: org.token }), 200);
    expect(listed.items.map((item) => item.name)).toEqual(["offboarding", "tiering", "vendor_onboarding"]);
    expect(listed.total).toBe(3);
  });

  it("edits, enables and disables; omitted fields stay; component IDs given back are kept", async () => {
    const org = await createOrg();
    const workflow = await createWorkflow(org, { enabled: false, steps });
    const path = `/v1/workflows/${workflow.id}` as const;
    const enabled = await callApi("patch", path, { token: org.token, body: { enabled: true } });
    expectStatus(enabled, 200);
    expect(enabled.body).toEqual({ ...workflow, enabled: true });
    expect((await call(`/v1/workflows/${workflow.name}/run`, { token: org.token, body: {} })).status).toBe(201);
    const [, kept] = workflow.steps;
    if (!kept) {
      throw new Error("the workflow was created with two steps");
    }
    const reordered = await callApi("patch", path, {
      token: org.token,
      body: { name: "renamed", enabled: false, steps: [kept] },
    });
    expect(reordered.body).toMatchObject({ name: "renamed", enabled: false, steps: [kept] });
    const disabled = await callApi("post", "/v1/workflows/renamed/run", { token: org.token, body: {} });
    expectStatus(disabled, 409);
    expect(disabled.body.detail.code).toBe("workflow_disabled");
  });

  it("rejects a trigger outside the event catalog, a taken name, and repeated component IDs", async () => {
    const org = await createOrg();
    const badEvent = await callApi("post", "/v1/workflows", {
      token: org.token,
      body: { name: "x", trigger: { type: "event", event_type: "vendor.created" } },
    });
    expectStatus(badEvent, 400);
    expect(badEvent.body.detail.code).toBe("invalid_workflow");
    const taken = await callApi("post", "/v1/workflows", { token: org.token, body: { name: "vendor_onboarding" } });
    expectStatus(taken, 409);
    expect(taken.body.detail.code).toBe("workflow_exists");
    const repeated = await callApi("post", "/v1/workflows", {
      token: org.token,
      body: {
        name: "y",
        steps: [
          { ...tier, component_id: "a" },
          { ...offboard, component_id: "a" },
        ],
      },
    });
    expectStatus(repeated, 400);
    expect(repeated.body.detail.code).toBe("invalid_workflow");
    const workflow = await createWorkflow(org);
    const rename = await callApi("patch", `/v1/workflows/${workflow.id}`, {
      token: org.token,
      body: { name: "offboarding" },
    });
    expectStatus(rename, 409);
    expect(rename.body.detail.code).toBe("workflow_exists");
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
      const create = await callApi("post", "/v1/workflows", { token, body: { name: "nope" } });
      const edit = await callApi("patch", `/v1/workflows/${workflow.id}`, { token, body: { enabled: false } });
      for (const result of [create, edit]) {
        if (token === key.secret) {
          expect([result.status, result.body]).toEqual([401, { detail: "Unauthorized role." }]);
        } else {
          expectStatus(result, 403);
          expect(result.body.detail.code).toBe("insufficient_role");
        }
      }
    }
    const foreign = await callApi("patch", `/v1/workflows/${workflow.id}`, {
      token: other.token,
      body: { enabled: false },
    });
    expectStatus(foreign, 404);
    expect(foreign.body.detail.code).toBe("workflow_not_found");
  });
});
