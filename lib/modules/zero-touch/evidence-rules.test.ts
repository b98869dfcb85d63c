import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createMember, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { createRadarEvent } from "@/lib/testing/radar";
import {
  auditOf,
  completedRun,
  componentOf,
  getRun,
  runJobs,
  securityPageText,
  uploadVendorDocument,
  writeConfig,
} from "./testing";

const component = componentOf;

const financialStatementText = [
  "Audited financial statements for the fiscal year, prepared under IFRS.",
  "Revenue grew 18% year over year and the company holds twelve months of operating cash.",
].join("\n");

/** Screening that names the vendor: an event with no alert-raising impact, about nothing adverse. */
const screen = (org: TestOrg, vendorId: string) =>
  createRadarEvent(org, [vendorId], {
    name: "Vendor opens a new office",
    summary: "The company announced a new office.",
    primary_impact_type: "Other",
  });

async function leaderboard(org: TestOrg, query: "" | `&${string}` = "") {
  const result = await callApi("get", `/v1/zero_touch_assessment/leaderboard?limit=100${query}`, { token: org.token });
  expectStatus(result, 200);
  return result.body;
}

/** A vendor with data for every component: documents, a site, screening. */
async function wellCoveredVendor(org: TestOrg, name: string) {
  const vendor = await createVendor(org, { name });
  await uploadVendorDocument(org, vendor.id, securityPageText, "soc2_type2");
  await uploadVendorDocument(org, vendor.id, financialStatementText, "financial_statement");
  const site = await callApi("post", `/v1/vendors/${vendor.id}/sites`, { token: org.token, body: { country: "DE" } });
  expectStatus(site, 201);
  await screen(org, vendor.id);
  await runJobs(org);
  return vendor;
}

