import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { assessments } from "@/lib/modules/assessments/tables";
import { findings } from "@/lib/modules/findings/tables";
import { createKey, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { insertVendor } from "@/lib/testing/records";

const DAY = 86_400_000;
const overview = (org: TestOrg) => callApi("get", "/v1/dashboard/risk-overview", { token: org.token });

async function insertAssessment(org: TestOrg, vendorId: string, values: Partial<typeof assessments.$inferInsert>) {
  await db()
    .insert(assessments)
    .values({ name: "Review", ...values, id: newId("assessment"), orgId: org.orgId, vendorId });
}

async function insertFinding(
  org: TestOrg,
  vendorId: string,
  ageDays: number,
  values: Partial<typeof findings.$inferInsert> = {},
) {
  await db()
    .insert(findings)
    .values({
      title: "Gap",
      ...values,
      id: newId("finding"),
      orgId: org.orgId,
      vendorId,
      createdAt: new Date(Date.now() - ageDays * DAY - 60_000),
    });
}

describe("GET /v1/dashboard/risk-overview", () => {
  it("an empty organization has every bucket at zero", async () => {
    const org = await createOrg();
    const result = await overview(org);
    expectStatus(result, 200);
    expect(result.body.vendors).toEqual({
      total: 0,
      by_inherent_risk: [
        ...["Critical", "High", "Medium", "Low", "Minimal"].map((name) => ({
          risk_level_id: expect.stringMatching(/^cbsclvl_/),
          name,
          count: 0,
        })),
        { risk_level_id: null, name: "Not set", count: 0 },
      ],
      by_tier: [],
    });
    expect(result.body.assessments.by_status).toHaveLength(8);
    expect(result.body.assessments).toMatchObject({ total: 0, scored: 0, average_score: null });
    expect(result.body.findings.open_by_age.map((bucket) => bucket.count)).toEqual([0, 0, 0, 0]);
    expect(result.body.generated_at).toBeGreaterThan(1_700_000_000);
  });

  it("counts vendors by risk and tier, assessments by status and score band, open findings by age", async () => {
    const [org, other] = await Promise.all([createOrg("Overview A"), createOrg("Overview B")]);
    const levels = bodyAt(await callApi("get", "/v1/risk_levels", { token: org.token }), 200).items;
    const findingStatuses = bodyAt(
      await callApi("get", "/v1/statuses?entity=finding", { token: org.token }),
      200,
    ).items;
    const resolved = findingStatuses.find((status) => status.name === "Resolved")?.id;
    const inProgress = findingStatuses.find((status) => status.name === "In progress")?.id;
    const critical = levels[0]?.id;
    const medium = levels[2]?.id;
    const v1 = await insertVendor(org, { inherentRiskLevelId: critical, tier: "tier_1" });
    await insertVendor(org, { inherentRiskLevelId: critical, tier: "tier_2" });
    await insertVendor(org, { inherentRiskLevelId: medium, tier: "tier_1" });
    await insertVendor(org, {});
    await insertVendor(other, { inherentRiskLevelId: critical, tier: "tier_1" });

    await insertAssessment(org, v1, { status: "complete", scorePercent: 0.95 });
    await insertAssessment(org, v1, { status: "complete", scorePercent: 1 });
    await insertAssessment(org, v1, { status: "review_evals", scorePercent: 0.45 });
    await insertAssessment(org, v1, { status: "created" });
    await insertAssessment(org, v1, { status: "canceled", isArchived: true, scorePercent: 0.1 });

    await insertFinding(org, v1, 0);
    await insertFinding(org, v1, 30, { findingStatusId: inProgress });
    await insertFinding(org, v1, 31);
    await insertFinding(org, v1, 100);
    await insertFinding(org, v1, 181);
    await insertFinding(org, v1, 400);
    await insertFinding(org, v1, 5, { findingStatusId: resolved });
    await insertFinding(org, v1, 5, { isArchived: true });

    const body = bodyAt(await overview(org), 200);
    expect(body.vendors.total).toBe(4);
    expect(body.vendors.by_inherent_risk.map((row) => row.count)).toEqual([2, 0, 1, 0, 0, 1]);
    expect(body.vendors.by_tier).toEqual([
      { tier: "tier_1", count: 2 },
      { tier: "tier_2", count: 1 },
      { tier: null, count: 1 },
    ]);
    const byStatus = Object.fromEntries(body.assessments.by_status.map((row) => [row.status, row.count]));
    expect(byStatus).toEqual({
      created: 1,
      collecting_documents: 0,
      indexing_supporting_documents: 0,
      analyzing_questionnaire: 0,
      review_evals: 1,
      complete: 2,
      failed: 0,
      canceled: 1,
    });
    expect(body.assessments.total).toBe(5);
    expect(body.assessments.score_distribution).toEqual([
      { label: "0–20%", min: 0, max: 0.2, count: 0 },
      { label: "20–40%", min: 0.2, max: 0.4, count: 0 },
      { label: "40–60%", min: 0.4, max: 0.6, count: 1 },
      { label: "60–80%", min: 0.6, max: 0.8, count: 0 },
      { label: "80–100%", min: 0.8, max: 1, count: 2 },
    ]);
    expect(body.assessments.scored).toBe(3);
    expect(body.assessments.average_score).toBeCloseTo((0.95 + 1 + 0.45) / 3, 3);
    expect(body.findings.open_total).toBe(6);
    expect(body.findings.open_by_age).toEqual([
      { label: "0–30 days", min_days: 0, max_days: 30, count: 2 },
      { label: "31–90 days", min_days: 31, max_days: 90, count: 1 },
      { label: "91–180 days", min_days: 91, max_days: 180, count: 1 },
      { label: "Over 180 days", min_days: 181, max_days: null, count: 2 },
    ]);

    const theirs = bodyAt(await overview(other), 200);
    expect(theirs.vendors.total).toBe(1);
    expect(theirs.assessments.total).toBe(0);
    expect(theirs.findings.open_total).toBe(0);
  });

  it("any credential of the organization may read it", async () => {
    const org = await createOrg();
    const key = await createKey(org);
    expect((await callApi("get", "/v1/dashboard/risk-overview", { token: key.secret })).status).toBe(200);
  });
});
