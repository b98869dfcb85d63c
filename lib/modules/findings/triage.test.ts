import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { assessmentEvaluations, assessments } from "@/lib/modules/assessments/tables";
import { controls } from "@/lib/modules/controls/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { createKey, createOrg, createUser, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";

const post = (org: TestOrg, body: Schemas["CreateFinding"]) =>
  callApi("post", "/v1/findings", { token: org.token, body });
const patch = (org: TestOrg, id: string, body: Schemas["UpdateFinding"]) =>
  callApi("patch", `/v1/findings/${id}`, { token: org.token, body });
/** A new finding of `org`, which must be created. */
const create = async (org: TestOrg, body: Schemas["CreateFinding"]) => bodyAt(await post(org, body), 201);
const list = (org: TestOrg, query: string) => callApi("get", `/v1/findings?${query}`, { token: org.token });
const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

async function statusIdsByName(org: TestOrg): Promise<Record<string, string>> {
  const result = await callApi("get", "/v1/statuses?entity=finding", { token: org.token });
  expectStatus(result, 200);
  return Object.fromEntries(result.body.items.map((item) => [item.name, item.id]));
}

describe("finding severity and owner (extension)", () => {
  it("are set on create and update, cleared by null, and filter the list", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const vendor = await createVendor(org);
    const owner = await createUser(org, { first_name: "Olive", last_name: "Owner" });
    const high = await post(org, { title: "High", vendor_id: vendor.id, severity: "high", owner_id: owner.id });
    expectStatus(high, 201);
    expect(high.body).toMatchObject({ severity: "high", owner_id: owner.id });
    const low = await create(org, { title: "Low", vendor_id: vendor.id, severity: "low" });
    const none = await create(org, { title: "None", vendor_id: vendor.id });
    expect(none).toMatchObject({ severity: null, owner_id: null });

    const cases: [string, string[]][] = [
      ["severity=high", [high.body.id]],
      ["severity=low", [low.id]],
      ["severity=critical", []],
      [`owner_id=${owner.id}`, [high.body.id]],
      ["owner_id=cbuser_00000000000000000000000000000000", []],
      [`severity=low&owner_id=${owner.id}`, []],
    ];
    for (const [query, expected] of cases) {
      const result = await list(org, query);
      expect([query, result.status]).toEqual([query, 200]);
      expect([query, ids(bodyAt(result, 200))]).toEqual([query, expected]);
    }

    const moved = await patch(org, low.id, { severity: "critical", owner_id: owner.id });
    expect(moved.body).toMatchObject({ severity: "critical", owner_id: owner.id });
    const cleared = await patch(org, low.id, { severity: null, owner_id: null });
    expect(cleared.body).toMatchObject({ severity: null, owner_id: null });
    const [updated] = await changesOf(org, "finding", low.id);
    expect(updated?.changes).toEqual([
      { field: "severity", before: "critical", after: null },
      { field: "owner_id", before: owner.id, after: null },
    ]);
    // Another organization sees none of it.
    const theirs = await callApi("get", `/v1/findings?owner_id=${owner.id}`, { token: other.token });
    expect(bodyAt(theirs, 200).total).toBe(0);
  });

  it("rejects a bad severity with 422 and another organization's user as owner with 400", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const vendor = await createVendor(org);
    const theirUser = await createUser(other);
    const badSeverity = await callApi("post", "/v1/findings", {
      token: org.token,
      uncheckedBody: { title: "T", vendor_id: vendor.id, severity: "urgent" },
    });
    expect(badSeverity.status).toBe(422);
    const foreignOwner = await post(org, { title: "T", vendor_id: vendor.id, owner_id: theirUser.id });
    expectStatus(foreignOwner, 400);
    expect(foreignOwner.body.detail.code).toBe("invalid_finding");
    expect(foreignOwner.body.detail.message).toContain("owner_id");
    const finding = await create(org, { title: "T", vendor_id: vendor.id });
    const badUpdate = await patch(org, finding.id, { owner_id: theirUser.id });
    expect(bodyAt(badUpdate, 400).detail.code).toBe("invalid_update");
    const upperCase = await callApi("patch", `/v1/findings/${finding.id}`, {
      token: org.token,
      uncheckedBody: { severity: "HIGH" },
    });
    expect(upperCase.status).toBe(422);
    expect((await patch(org, finding.id, { owner_id: "x".repeat(101) })).status).toBe(422);
    for (const query of ["severity=urgent", "due_before=soon", "due_after=-1", "open=maybe"]) {
      expect((await call(`/v1/findings?${query}`, { token: org.token })).status, query).toBe(422);
    }
  });

  it("filters by due window: due_before exclusive, due_after inclusive, undated left out", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const early = (await create(org, { title: "Early", vendor_id: vendor.id, due_date: 1_000 })).id;
    const late = (await create(org, { title: "Late", vendor_id: vendor.id, due_date: 2_000 })).id;
    await post(org, { title: "Undated", vendor_id: vendor.id });
    const cases: [string, string[]][] = [
      ["due_before=2000", [early]],
      ["due_before=2001", [late, early]],
      ["due_after=2000", [late]],
      ["due_after=1001&due_before=3000", [late]],
    ];
    for (const [query, expected] of cases) {
      const result = await list(org, query);
      expect([query, result.status]).toEqual([query, 200]);
      expect([query, ids(bodyAt(result, 200))]).toEqual([query, expected]);
    }
  });
});

