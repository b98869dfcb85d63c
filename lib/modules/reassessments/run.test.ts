import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { WRITE_BATCH_SIZE } from "@/lib/db/batches";
import { db } from "@/lib/db/client";
import { watchTransactions } from "@/lib/db/transaction-watch";
import { domainEvents } from "@/lib/events/tables";
import { JobWorker } from "@/lib/jobs";
import { assessments } from "@/lib/modules/assessments/tables";
import { vendors } from "@/lib/modules/vendors/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, errorDetail, expectStatus } from "@/lib/testing/http";
import { insertVendor } from "@/lib/testing/records";
import { reassessmentVendors } from "./tables";
import { createVendors, draftReassessment, firstAssessmentPlan, recordTestRadarEvent, transition } from "./testing";

let org: TestOrg;
let plan: Schemas["AssessmentPlan"];

beforeAll(async () => {
  org = await createOrg("Running Org");
  plan = await firstAssessmentPlan(org);
  expect(plan.control_set_ids.length).toBeGreaterThan(0);
});

/** A confirmed reassessment over `count` new vendors, all included unless `excluded` names some. */
async function confirmedReassessment(count: number, options: { planId?: string | null; excluded?: number[] } = {}) {
  const vendorIds = await createVendors(org, count);
  const { eventId } = await recordTestRadarEvent(org, vendorIds);
  const created = await draftReassessment(org, {
    radar_event_id: eventId,
    vendor_ids: vendorIds,
    assessment_plan_id: options.planId === undefined ? plan.id : options.planId,
  });
  for (const index of options.excluded ?? []) {
    const vendorId = vendorIds[index];
    if (vendorId === undefined) {
      throw new Error(`no vendor ${index} to exclude`);
    }
    const body = { vendor_id: vendorId, included: false };
    const excluded = await callApi("post", `/v1/reassessments/${created.id}/vendor_inclusion`, {
      token: org.token,
      body,
    });
    expect(excluded.status).toBe(200);
  }
  expect((await transition(org, created.id, "confirm")).status).toBe(200);
  return { id: created.id, vendorIds };
}

const assessmentsOf = (vendorIds: string[]) =>
  db().select().from(assessments).where(inArray(assessments.vendorId, vendorIds));
const read = async (id: string) => bodyAt(await callApi("get", `/v1/reassessments/${id}`, { token: org.token }), 200);
const expectCode = (result: { status: number; body: unknown }, status: number, code: string) => {
  expect(result.status).toBe(status);
  expect(errorDetail(result.body).code).toBe(code);
};

