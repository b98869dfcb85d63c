import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { JobWorker } from "@/lib/jobs";
import { jobs } from "@/lib/jobs/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createOrg, createVendor, createWorkflow, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";
import { workflowRuns } from "./tables";

const RUN_FIELDS = [
  "completed_at",
  "started_at",
  "status",
  "steps",
  "workflow_definition_id",
  "workflow_name",
  "workflow_run_id",
];
const run = (
  token: string,
  name: string,
  body: Schemas["RunWorkflowRequest"] = {},
  headers: Record<string, string> = {},
) => callApi("post", `/v1/workflows/${name}/run`, { token, body, headers });
const list = (token: string, query: "" | `?${string}` = "") => callApi("get", `/v1/workflows/runs${query}`, { token });
const readRun = (token: string, id: string) => callApi("get", `/v1/workflows/runs/${id}`, { token });
const runJobs = (org: TestOrg) => new JobWorker({ orgId: org.orgId }).runUntilIdle();
const noopStep = { component_name: "Set status", action_type: "set_vendor_status", settings: { status: "Active" } };

async function dispatchJobs(org: TestOrg) {
  return db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.orgId, org.orgId), eq(jobs.type, "workflows.run")));
}

describe("POST /v1/workflows/{workflow_name}/run", () => {
  it("answers 201 started with the input echoed, and commits the run with its dispatch job", async () => {
    const org = await createOrg();
    const key = await createKey(org);
    const vendor = await createVendor(org);
    const input = { vendor_id: vendor.id, nested: { list: [1, "two", null] } };
    const result = await run(key.secret, "vendor_onboarding", { input });
    expectStatus(result, 201);
    expect(Object.keys(result.body).sort()).toEqual([
      "input",
      "started_at",
      "status",
      "workflow_name",
      "workflow_run_id",
    ]);
    expect(result.body).toMatchObject({ workflow_name: "vendor_onboarding", status: "started", input });
    expect(result.body.workflow_run_id).toMatch(/^cbwr_[0-9a-f]{32}$/);
    expect(Math.abs(result.body.started_at - Date.now() / 1000)).toBeLessThan(60);
    const queued = await dispatchJobs(org);
    expect(queued.map((job) => job.payload)).toEqual([{ run_id: result.body.workflow_run_id }]);
    const [stored] = await db().select().from(workflowRuns).where(eq(workflowRuns.id, result.body.workflow_run_id));
    expect(stored?.input).toEqual(input);
  });

  it("defaults input to {} with an empty body or none", async () => {
    const org = await createOrg();
    expect(bodyAt(await run(org.token, "vendor_onboarding", {}), 201).input).toEqual({});
    const bare = await callApi("post", "/v1/workflows/vendor_onboarding/run", { token: org.token });
    expectStatus(bare, 201);
    expect(bare.body.input).toEqual({});
  });

  it("answers 404 workflow_not_found for an unknown or another organization's workflow, 409 when disabled", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const theirs = await createWorkflow(other);
    for (const name of ["no_such_workflow", theirs.name]) {
      const result = await run(org.token, name);
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("workflow_not_found");
    }
    const disabled = await run(org.token, "offboarding");
    expectStatus(disabled, 409);
    expect(disabled.body.detail.code).toBe("workflow_disabled");
    expect(await dispatchJobs(org)).toEqual([]);
  });

  it("answers 404 vendor_not_found for an input vendor_id of no vendor of the organization, and starts nothing", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const theirs = await createVendor(other);
    for (const vendorId of ["nope", "cbvndr_00000000000000000000000000000000", theirs.id, 42, null]) {
      const result = await run(org.token, "vendor_onboarding", { input: { vendor_id: vendorId } });
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("vendor_not_found");
    }
    expect(await dispatchJobs(org)).toEqual([]);
    expect(await db().select().from(workflowRuns).where(eq(workflowRuns.orgId, org.orgId))).toEqual([]);
    // The workflow's own checks come first: a disabled workflow is 409 whatever the input.
    const disabled = await run(org.token, "offboarding", { input: { vendor_id: "nope" } });
    expectStatus(disabled, 409);
    expect(disabled.body.detail.code).toBe("workflow_disabled");
  });

  it("echoes input as sent, keys in the caller's order", async () => {
    const org = await createOrg();
    const result = await call("/v1/workflows/vendor_onboarding/run", {
      token: org.token,
      rawBody: '{"input":{"zeta":1,"a":{"y":true,"b":null}}}',
      headers: { "content-type": "application/json" },
    });
    expect(result.status).toBe(201);
    expect(result.text).toContain('"input":{"zeta":1,"a":{"y":true,"b":null}}');
  });

  it("answers 422 (not 500) for input text holding a NUL character, which cannot be stored", async () => {
    const org = await createOrg();
    for (const input of [{ note: "a\u0000b" }, { list: ["ok", { "k\u0000": 1 }] }]) {
      const result = await run(org.token, "vendor_onboarding", { input });
      expectStatus(result, 422);
      expect(result.body.detail[0]?.loc.slice(0, 2)).toEqual(["body", "input"]);
    }
    expect(await dispatchJobs(org)).toEqual([]);
  });

  it("rejects a non-object input with 422", async () => {
    const org = await createOrg();
    for (const input of [[1], "text", 3]) {
      const result = await callApi("post", "/v1/workflows/vendor_onboarding/run", {
        token: org.token,
        uncheckedBody: { input },
      });
      expect(result.status).toBe(422);
    }
  });

  it("honors Idempotency-Key: a replay returns the same body and creates no second run", async () => {
    const org = await createOrg();
    const headers = { "Idempotency-Key": "run-once" };
    const first = await run(org.token, "vendor_onboarding", { input: { a: 1 } }, headers);
    const again = await run(org.token, "vendor_onboarding", { input: { a: 1 } }, headers);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(await dispatchJobs(org)).toHaveLength(1);
    const fresh = await run(org.token, "vendor_onboarding", { input: { a: 1 } }, { "Idempotency-Key": "other" });
    expect(bodyAt(fresh, 201).workflow_run_id).not.toBe(bodyAt(first, 201).workflow_run_id);
  });
});

