import { beforeAll, describe, expect, it } from "vitest";
import { launch, runJobs } from "@/lib/modules/zero-touch/testing";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, errorDetail, expectStatus } from "@/lib/testing/http";

/**
 * A zero touch run is an assessment of the zero touch module: while the organization has the module
 * off, the run is left out of every listing and count of assessments, and reaching it by ID through
 * the assessments API answers 404 not_enabled.
 */

const query = async (org: TestOrg, rules: NonNullable<Schemas["AssessmentQuery"]["rules"]>) =>
  bodyAt(
    await callApi("post", "/v1/assessment/query", { token: org.token, body: { rules, limit: 50, offset: 0 } }),
    200,
  );

const listAssessments = async (org: TestOrg) =>
  bodyAt(await callApi("get", "/v1/assessments", { token: org.token }), 200);

const riskOverview = async (org: TestOrg) =>
  bodyAt(await callApi("get", "/v1/dashboard/risk-overview", { token: org.token }), 200);

async function setZeroTouch(org: TestOrg, on: boolean) {
  const result = await callApi("post", `/v1/org/${org.orgId}`, {
    token: org.token,
    body: { modules: { zero_touch: on } },
  });
  expectStatus(result, 200);
}

const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe("zero touch runs among assessments while zero touch is off", () => {
  let org: TestOrg;
  let runId: string;
  let assessmentId: string;

  beforeAll(async () => {
    org = await createOrg("Zero Touch Off Assessments Org");
    const vendor = await createVendor(org);
    const assessment = await callApi("post", "/v1/assessments", {
      token: org.token,
      body: { vendor_id: vendor.id, control_set_ids: [] },
    });
    expectStatus(assessment, 201);
    assessmentId = assessment.body.id;
    runId = (await launch(org, { vendor_id: vendor.id })).id;
    await runJobs(org);
  });

  it("lists, counts and reads the run while zero touch is on", async () => {
    const list = await listAssessments(org);
    expect(list.total).toBe(2);
    expect(ids(list).sort()).toEqual([assessmentId, runId].sort());
    expect((await call(`/v1/assessments/${runId}`, { token: org.token })).status).toBe(200);
    expect(ids(await query(org, [{ path: "is_zero_touch", op: "eq", value: true }]))).toEqual([runId]);
  });

  it("leaves the run out of the list, the query, the dashboard and the export, totals included", async () => {
    const overviewOn = await riskOverview(org);
    await setZeroTouch(org, false);
    try {
      const list = await listAssessments(org);
      expect([list.total, ids(list)]).toEqual([1, [assessmentId]]);
      const everything = await query(org, []);
      expect([everything.total, ids(everything)]).toEqual([1, [assessmentId]]);
      const runs = await query(org, [{ path: "is_zero_touch", op: "eq", value: true }]);
      expect([runs.total, runs.items]).toEqual([0, []]);

      const overview = await riskOverview(org);
      expect(overview.assessments.total).toBe(overviewOn.assessments.total - 1);
      const exported = await callApi("get", "/v1/export/assessments", { token: org.token });
      expectStatus(exported, 200);
      expect([exported.body.total_count, exported.body.data.map((row) => row["Assessment ID"])]).toEqual([
        1,
        [assessmentId],
      ]);
    } finally {
      await setZeroTouch(org, true);
    }
    expect((await listAssessments(org)).total).toBe(2);
  });

  it("answers the run 404 not_enabled by ID (read, evaluations, update, archive), other assessments as usual", async () => {
    await setZeroTouch(org, false);
    try {
      for (const [method, path, body] of [
        ["GET", `/v1/assessments/${runId}`, undefined],
        ["GET", `/v1/assessments/${runId}/evaluations`, undefined],
        ["PATCH", `/v1/assessments/${runId}`, { name: "Renamed while off" }],
        ["DELETE", `/v1/assessments/${runId}`, undefined],
      ] as const) {
        const result = await call<unknown>(path, { method, token: org.token, body });
        expect([result.status, errorDetail(result.body).code], `${method} ${path}`).toEqual([404, "not_enabled"]);
      }
      expect((await call(`/v1/assessments/${assessmentId}`, { token: org.token })).status).toBe(200);
    } finally {
      await setZeroTouch(org, true);
    }
    const run = await callApi("get", `/v1/assessments/${runId}`, { token: org.token });
    expectStatus(run, 200);
    expect(run.body).toMatchObject({ id: runId, is_archived: false });
    expect(run.body.name).not.toBe("Renamed while off");
  });
});