describe("zero touch: no evidence is no score", () => {
  let org: TestOrg;

  beforeAll(async () => {
    org = await createOrg("Zero Touch Evidence Org");
  });

  it("leaves people unavailable and every dimension not_screened when no source named the vendor", async () => {
    // Events on other vendors of the organization are no screening of this one.
    const other = await createVendor(org, { name: "Other Monitored Vendor" });
    await screen(org, other.id);
    const vendor = await createVendor(org, { name: "Never Named Vendor" });
    const run = await completedRun(org, vendor.id);
    expect(component(run, "people")).toMatchObject({ status: "unavailable", score: null, inputs: [] });
    expect(component(run, "people").explanation).toContain("No screening covered this vendor");
    expect(run.result.reputation!.dimensions.map((dimension) => dimension.standing)).toEqual(
      Array(5).fill("not_screened"),
    );
    expect(run.result.composite_score).toBeNull();
    expect(run.result.coverage).toMatchObject({ percent: 0, minimum_percent: 50, is_sufficient: false });
    expect(run.result.coverage!.reason).toContain("No component had data");
    expect(run.result.profile!.risk_tier).toBe("insufficient_evidence");
    expect(run.result.push_skipped_reason).toBeTruthy();

    const named = await createVendor(org, { name: "Named Vendor" });
    await screen(org, named.id);
    const screened = await completedRun(org, named.id);
    const people = component(screened, "people");
    expect(people).toMatchObject({ status: "scored", score: 100 });
    expect(people.inputs[0]?.label).toContain("Screening covered the vendor: 1 radar event(s) name it");
    expect(screened.result.reputation!.dimensions.find((d) => d.key === "executive_conduct")?.standing).toBe("clear");
  });

  it("scores a component only on inputs about the vendor, and lists them", async () => {
    // security_contact_email is not a field of CreateVendor: sent as before, the API drops it.
    const created = await callApi("post", "/v1/vendors", {
      token: org.token,
      uncheckedBody: { name: "Contact Only Vendor", security_contact_email: "security@contact-only.example" },
    });
    const vendor = bodyAt(created, 201);
    const run = await completedRun(org, vendor.id);
    expect(component(run, "security").status).toBe("unavailable");
    expect(run.result.composite_score).toBeNull();
    for (const scored of run.result.components.filter((entry) => entry.status === "scored")) {
      expect(scored.inputs.length).toBeGreaterThan(0);
    }
  });

  it("reports coverage, ranks insufficient runs after every covered one with the reason, and lists vendors not assessed", async () => {
    const ranked = await createOrg("Zero Touch Ranking Org");
    await writeConfig(ranked, { score_target: "vendor_residual", push_risk_tier_to_vendor: true });
    const covered = await wellCoveredVendor(ranked, "Covered Vendor");
    const peopleOnly = await createVendor(ranked, { name: "People Only Vendor" });
    await screen(ranked, peopleOnly.id);
    const unassessed = await createVendor(ranked, { name: "Unassessed Vendor" });
    const coveredRun = await completedRun(ranked, covered.id);
    const thinRun = await completedRun(ranked, peopleOnly.id);

    expect(coveredRun.result.coverage!.is_sufficient).toBe(true);
    expect(coveredRun.result.coverage!.percent).toBeGreaterThanOrEqual(50);
    expect(coveredRun.result.profile!.risk_tier).not.toBe("insufficient_evidence");
    const controls = component(coveredRun, "controls");
    expect(controls.data_share).toBeGreaterThan(0);
    expect(controls.data_share).toBeLessThan(1);

    // People: 100 alone is a perfect composite on a tenth of the weight: never a ranking.
    expect(thinRun.result.composite_score).toBe(100);
    expect(thinRun.result.coverage).toMatchObject({ percent: 10, is_sufficient: false });
    expect(thinRun.result.profile!.risk_tier).toBe("insufficient_evidence");
    expect(thinRun.result.push).toMatchObject({ pushed: false, risk_level_name: null });
    expect(thinRun.result.push_skipped_reason).toContain("Insufficient evidence");
    expect(thinRun.result.risk_tier_push_skipped_reason).toContain("not enough evidence for a risk tier");
    const thinVendor = await callApi("get", `/v1/vendors/${peopleOnly.id}`, { token: ranked.token });
    expectStatus(thinVendor, 200);
    expect(thinVendor.body.residual_risk_level_id ?? null).toBeNull();
    expect(thinVendor.body.inherent_risk_level_id ?? null).toBeNull();
    expect(coveredRun.result.push.pushed).toBe(true);
    expect(coveredRun.result.composite_score).toBeLessThan(thinRun.result.composite_score!);

    const board = await leaderboard(ranked);
    expect(board.items.map((row) => row.vendor_name)).toEqual(["Covered Vendor", "People Only Vendor"]);
    expect(board.items[0]).toMatchObject({ rank: 1, is_sufficient: true, insufficient_reason: null });
    expect(board.items[1]).toMatchObject({
      rank: 2,
      risk_tier: "insufficient_evidence",
      coverage_percent: 10,
      is_sufficient: false,
    });
    expect(board.items[1]!.insufficient_reason).toBe("Only 10% of the configured weight had data; ranking needs 50%.");

    const withUnassessed = await leaderboard(ranked, "&include_not_assessed=true&sort=riskiest");
    expect(withUnassessed.total).toBe(3);
    expect(withUnassessed.items.at(-1)).toMatchObject({
      rank: 3,
      vendor_id: unassessed.id,
      status: "not_assessed",
      assessment_id: null,
    });
    const page = await callApi(
      "get",
      "/v1/zero_touch_assessment/leaderboard?limit=1&offset=2&include_not_assessed=true",
      {
        token: ranked.token,
      },
    );
    expect(bodyAt(page, 200).items.map((row) => row.vendor_name)).toEqual(["Unassessed Vendor"]);
    const filtered = await leaderboard(ranked, "&tier=insufficient_evidence");
    expect(filtered.items.map((row) => [row.rank, row.vendor_name])).toEqual([[2, "People Only Vendor"]]);

    // A lower minimum re-judges every run at once: the thin run now ranks on its composite, first.
    await writeConfig(ranked, { minimum_coverage: 10 });
    const relaxed = await leaderboard(ranked);
    expect(relaxed.items.map((row) => [row.vendor_name, row.is_sufficient])).toEqual([
      ["People Only Vendor", true],
      ["Covered Vendor", true],
    ]);
    const riskiest = await leaderboard(ranked, "&sort=riskiest");
    expect(riskiest.items.map((row) => row.vendor_name)).toEqual(["Covered Vendor", "People Only Vendor"]);
    expect((await getRun(ranked, thinRun.id)).result.profile!.risk_tier).toBe("minimal");
    const invalid = await callApi("post", "/v1/zero_touch_assessment/config", {
      token: ranked.token,
      body: { minimum_coverage: 101 },
    });
    expect(invalid.status).toBe(422);
  });
});