describe("GET /v1/workflows/runs/{workflow_run_id}", () => {
  it("returns the run with no steps before the engine ran, then with its steps and completed_at", async () => {
    const org = await createOrg();
    const workflow = await createWorkflow(org, {
      steps: [{ component_name: "Missing", action_type: "retire_vendor" }],
    });
    const started = bodyAt(await run(org.token, workflow.name), 201);
    const before = await readRun(org.token, started.workflow_run_id);
    expectStatus(before, 200);
    expect(Object.keys(before.body).sort()).toEqual(RUN_FIELDS);
    expect(before.body).toMatchObject({
      workflow_name: workflow.name,
      workflow_definition_id: workflow.id,
      status: "started",
      completed_at: null,
      steps: [],
    });
    await runJobs(org);
    const after = bodyAt(await readRun(org.token, started.workflow_run_id), 200);
    expect(after.status).toBe("failed");
    expect(after.completed_at).toBeGreaterThanOrEqual(after.started_at);
    expect(after.steps).toHaveLength(1);
  });

  it("answers 404 workflow_run_not_found for an unknown or another organization's run", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    const theirs = bodyAt(await run(other.token, "vendor_onboarding"), 201);
    for (const id of [theirs.workflow_run_id, "cbwr_00000000000000000000000000000000"]) {
      const result = await readRun(org.token, id);
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("workflow_run_not_found");
    }
  });
});