describe("one definition of open", () => {
  it("the list's open=true total equals the dashboard's open findings, and open=false is the rest", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const status = await statusIdsByName(org);
    const make = async (title: string, extra: Partial<Schemas["CreateFinding"]> = {}) =>
      (await create(org, { title, vendor_id: vendor.id, ...extra })).id;
    const noStatus = await make("No status");
    const open = await make("Open", { finding_status_id: status.Open });
    const inProgress = await make("In progress", { finding_status_id: status["In progress"] });
    const resolved = await make("Resolved", { finding_status_id: status.Resolved });
    const accepted = await make("Risk accepted", { finding_status_id: status["Risk accepted"] });
    const archived = await make("Archived", { finding_status_id: status.Open });
    await patch(org, archived, { is_archived: true });

    const openList = bodyAt(await list(org, "open=true"), 200);
    expect(ids(openList).sort()).toEqual([noStatus, open, inProgress].sort());
    const closedList = bodyAt(await list(org, "open=false"), 200);
    expect(ids(closedList).sort()).toEqual([resolved, accepted, archived].sort());
    const dashboard = await callApi("get", "/v1/dashboard/risk-overview", { token: org.token });
    expect(bodyAt(dashboard, 200).findings.open_total).toBe(openList.total);
    // The single status filter ("Open") is narrower than open: it is not the dashboard's number.
    expect(bodyAt(await list(org, `finding_status_id=${status.Open}&is_archived=false`), 200).total).toBe(1);
  });
});

