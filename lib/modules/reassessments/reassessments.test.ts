import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { webhookEvents } from "@/lib/modules/webhooks/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { createOrg, createVendor, createWebhook, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, errorDetail, expectStatus } from "@/lib/testing/http";
import { REASSESSMENT_LIST_CAP } from "./read";
import { reassessmentLimits } from "./schemas";
import { reassessments } from "./tables";
import {
  alertsOn,
  createVendors,
  draftReassessment,
  firstAssessmentPlan,
  recordTestRadarEvent,
  transition,
} from "./testing";

let org: TestOrg;
let other: TestOrg;
let vendorIds: string[];
let event: { eventId: string; alertIds: string[] };

beforeAll(async () => {
  org = await createOrg("Reassessing Org");
  other = await createOrg("Other Org");
  vendorIds = await createVendors(org, 3);
  event = await recordTestRadarEvent(org, vendorIds);
});

const patch = (id: string, body: Schemas["UpdateReassessment"], as: TestOrg = org) =>
  callApi("patch", `/v1/reassessments/${id}`, { token: as.token, body });
const addVendors = (id: string, ids: string[]) =>
  callApi("post", `/v1/reassessments/${id}/vendors`, { token: org.token, body: { vendor_ids: ids } });
const include = (id: string, vendorId: string, included: boolean) =>
  callApi("post", `/v1/reassessments/${id}/vendor_inclusion`, {
    token: org.token,
    body: { vendor_id: vendorId, included },
  });
const get = (id: string, as: TestOrg = org) => callApi("get", `/v1/reassessments/${id}`, { token: as.token });
const draft = (body: Partial<Schemas["CreateReassessment"]> = {}) =>
  draftReassessment(org, { radar_event_id: event.eventId, vendor_ids: vendorIds.slice(0, 2), ...body });
/** A vendors entry's fields of the spec, with the vendor_name extension. */
const specFields = ({
  vendor_id,
  source,
  included,
  assessment_id,
  vendor_name,
}: Schemas["Reassessment"]["vendors"][number]) => ({
  vendor_id,
  source,
  included,
  assessment_id,
  vendor_name,
});
const expectCode = (result: { status: number; body: unknown }, status: number, code: string) => {
  expect(result.status).toBe(status);
  expect(errorDetail(result.body).code).toBe(code);
};