describe("zero touch: review actions with reasons", () => {
  let org: TestOrg;
  let run: Schemas["ZeroTouchRun"];
  let vendorId: string;

  beforeAll(async () => {
    org = await createOrg("Zero Touch Review Reasons Org");
    const vendor = await wellCoveredVendor(org, "Reviewed Vendor");
    vendorId = vendor.id;
    await completedRun(org, vendor.id);
    // A second run, so that "changed since the previous run" has something to compare with.
    run = await completedRun(org, vendor.id);
  });

  it("overrides one control's verdict with a reason, recomputes the composite and keeps it through a rescore", async () => {
    const target = run.result.controls.find((control) => control.verdict === "no_evidence")!;
    expect(target).toBeDefined();
    expect(target.evidence).toEqual([]);
    const path = `/v1/zero_touch_assessment/${run.id}/control_overrides` as const;
    const noReason = await callApi("post", path, {
      token: org.token,
      uncheckedBody: { control_id: target.control_id, verdict: "met" },
    });
    expect(noReason.status).toBe(422);
    const unknown = await callApi("post", path, {
      token: org.token,
      body: { control_id: "cbctrl_nope", verdict: "met", reason: "Seen on their status page." },
    });
    expectStatus(unknown, 400);
    expect(unknown.body.detail.code).toBe("invalid_zero_touch_request");

    const overridden = await callApi("post", path, {
      token: org.token,
      body: { control_id: target.control_id, verdict: "met", reason: "Seen on their public status page." },
    });
    expectStatus(overridden, 200);
    const control = overridden.body.result.controls.find((entry) => entry.control_id === target.control_id);
    expect(control).toMatchObject({
      verdict: "met",
      engine_verdict: "no_evidence",
      override: { verdict: "met", reason: "Seen on their public status page." },
    });
    expect(component(overridden.body, "controls").data_share).toBeGreaterThan(component(run, "controls").data_share);
    expect(overridden.body.result.changes_since_previous!.controls).toContainEqual(
      expect.objectContaining({ ref: target.ref, after: "met", override_reason: "Seen on their public status page." }),
    );
    expect(overridden.body.result.changes_since_previous!.summary).toContain(`${target.ref} overridden to met`);

    const rescored = await callApi("post", `/v1/zero_touch_assessment/${run.id}/rescore`, { token: org.token });
    expectStatus(rescored, 200);
    const kept = rescored.body.result.controls.find((entry) => entry.control_id === target.control_id);
    expect(kept?.verdict).toBe("met");
    expect(rescored.body.result.composite_score).toBe(overridden.body.result.composite_score);

    const trail = await auditOf(org, run.id);
    const revised = trail.find((entry) => entry.action === "revised");
    expect(revised).toMatchObject({
      note: "Seen on their public status page.",
      changes: [{ field: `control ${target.ref}`, before: "no_evidence", after: "met" }],
      composite_before: run.result.composite_score,
    });

    const cleared = await callApi("post", path, {
      token: org.token,
      body: { control_id: target.control_id, verdict: null, reason: "The status page was a third party's." },
    });
    expect(bodyAt(cleared, 200).result.controls.find((entry) => entry.control_id === target.control_id)).toMatchObject({
      verdict: "no_evidence",
      override: null,
    });
  });

  it("escalates only with a reason and an active user of the organization, and approves with an optional comment", async () => {
    const path = `/v1/zero_touch_assessment/${run.id}/review` as const;
    const analyst = await createMember(org, "org:member");
    const outsider = await createMember(await createOrg("Outsider Org"), "org:member");
    const noReason = await callApi("post", path, {
      token: org.token,
      body: { action: "escalated", assignee_user_id: analyst.userId },
    });
    expect(noReason.status).toBe(422);
    const noAssignee = await callApi("post", path, {
      token: org.token,
      body: { action: "escalated", note: "Thin evidence." },
    });
    expect(noAssignee.status).toBe(422);
    const foreign = await callApi("post", path, {
      token: org.token,
      body: { action: "escalated", note: "Thin evidence.", assignee_user_id: outsider.userId },
    });
    expectStatus(foreign, 400);
    expect(foreign.body.detail.code).toBe("invalid_zero_touch_request");

    const escalated = await callApi("post", path, {
      token: org.token,
      body: {
        action: "escalated",
        note: "Critical supplier: send the full questionnaire.",
        assignee_user_id: analyst.userId,
      },
    });
    expectStatus(escalated, 200);
    expect(escalated.body).toMatchObject({
      review_status: "escalated",
      escalated_to: { id: analyst.userId, name: "Mo Member" },
    });
    const approved = await callApi("post", path, { token: org.token, body: { action: "approved" } });
    expectStatus(approved, 200);
    expect(approved.body.escalated_to).toBeNull();

    const trail = await auditOf(org, run.id);
    expect(trail.find((entry) => entry.action === "escalated")).toMatchObject({
      note: "Critical supplier: send the full questionnaire.",
      changes: [{ field: "assignee", before: null, after: "Mo Member" }],
    });
    expect(trail.find((entry) => entry.action === "approved")?.note).toBeNull();
  });

  it("applies only the corrected fields the reviewer confirmed", async () => {
    const instruction = "The company name is Reviewed Vendor GmbH and the website is https://reviewed.example";
    const preview = await callApi("post", `/v1/zero_touch_assessment/${run.id}/correct/preview`, {
      token: org.token,
      body: { instruction },
    });
    expect(
      bodyAt(preview, 200)
        .changes.map((change) => change.field)
        .sort(),
    ).toEqual(["name", "website"]);
    const corrected = await callApi("post", `/v1/zero_touch_assessment/${run.id}/correct`, {
      token: org.token,
      body: { instruction, apply: ["website"] },
    });
    expectStatus(corrected, 200);
    const vendor = await callApi("get", `/v1/vendors/${vendorId}`, { token: org.token });
    expectStatus(vendor, 200);
    expect(vendor.body).toMatchObject({ name: "Reviewed Vendor", website: "https://reviewed.example" });
    const trail = await auditOf(org, run.id);
    expect(trail.at(-1)?.changes.map((change) => change.field)).toEqual(["website"]);
  });
});