describe("POST /v1/reassessments/{id}/run", () => {
  it("creates one assessment per included vendor with the plan's control sets and links each entry", async () => {
    const { id, vendorIds } = await confirmedReassessment(3, { excluded: [1] });
    const run = await transition(org, id, "run");
    expectStatus(run, 200);
    expect(run.body.status).toBe("run");
    const [first, skipped, third] = run.body.vendors;
    expect(skipped).toMatchObject({ vendor_id: vendorIds[1], included: false, assessment_id: null });
    for (const entry of [first, third]) {
      expect(entry?.assessment_id).toMatch(/^cbqsrw_/);
      const assessment = await callApi("get", `/v1/assessments/${entry?.assessment_id}`, { token: org.token });
      expectStatus(assessment, 200);
      expect(assessment.body).toMatchObject({ vendor_id: entry?.vendor_id, control_set_ids: plan.control_set_ids });
    }
    const created = await assessmentsOf(vendorIds);
    expect(created.map((row) => row.vendorId).sort()).toEqual([vendorIds[0], vendorIds[2]].sort());
    expect(await read(id)).toEqual(run.body);

    const [entry] = await changesOf(org, "reassessment", id);
    expect(entry?.action).toBe("run");
    expect(entry?.changes.map((change) => change.field).sort()).toEqual(["status"]);
  });

  it("is terminal: run again, confirm, dismiss, PATCH and vendor changes are 422 reassessment_immutable", async () => {
    const { id, vendorIds } = await confirmedReassessment(1);
    const [vendorId] = vendorIds as [string];
    expect((await transition(org, id, "run")).status).toBe(200);
    const before = await read(id);
    for (const action of ["run", "confirm", "dismiss"] as const) {
      expectCode(await transition(org, id, action), 422, "reassessment_immutable");
    }
    const patch = await callApi("patch", `/v1/reassessments/${id}`, { token: org.token, body: { title: "x" } });
    expectCode(patch, 422, "reassessment_immutable");
    const add = await callApi("post", `/v1/reassessments/${id}/vendors`, {
      token: org.token,
      body: { vendor_ids: vendorIds },
    });
    expectCode(add, 422, "reassessment_immutable");
    const include = await callApi("post", `/v1/reassessments/${id}/vendor_inclusion`, {
      token: org.token,
      body: { vendor_id: vendorId, included: false },
    });
    expectCode(include, 422, "reassessment_immutable");
    expect(await read(id)).toEqual(before);
    expect(await assessmentsOf(vendorIds)).toHaveLength(1);
  });

  it("without a plan is 400 missing_assessment_plan and changes nothing", async () => {
    const { id, vendorIds } = await confirmedReassessment(2, { planId: null });
    expectCode(await transition(org, id, "run"), 400, "missing_assessment_plan");
    expect((await read(id)).status).toBe("confirmed");
    expect(await assessmentsOf(vendorIds)).toHaveLength(0);
    // Setting the plan afterwards is allowed while confirmed, and then it runs.
    const patched = await callApi("patch", `/v1/reassessments/${id}`, {
      token: org.token,
      body: { assessment_plan_id: plan.id },
    });
    expect(patched.status).toBe(200);
    expect((await transition(org, id, "run")).status).toBe(200);
    expect(await assessmentsOf(vendorIds)).toHaveLength(2);
  });

  it("with no vendor included is 422 invalid_reassessment_state", async () => {
    // Confirm refuses a set with none included, so the set is emptied behind the API's back.
    const { id, vendorIds } = await confirmedReassessment(2);
    await db().update(reassessmentVendors).set({ included: false }).where(eq(reassessmentVendors.reassessmentId, id));
    const run = await transition(org, id, "run");
    expectCode(run, 422, "invalid_reassessment_state");
    expect(errorDetail(run.body).message).toMatch(/no vendor is included/i);
    expect((await read(id)).status).toBe("confirmed");
    expect(await assessmentsOf(vendorIds)).toHaveLength(0);
  });

  it("run twice at the same moment: one 200, one 422 reassessment_immutable, the assessments created once", async () => {
    const { id, vendorIds } = await confirmedReassessment(4);
    const results = await Promise.all([transition(org, id, "run"), transition(org, id, "run")]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 422]);
    const refused = results.find((result) => result.status === 422);
    expect(refused && errorDetail(refused.body).code).toBe("reassessment_immutable");
    const created = await assessmentsOf(vendorIds);
    expect(created).toHaveLength(4);
    expect(new Set(created.map((row) => row.vendorId)).size).toBe(4);
    const linked = (await read(id)).vendors.map((entry) => entry.assessment_id);
    expect([...linked].sort()).toEqual(created.map((row) => row.id).sort());
  });

  it("failing half way creates nothing: a vendor gone meanwhile rolls back the assessments already made", async () => {
    const { id, vendorIds } = await confirmedReassessment(3);
    const before = await read(id);
    const gone = vendorIds[2] as string;
    // Vendors have no delete in the API: the row vanishes behind its back, after the first two were assessable.
    await db().delete(vendors).where(eq(vendors.id, gone));
    const eventsBefore = await db().select().from(domainEvents).where(eq(domainEvents.orgId, org.orgId));

    const run = await transition(org, id, "run");
    expectCode(run, 400, "invalid_reassessment");
    expect(errorDetail(run.body).message).toContain(gone);
    expect(await assessmentsOf(vendorIds)).toHaveLength(0);
    const after = await read(id);
    expect(after.status).toBe("confirmed");
    expect(after.vendors.map((entry) => entry.assessment_id)).toEqual([null, null, null]);
    expect(after.updated_at).toBe(before.updated_at);
    const eventsAfter = await db().select().from(domainEvents).where(eq(domainEvents.orgId, org.orgId));
    expect(eventsAfter).toHaveLength(eventsBefore.length);
    expect((await changesOf(org, "reassessment", id))[0]?.action).toBe("confirmed");
  });

  it("assesses a set larger than a batch 25 vendors per transaction: the first batch in the request, the rest by a job", async () => {
    const size = WRITE_BATCH_SIZE + 7;
    const vendorIds: string[] = [];
    for (let index = 0; index < size; index += 1) {
      vendorIds.push(await insertVendor(org, { name: `Large set vendor ${index}` }));
    }
    const { eventId } = await recordTestRadarEvent(org, vendorIds);
    const created = await draftReassessment(org, {
      radar_event_id: eventId,
      vendor_ids: vendorIds,
      assessment_plan_id: plan.id,
    });
    expect((await transition(org, created.id, "confirm")).status).toBe(200);

    const watch = watchTransactions();
    let run: Awaited<ReturnType<typeof transition>>;
    try {
      run = await transition(org, created.id, "run");
      expectStatus(run, 200);
      expect(run.body.status).toBe("run");
      const linked = run.body.vendors.map((entry) => entry.assessment_id !== null);
      expect(linked).toEqual(vendorIds.map((_, index) => index < WRITE_BATCH_SIZE));
      await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    } finally {
      watch.stop();
    }
    const batches = watch.transactions.filter((transaction) => transaction.writes.reassessment_vendors);
    expect(batches.map((transaction) => transaction.writes.reassessment_vendors)).toEqual([WRITE_BATCH_SIZE, 7]);
    for (const transaction of watch.transactions) {
      expect(transaction.writes.assessments ?? 0).toBeLessThanOrEqual(WRITE_BATCH_SIZE);
    }
    const after = await read(created.id);
    const assessmentIds = after.vendors.map((entry) => entry.assessment_id);
    const rows = await assessmentsOf(vendorIds);
    expect(rows).toHaveLength(size);
    expect([...assessmentIds].sort()).toEqual(rows.map((row) => row.id).sort());
    expect(rows.find((row) => row.vendorId === vendorIds[size - 1])).toMatchObject({
      controlSetIds: plan.control_set_ids,
      name: expect.stringMatching(/^Large set vendor \d+ assessment \d{4}-\d{2}-\d{2}$/),
    });
  });
});