describe("GET /v1/workflows/runs", () => {
  it("lists run summaries newest first with step_count, and filters by name, status and creation time", async () => {
    const org = await createOrg();
    const other = await createOrg("Other");
    await run(other.token, "vendor_onboarding");
    const twoSteps = await createWorkflow(org, { steps: [noopStep, { ...noopStep, component_name: "Again" }] });
    const first = bodyAt(await run(org.token, twoSteps.name, { input: { assessment_id: "cbqsrw_missing" } }), 201);
    await runJobs(org);
    const second = bodyAt(await run(org.token, "vendor_onboarding"), 201);
    await db()
      .update(workflowRuns)
      .set({ startedAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(workflowRuns.id, first.workflow_run_id));

    const all = await list(org.token);
    expectStatus(all, 200);
    expect(Object.keys(all.body).sort()).toEqual(["data", "limit", "offset", "total"]);
    expect([all.body.total, all.body.limit, all.body.offset]).toEqual([2, 100, 0]);
    expect(all.body.data.map((row) => row.workflow_run_id)).toEqual([second.workflow_run_id, first.workflow_run_id]);
    const summary = all.body.data[1];
    expect(Object.keys(summary ?? {}).sort()).toEqual(
      [...RUN_FIELDS.filter((field) => field !== "steps"), "step_count"].sort(),
    );
    expect(summary).toMatchObject({ status: "failed", step_count: 2, started_at: 1577836800 });
    expect(all.body.data[0]).toMatchObject({ status: "started", step_count: 0, completed_at: null });

    const ids = async (query: `?${string}`) =>
      bodyAt(await list(org.token, query), 200).data.map((row) => row.workflow_run_id);
    expect(await ids(`?workflow_name=${twoSteps.name}`)).toEqual([first.workflow_run_id]);
    expect(await ids("?status=failed")).toEqual([first.workflow_run_id]);
    expect(await ids("?status=failed&status=started")).toHaveLength(2);
    expect(await ids("?status=completed")).toEqual([]);
    expect(await ids("?created_at_after=1577836800&created_at_before=1577836800")).toEqual([first.workflow_run_id]);
    expect(await ids("?created_at_before=1577836799")).toEqual([]);
    expect(await ids("?created_at_after=1577836801")).toEqual([second.workflow_run_id]);
    const page = bodyAt(await list(org.token, "?limit=1&offset=1"), 200);
    expect([page.total, page.data.length, page.limit, page.offset]).toEqual([2, 1, 1, 1]);
  });

  it("names runs by their workflow's current name, which the workflow_name filter takes, after a rename", async () => {
    const org = await createOrg();
    const workflow = await createWorkflow(org, { steps: [] });
    const started = bodyAt(await run(org.token, workflow.name), 201);
    const renamed = await callApi("patch", `/v1/workflows/${workflow.id}`, {
      token: org.token,
      body: { name: `${workflow.name}_v2` },
    });
    expect(renamed.status).toBe(200);
    const listed = bodyAt(await list(org.token, `?workflow_name=${workflow.name}_v2`), 200);
    expect(listed.data.map((row) => row.workflow_run_id)).toEqual([started.workflow_run_id]);
    expect(listed.data[0]).toMatchObject({
      workflow_name: `${workflow.name}_v2`,
      workflow_definition_id: workflow.id,
    });
    const read = bodyAt(await readRun(org.token, started.workflow_run_id), 200);
    expect(read.workflow_name).toBe(`${workflow.name}_v2`);
    const old = await list(org.token, `?workflow_name=${workflow.name}`);
    expectStatus(old, 404);
    expect(old.body.detail.code).toBe("workflow_not_found");
  });

  it("answers 404 workflow_not_found for an unknown workflow_name and 422 for bad bounds or status", async () => {
    const org = await createOrg();
    const unknown = await list(org.token, "?workflow_name=nope");
    expectStatus(unknown, 404);
    expect(unknown.body.detail.code).toBe("workflow_not_found");
    expect((await list(org.token, "?limit=500")).status).toBe(200);
    for (const query of ["?limit=0", "?limit=501", "?offset=-1", "?status=done", "?created_at_after=x"] as const) {
      expect((await list(org.token, query)).status, query).toBe(422);
    }
  });
});