describe("POST /v1/reassessments", () => {
  it("drafts from an event: matched entries in the given order, each once, with the event's alerts on them", async () => {
    const [first, second] = vendorIds as [string, string];
    const created = await draftReassessment(org, {
      radar_event_id: event.eventId,
      vendor_ids: [second, first, second],
      title: "Breach follow-up",
    });
    expect(created.id).toMatch(/^cbrsm_/);
    expect(created).toMatchObject({
      status: "draft",
      title: "Breach follow-up",
      assessment_plan_id: null,
      radar_event_id: event.eventId,
    });
    // Each entry also carries its vendor's alert on the event and document count (extensions, drafting.test.ts).
    expect(created.vendors.map(specFields)).toEqual([
      { vendor_id: second, source: "matched", included: true, assessment_id: null, vendor_name: "Vendor 2" },
      { vendor_id: first, source: "matched", included: true, assessment_id: null, vendor_name: "Vendor 1" },
    ]);
    // The event raised one alert per vendor; the third vendor's is not part of this reassessment.
    expect(event.alertIds).toHaveLength(3);
    expect([...created.alert_ids].sort()).toEqual(await alertsOn(org, event.eventId, [first, second]));
    expect(created.created_at).toBeTypeOf("number");
    const read = await get(created.id);
    expect(bodyAt(read, 200)).toEqual(created);
  });

  it("takes an assessment plan of the organization", async () => {
    const plan = await firstAssessmentPlan(org);
    expect((await draft({ assessment_plan_id: plan.id })).assessment_plan_id).toBe(plan.id);
  });

  it("answers 404 radar_event_not_found for an unknown or another organization's event", async () => {
    const unknown = await callApi("post", "/v1/reassessments", {
      token: org.token,
      body: { radar_event_id: "cbrevent_missing", vendor_ids: vendorIds },
    });
    expectCode(unknown, 404, "radar_event_not_found");
    const foreign = await recordTestRadarEvent(other, []);
    const body = { radar_event_id: foreign.eventId, vendor_ids: vendorIds };
    expectCode(await callApi("post", "/v1/reassessments", { token: org.token, body }), 404, "radar_event_not_found");
  });

  it("answers 400 invalid_reassessment naming unknown vendors, another organization's included", async () => {
    const foreignVendor = (await createVendor(other)).id;
    const [mine] = vendorIds as [string];
    const result = await callApi("post", "/v1/reassessments", {
      token: org.token,
      body: { radar_event_id: event.eventId, vendor_ids: [mine, foreignVendor, "cbvndr_nope"] },
    });
    expectCode(result, 400, "invalid_reassessment");
    const { message } = errorDetail(result.body);
    expect(message).toContain(foreignVendor);
    expect(message).toContain("cbvndr_nope");
    expect(message).not.toContain(mine);
  });

  it("answers 400 invalid_reassessment for an unknown or another organization's plan", async () => {
    const foreignPlan = await firstAssessmentPlan(other);
    for (const planId of ["cbplan_missing", foreignPlan.id]) {
      const body = { radar_event_id: event.eventId, vendor_ids: vendorIds, assessment_plan_id: planId };
      const result = await callApi("post", "/v1/reassessments", { token: org.token, body });
      expectCode(result, 400, "invalid_reassessment");
      expect(errorDetail(result.body).message).toContain("assessment_plan_id");
    }
  });

  it("bounds its input: at least one vendor, at most the limit, a title of at most 500 characters", async () => {
    const tooMany = Array.from({ length: reassessmentLimits.vendorIds + 1 }, (_, index) => `cbvndr_${index}`);
    const bodies = [
      { radar_event_id: event.eventId, vendor_ids: [] },
      { radar_event_id: event.eventId },
      { vendor_ids: vendorIds },
      { radar_event_id: event.eventId, vendor_ids: tooMany },
      { radar_event_id: event.eventId, vendor_ids: vendorIds, title: "t".repeat(reassessmentLimits.title + 1) },
      { radar_event_id: "x".repeat(101), vendor_ids: vendorIds },
    ];
    for (const body of bodies) {
      const result = await callApi("post", "/v1/reassessments", { token: org.token, uncheckedBody: body });
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expectStatus(result, 422);
      expect(Array.isArray(result.body.detail)).toBe(true);
    }
  });
});