describe("finding comments (extension)", () => {
  it("adds and lists comments oldest first with author and time, and records them in the change log", async () => {
    const org = await createOrg();
    const key = await createKey(org, { name: "Ticket sync" });
    const finding = await create(org, { title: "No MFA", vendor_id: (await createVendor(org)).id });
    const comments = `/v1/findings/${finding.id}/comments` as const;
    const first = await callApi("post", comments, {
      token: org.token,
      body: { body: "  Asked the vendor for their MFA policy.  " },
    });
    expectStatus(first, 201);
    expect(first.body).toMatchObject({
      finding_id: finding.id,
      body: "Asked the vendor for their MFA policy.",
      author: { type: "user", id: org.userId, name: "Ada Admin" },
    });
    expect(first.body.id).toMatch(/^cbfcmt_[0-9a-f]{32}$/);
    expect(first.body.created_at).toBeGreaterThan(1_700_000_000);
    const second = await callApi("post", comments, { token: key.secret, body: { body: "Synced." } });
    expectStatus(second, 201);
    expect(second.body.author).toEqual({ type: "api_key", id: key.id, name: "Ticket sync" });

    const listed = bodyAt(await callApi("get", comments, { token: org.token }), 200);
    expect(listed).toMatchObject({ total: 2, limit: 50, offset: 0 });
    expect(ids(listed)).toEqual([first.body.id, second.body.id]);
    const page = await callApi("get", `${comments}?limit=1&offset=1`, { token: org.token });
    expect(ids(bodyAt(page, 200))).toEqual([second.body.id]);

    const [latest] = await changesOf(org, "finding", finding.id);
    expect(latest).toMatchObject({ action: "commented", actor: { type: "api_key", name: "Ticket sync" } });
    expect(latest?.changes).toContainEqual({ field: "comment", before: null, after: "Synced." });
  });

  it("rejects an empty, blank, missing or too long body with 422", async () => {
    const org = await createOrg();
    const finding = await create(org, { title: "T", vendor_id: (await createVendor(org)).id });
    const comments = `/v1/findings/${finding.id}/comments` as const;
    for (const body of [{ body: "" }, { body: "   " }, {}, { body: "x".repeat(5001) }, { body: 5 }]) {
      const result = await callApi("post", comments, { token: org.token, uncheckedBody: body });
      expect(result.status, JSON.stringify(body).slice(0, 40)).toBe(422);
    }
    expect(bodyAt(await callApi("get", comments, { token: org.token }), 200).total).toBe(0);
    expect((await call(`/v1/findings/${finding.id}/comments?limit=0`, { token: org.token })).status).toBe(422);
  });

  it("another organization's or an unknown finding is 404 finding_not_found (even with a bad body)", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const theirs = (await create(other, { title: "T", vendor_id: (await createVendor(other)).id })).id;
    await callApi("post", `/v1/findings/${theirs}/comments`, { token: other.token, body: { body: "Ours" } });
    for (const id of [theirs, "cbtask_00000000000000000000000000000000"]) {
      for (const result of [
        await callApi("get", `/v1/findings/${id}/comments`, { token: org.token }),
        await callApi("post", `/v1/findings/${id}/comments`, { token: org.token, body: { body: "Hi" } }),
        await callApi("post", `/v1/findings/${id}/comments`, { token: org.token, body: { body: "" } }),
        await callApi("get", `/v1/findings/${id}/evidence`, { token: org.token }),
      ]) {
        expectStatus(result, 404);
        expect(result.body.detail.code).toBe("finding_not_found");
      }
    }
    const theirComments = await callApi("get", `/v1/findings/${theirs}/comments`, { token: other.token });
    expect(bodyAt(theirComments, 200).total).toBe(1);
  });
});

describe("GET /v1/findings/{finding_id}/evidence (extension)", () => {
  it("a hand-raised finding has no control or evidence", async () => {
    const org = await createOrg();
    const finding = await create(org, { title: "T", vendor_id: (await createVendor(org)).id });
    const result = await callApi("get", `/v1/findings/${finding.id}/evidence`, { token: org.token });
    expectStatus(result, 200);
    expect(result.body).toEqual({ control: null, result: null, rationale: null, evidence: [], assessment: null });
  });

  it("an analysis-raised finding shows its control, the latest round's quotes and their documents", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const assessmentId = newId("assessment");
    await db()
      .insert(assessments)
      .values({ id: assessmentId, orgId: org.orgId, vendorId: vendor.id, name: "Annual review" });
    const finding = await create(org, { title: "MFA not met", assessment_id: assessmentId });
    const controlId = newId("control");
    const controlSetId = newId("controlSet");
    await db().insert(controls).values({
      id: controlId,
      orgId: org.orgId,
      controlSetId,
      ref: "AC-2",
      title: "Multi-factor authentication",
      description: "Admins use MFA.",
      criteria: [],
      position: 0,
    });
    const evaluation = (round: number, quote: string) => ({
      id: newId("assessmentEvaluation"),
      orgId: org.orgId,
      assessmentId,
      controlId,
      controlSetId,
      position: 0,
      round,
      result: "not_met",
      rationale: `Round ${round}`,
      evidence: [{ document_id: "cbvdoc_1", document_name: "SOC 2 report", quote }],
      findingId: finding.id,
    });
    await db()
      .insert(assessmentEvaluations)
      .values([evaluation(1, "Old"), evaluation(2, "Passwords only.")]);
    const result = await callApi("get", `/v1/findings/${finding.id}/evidence`, { token: org.token });
    expect(result.body).toEqual({
      control: { id: controlId, ref: "AC-2", title: "Multi-factor authentication", description: "Admins use MFA." },
      result: "not_met",
      rationale: "Round 2",
      evidence: [{ document_id: "cbvdoc_1", document_name: "SOC 2 report", quote: "Passwords only." }],
      assessment: { id: assessmentId, name: "Annual review" },
    });
  });
});