describe("GET /v1/reassessments", () => {
  it("lists newest first, filters by status and radar event, and never shows another organization's", async () => {
    const otherEvent = await recordTestRadarEvent(org, vendorIds);
    const older = await draft();
    const newer = await draftReassessment(org, { radar_event_id: otherEvent.eventId, vendor_ids: vendorIds });
    await transition(org, newer.id, "confirm");
    const theirs = await draftReassessment(other, {
      radar_event_id: (await recordTestRadarEvent(other, [])).eventId,
      vendor_ids: await createVendors(other, 1),
    });

    const all = await callApi("get", "/v1/reassessments", { token: org.token });
    expectStatus(all, 200);
    expect(Object.keys(all.body)).toEqual(["items", "total"]);
    expect(all.body.total).toBe(all.body.items.length);
    const ids = all.body.items.map((item) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(theirs.id);
    const createdAts = all.body.items.map((item) => item.created_at);
    expect(createdAts).toEqual([...createdAts].sort((a, b) => b - a));

    const confirmed = await callApi("get", "/v1/reassessments?status=confirmed", { token: org.token });
    expect(bodyAt(confirmed, 200).items.map((item) => item.id)).toEqual([newer.id]);
    const byEvent = await callApi("get", `/v1/reassessments?radar_event_id=${otherEvent.eventId}`, {
      token: org.token,
    });
    expect(bodyAt(byEvent, 200).items.map((item) => item.id)).toEqual([newer.id]);
    expect((await callApi("get", "/v1/reassessments?status=open", { token: org.token })).status).toBe(422);

    const theirList = await callApi("get", "/v1/reassessments", { token: other.token });
    expect(bodyAt(theirList, 200).items.map((item) => item.id)).toEqual([theirs.id]);
  });

  it("holds at most the newest 500 and counts every match in total", async () => {
    const crowded = await createOrg("Crowded Org");
    const start = Date.UTC(2026, 0, 1);
    await db()
      .insert(reassessments)
      .values(
        Array.from({ length: REASSESSMENT_LIST_CAP + 1 }, (_, index) => ({
          id: newId("reassessment"),
          orgId: crowded.orgId,
          title: `Bulk ${index}`,
          createdAt: new Date(start + index * 1000),
          updatedAt: new Date(start + index * 1000),
        })),
      );
    const list = await callApi("get", "/v1/reassessments", { token: crowded.token });
    expectStatus(list, 200);
    expect(list.body.total).toBe(REASSESSMENT_LIST_CAP + 1);
    expect(list.body.items).toHaveLength(REASSESSMENT_LIST_CAP);
    expect(list.body.items[0]?.title).toBe(`Bulk ${REASSESSMENT_LIST_CAP}`);
    expect(list.body.items.at(-1)?.title).toBe("Bulk 1");
  });

  it("answers 404 reassessment_not_found for an unknown or another organization's reassessment", async () => {
    const mine = await draft();
    expectCode(await get("cbrsm_missing"), 404, "reassessment_not_found");
    expectCode(await get(mine.id, other), 404, "reassessment_not_found");
    // Another organization's reassessment is not found whatever the body: a 422 would say it exists.
    const invalidPatch = await callApi("patch", `/v1/reassessments/${mine.id}`, {
      token: other.token,
      uncheckedBody: { title: 5 },
    });
    expectCode(invalidPatch, 404, "reassessment_not_found");
    for (const action of ["confirm", "dismiss", "run"] as const) {
      expectCode(await transition(other, mine.id, action), 404, "reassessment_not_found");
    }
    expect(bodyAt(await get(mine.id), 200).status).toBe("draft");
  });
});

describe("PATCH /v1/reassessments/{id}", () => {
  it("changes only supplied fields, clears title and plan with null, and keeps radar_event_id", async () => {
    const plan = await firstAssessmentPlan(org);
    const created = await draft({ title: "First", assessment_plan_id: plan.id });
    const retitled = await patch(created.id, { title: "Second" });
    expectStatus(retitled, 200);
    expect(retitled.body).toMatchObject({
      title: "Second",
      assessment_plan_id: plan.id,
      radar_event_id: event.eventId,
    });
    const cleared = bodyAt(await patch(created.id, { title: null, assessment_plan_id: null }), 200);
    expect(cleared).toMatchObject({ title: null, assessment_plan_id: null, radar_event_id: event.eventId });
    expect((await patch(created.id, {})).body).toEqual(cleared);
    expectCode(await patch(created.id, { radar_event_id: null }), 400, "invalid_reassessment");
    expectCode(await patch(created.id, { assessment_plan_id: "cbplan_missing" }), 400, "invalid_reassessment");
    expectCode(await patch(created.id, { radar_event_id: "cbrevent_missing" }), 404, "radar_event_not_found");
    expect((await patch(created.id, { title: "t".repeat(501) })).status).toBe(422);
    expect((await get(created.id)).body).toEqual(cleared);
  });

  it("moves to another event and takes that event's alerts on the vendor set", async () => {
    const created = await draft();
    const next = await recordTestRadarEvent(org, vendorIds);
    const moved = await patch(created.id, { radar_event_id: next.eventId });
    expectStatus(moved, 200);
    expect(moved.body.radar_event_id).toBe(next.eventId);
    expect([...moved.body.alert_ids].sort()).toEqual(await alertsOn(org, next.eventId, vendorIds.slice(0, 2)));
  });

  it("is allowed while confirmed", async () => {
    const created = await draft();
    await transition(org, created.id, "confirm");
    const renamed = await patch(created.id, { title: "Confirmed and renamed" });
    expectStatus(renamed, 200);
    expect(renamed.body).toMatchObject({ status: "confirmed", title: "Confirmed and renamed" });
  });
});

describe("the vendor set", () => {
  it("adds vendors as manual after the others, leaves present ones as they are and extends alert_ids", async () => {
    const [first, second, third] = vendorIds as [string, string, string];
    const created = await draft();
    expect((await include(created.id, first, false)).status).toBe(200);
    const added = await addVendors(created.id, [third, first, third]);
    expectStatus(added, 200);
    expect(added.body.vendors.map(specFields)).toEqual([
      { vendor_id: first, source: "matched", included: false, assessment_id: null, vendor_name: "Vendor 1" },
      { vendor_id: second, source: "matched", included: true, assessment_id: null, vendor_name: "Vendor 2" },
      { vendor_id: third, source: "manual", included: true, assessment_id: null, vendor_name: "Vendor 3" },
    ]);
    expect([...added.body.alert_ids].sort()).toEqual([...event.alertIds].sort());
    // A vendor outside the event adds no alert.
    const outsider = (await createVendor(org, { name: "Outsider" })).id;
    const again = await addVendors(created.id, [outsider]);
    expectStatus(again, 200);
    expect(again.body.vendors.at(-1)).toMatchObject({ vendor_id: outsider, source: "manual" });
    expect(again.body.alert_ids).toEqual(added.body.alert_ids);
  });

  it("refuses unknown vendors and vendors outside the set", async () => {
    const created = await draft();
    const foreignVendor = (await createVendor(other)).id;
    const unknown = await addVendors(created.id, [foreignVendor]);
    expectCode(unknown, 400, "invalid_reassessment");
    expect(errorDetail(unknown.body).message).toContain(foreignVendor);
    expectCode(await include(created.id, vendorIds[2] as string, false), 400, "invalid_reassessment");
    expect((await addVendors(created.id, [])).status).toBe(422);
    const bad = await callApi("post", `/v1/reassessments/${created.id}/vendor_inclusion`, {
      token: org.token,
      uncheckedBody: { vendor_id: vendorIds[0], included: "no" },
    });
    expect(bad.status).toBe(422);
    expect((await get(created.id)).body).toEqual(created);
  });
});

describe("the state machine", () => {
  const statusOf = async (id: string) => bodyAt(await get(id), 200).status;

  it("draft: confirm (with a vendor included) and dismiss move it; run asks to confirm first", async () => {
    const toConfirm = await draft();
    const confirmed = await transition(org, toConfirm.id, "confirm");
    expectStatus(confirmed, 200);
    expect(confirmed.body.status).toBe("confirmed");
    expect(confirmed.body.vendors).toEqual(toConfirm.vendors);

    const toDismiss = await draft();
    const dismissed = await transition(org, toDismiss.id, "dismiss");
    expectStatus(dismissed, 200);
    expect(dismissed.body.status).toBe("dismissed");

    const noneIncluded = await draft();
    for (const entry of noneIncluded.vendors) {
      expect((await include(noneIncluded.id, entry.vendor_id, false)).status).toBe(200);
    }
    const refused = await transition(org, noneIncluded.id, "confirm");
    expectCode(refused, 422, "invalid_reassessment_state");
    expect(errorDetail(refused.body).message).toMatch(/include at least one vendor/i);
    expect(await statusOf(noneIncluded.id)).toBe("draft");

    const toRun = await draft({ assessment_plan_id: (await firstAssessmentPlan(org)).id });
    const run = await transition(org, toRun.id, "run");
    expectCode(run, 422, "invalid_reassessment_state");
    expect(errorDetail(run.body).message).toMatch(/confirm/i);
    expect(await statusOf(toRun.id)).toBe("draft");
  });

  it("confirmed: the vendor set is locked, confirm again is refused, dismiss moves it", async () => {
    const created = await draft();
    await transition(org, created.id, "confirm");
    const locked = await addVendors(created.id, [vendorIds[2] as string]);
    expectCode(locked, 422, "invalid_reassessment_state");
    expect(errorDetail(locked.body).message).toContain("vendor set is locked");
    expectCode(await include(created.id, vendorIds[0] as string, false), 422, "invalid_reassessment_state");
    expectCode(await transition(org, created.id, "confirm"), 422, "invalid_reassessment_state");
    expect(await statusOf(created.id)).toBe("confirmed");
    const dismissed = await transition(org, created.id, "dismiss");
    expectStatus(dismissed, 200);
    expect(dismissed.body.status).toBe("dismissed");
  });

  it("dismissed: every change is 422 reassessment_immutable", async () => {
    const created = await draft();
    await transition(org, created.id, "dismiss");
    for (const action of ["confirm", "dismiss", "run"] as const) {
      expectCode(await transition(org, created.id, action), 422, "reassessment_immutable");
    }
    expectCode(await patch(created.id, { title: "Too late" }), 422, "reassessment_immutable");
    expectCode(await addVendors(created.id, [vendorIds[2] as string]), 422, "reassessment_immutable");
    expectCode(await include(created.id, vendorIds[0] as string, false), 422, "reassessment_immutable");
    const after = await get(created.id);
    expectStatus(after, 200);
    expect(after.body).toMatchObject({ status: "dismissed", title: null });
    expect(after.body.vendors).toEqual(created.vendors);
  });
});

describe("events and the change log", () => {
  it("sends Reassessment.Created and Updated with field_diffs to webhook subscribers", async () => {
    const hooked = await createOrg("Hooked Org");
    const vendors = await createVendors(hooked, 1);
    const hookedEvent = await recordTestRadarEvent(hooked, vendors);
    await createWebhook(hooked, { events: ["Reassessment.Created", "Reassessment.Updated"] });
    const created = await draftReassessment(hooked, { radar_event_id: hookedEvent.eventId, vendor_ids: vendors });
    await patch(created.id, { title: "Named" }, hooked);
    await patch(created.id, { title: "Named" }, hooked);
    await transition(hooked, created.id, "confirm");

    const rows = await db()
      .select({ eventType: webhookEvents.eventType, body: webhookEvents.body })
      .from(webhookEvents)
      .where(and(eq(webhookEvents.orgId, hooked.orgId)))
      .orderBy(asc(webhookEvents.createdAt));
    const sent = rows.map((row) => ({ type: row.eventType, data: JSON.parse(row.body).data }));
    // The second PATCH changed nothing and sent nothing.
    expect(sent.map((event) => event.type)).toEqual([
      "Reassessment.Created",
      "Reassessment.Updated",
      "Reassessment.Updated",
    ]);
    expect(sent[0]?.data).toEqual({ reassessment_id: created.id, event_type: "Reassessment.Created" });
    expect(sent[1]?.data).toEqual({
      reassessment_id: created.id,
      field_diffs: { title: { old: null, new: "Named" } },
      event_type: "Reassessment.Updated",
    });
    expect(sent[2]?.data.field_diffs).toEqual({ status: { old: "draft", new: "confirmed" } });
  });

  it("records creation and each change in the change log", async () => {
    const created = await draft({ title: "Logged" });
    await patch(created.id, { title: "Logged again" });
    await include(created.id, vendorIds[0] as string, false);
    await transition(org, created.id, "confirm");
    await transition(org, created.id, "dismiss");
    const entries = await changesOf(org, "reassessment", created.id);
    expect(entries.map((entry) => entry.action)).toEqual(["dismissed", "confirmed", "updated", "updated", "created"]);
    const [dismissed, , included, retitled] = entries;
    expect(dismissed?.changes).toEqual([{ field: "status", before: "confirmed", after: "dismissed" }]);
    expect(retitled?.changes).toEqual([{ field: "title", before: "Logged", after: "Logged again" }]);
    expect(included?.changes.map((change) => change.field).sort()).toEqual([
      "included_vendor_count",
      "vendor_inclusion",
    ]);
  });
});
