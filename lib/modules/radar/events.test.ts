import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { webhookEvents } from "@/lib/modules/webhooks/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { createOrg, createVendor, createWebhook, createWorkflow, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { createRadarEvent } from "@/lib/testing/radar";
import { impactTypes } from "./schemas";

let org: TestOrg;
let other: TestOrg;
let vendorA: string;
let vendorB: string;
let foreignVendor: string;

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg("Radar Org"), createOrg("Other Radar Org")]);
  vendorA = (await createVendor(org, { name: "Alpha Hosting" })).id;
  vendorB = (await createVendor(org, { name: "Beta Payroll" })).id;
  foreignVendor = (await createVendor(other)).id;
});

const alertsOf = async (eventId: string, as: TestOrg = org, extra = "") =>
  bodyAt(
    await callApi("get", `/v1/radar/alerts?event_id=${eventId}&include_archived=true${extra}`, { token: as.token }),
    200,
  ).items;

describe("POST /v1/radar/events", () => {
  it("links the organization's vendors once, skips the others silently and defaults occurred_at to now", async () => {
    const before = Math.floor(Date.now() / 1000);
    const event = await createRadarEvent(org, [vendorA, "cbvndr_missing", foreignVendor, vendorA, vendorB], {
      secondary_impact_types: ["Legal"],
      risk_domain_ids: ["rd_1"],
      source_url: "https://news.example/breach",
      source_name: "Example News",
    });
    expect(event.id).toMatch(/^cbrevent_/);
    expect([...event.vendor_ids].sort()).toEqual([vendorA, vendorB].sort());
    expect(event).toMatchObject({
      name: "Test breach",
      summary: "Customer data exposed.",
      primary_impact_type: "Infosec",
      secondary_impact_types: ["Legal"],
      risk_domain_ids: ["rd_1"],
      source_url: "https://news.example/breach",
      source_name: "Example News",
      is_archived: false,
    });
    expect(event.source_id).toMatch(/^cbrsrc_/);
    expect(event.data_id).toMatch(/^cbrdata_/);
    expect(event.occurred_at as number).toBeGreaterThanOrEqual(before - 1);
    const fetched = await callApi("get", `/v1/radar/events/${event.id}`, { token: org.token });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(event);

    const alerts = await alertsOf(event.id);
    expect(alerts.map((alert) => alert.vendor_id).sort()).toEqual([vendorA, vendorB].sort());
    for (const alert of alerts) {
      expect(alert).toMatchObject({
        detector_id: expect.stringMatching(/^cbrdet_/),
        source_id: event.source_id,
        data_id: event.data_id,
        event_id: event.id,
        severity: "high",
        confidence: "high",
        should_alert: true,
        is_dismissed: false,
        dismiss_reason: null,
        dismissed_at: null,
        is_archived: false,
        impact_type: "Infosec",
        event_name: "Test breach",
        summary: "Customer data exposed.",
      });
    }
    expect(alerts.find((alert) => alert.vendor_id === vendorA)?.vendor_name).toBe("Alpha Hosting");
  });

  it("keeps an explicit occurred_at and records an event without vendors and without alerts", async () => {
    const event = await createRadarEvent(org, [], { occurred_at: 1_700_000_000 });
    expect(event.occurred_at).toBe(1_700_000_000);
    expect(event.vendor_ids).toEqual([]);
    expect(await alertsOf(event.id)).toEqual([]);
  });

  it("raises each impact type's severity (03 §4)", async () => {
    const expected: Record<string, string> = {
      Infosec: "high",
      Legal: "high",
      Financial: "high",
      Operational: "medium",
      Compliance: "medium",
      Contractual: "medium",
      Reputational: "low",
      ESG: "low",
      Corporate: "low",
      "Geopolitical & External": "low",
      Inapplicable: "informational",
      Other: "informational",
    };
    expect(Object.keys(expected).sort()).toEqual([...impactTypes].sort());
    const fresh = await createOrg("Severity Org");
    const vendor = (await createVendor(fresh)).id;
    for (const impactType of impactTypes) {
      const event = await createRadarEvent(fresh, [vendor], { primary_impact_type: impactType });
      const [alert] = await alertsOf(event.id, fresh);
      expect([impactType, alert?.severity, alert?.impact_type]).toEqual([impactType, expected[impactType], impactType]);
    }
  });

  it("rejects impact types in the wrong case and unbounded fields with 422", async () => {
    const base = { name: "n", summary: "s", primary_impact_type: "Infosec" };
    const bodies = [
      { ...base, primary_impact_type: "infosec" },
      { ...base, primary_impact_type: "INFOSEC" },
      { ...base, secondary_impact_types: ["legal"] },
      { ...base, name: "" },
      { ...base, name: "x".repeat(501) },
      { ...base, summary: "x".repeat(20_001) },
      { ...base, vendor_ids: Array.from({ length: 5_001 }, (_, index) => `v${index}`) },
      { ...base, source_url: "x".repeat(2_001) },
      { ...base, occurred_at: -1 },
      { name: "n", summary: "s" },
    ];
    for (const body of bodies) {
      const result = await callApi("post", "/v1/radar/events", { token: org.token, uncheckedBody: body });
      expect(result.status, JSON.stringify(body).slice(0, 80)).toBe(422);
    }
  });

  it("starts an event-triggered workflow once per alert of the batch", async () => {
    const fresh = await createOrg("Triggered Radar Org");
    const vendors = [(await createVendor(fresh)).id, (await createVendor(fresh)).id, (await createVendor(fresh)).id];
    const workflow = await createWorkflow(fresh, {
      trigger: { type: "event", event_type: "RadarDetectorResult.Created" },
      steps: [],
    });
    await createRadarEvent(fresh, vendors);
    const runs = await callApi("get", `/v1/workflows/runs?workflow_name=${workflow.name}`, { token: fresh.token });
    expect(bodyAt(runs, 200).total).toBe(3);
  });

  it("records the creation in the change log", async () => {
    const event = await createRadarEvent(org, [vendorA], { name: "Logged breach" });
    const [entry] = await changesOf(org, "radar_event", event.id);
    expect(entry).toMatchObject({ action: "created", entity_name: "Logged breach" });
  });
});

describe("GET /v1/radar/events", () => {
  it("lists newest first with the impact type, vendor and archive filters, bounded, never another org's", async () => {
    const fresh = await createOrg("Listing Org");
    const vendor = (await createVendor(fresh)).id;
    const first = await createRadarEvent(fresh, [vendor], { primary_impact_type: "Legal" });
    const second = await createRadarEvent(fresh, [], { primary_impact_type: "ESG" });
    const third = await createRadarEvent(fresh, [vendor], { primary_impact_type: "Legal" });
    await createRadarEvent(other, [foreignVendor]);
    await callApi("patch", `/v1/radar/events/${third.id}`, { token: fresh.token, body: { is_archived: true } });
    const list = async (query = "") =>
      bodyAt(await callApi("get", `/v1/radar/events?${query}`, { token: fresh.token }), 200);
    const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

    const all = await list();
    expect([ids(all), all.total, all.limit, all.offset]).toEqual([[second.id, first.id], 2, 50, 0]);
    expect(ids(await list("include_archived=true"))).toEqual([third.id, second.id, first.id]);
    expect(ids(await list("primary_impact_type=Legal&include_archived=true"))).toEqual([third.id, first.id]);
    expect(ids(await list(`vendor_id=${vendor}`))).toEqual([first.id]);
    expect(ids(await list(`vendor_id=${foreignVendor}`))).toEqual([]);
    const paged = await list("include_archived=true&limit=1&offset=1");
    expect([ids(paged), paged.total]).toEqual([[second.id], 3]);
    for (const query of ["limit=0", "limit=201", "offset=-1", "primary_impact_type=legal"]) {
      expect((await callApi("get", `/v1/radar/events?${query}`, { token: fresh.token })).status, query).toBe(422);
    }
  });

  it("answers 404 radar_event_not_found for a missing or another organization's event", async () => {
    const foreign = await createRadarEvent(other, [foreignVendor]);
    for (const id of ["cbrevent_missing", foreign.id]) {
      const result = await callApi("get", `/v1/radar/events/${id}`, { token: org.token });
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("radar_event_not_found");
      const patched = await callApi("patch", `/v1/radar/events/${id}`, { token: org.token, body: { name: "" } });
      expectStatus(patched, 404);
      expect(patched.body.detail.code).toBe("radar_event_not_found");
    }
  });
});

describe("PATCH /v1/radar/events/{radar_event_id}", () => {
  it("changes only supplied fields and archives and restores the event with its alerts, with events and field_diffs", async () => {
    const hooked = await createOrg("Hooked Radar Org");
    const [one, two] = [(await createVendor(hooked)).id, (await createVendor(hooked)).id];
    await createWebhook(hooked, {
      events: [
        "RadarEvent.Created",
        "RadarEvent.Updated",
        "RadarEvent.Deleted",
        "RadarDetectorResult.Created",
        "RadarDetectorResult.Updated",
        "RadarDetectorResult.Deleted",
      ],
    });
    const event = await createRadarEvent(hooked, [one as string, two as string], { source_name: "Wire" });
    const patch = (body: Schemas["UpdateRadarEvent"]) =>
      callApi("patch", `/v1/radar/events/${event.id}`, { token: hooked.token, body });

    const renamed = await patch({ name: "Renamed", occurred_at: null });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      name: "Renamed",
      summary: event.summary,
      source_name: "Wire",
      occurred_at: null,
    });
    expect((await patch({ name: "Renamed" })).status).toBe(200);
    expect((await patch({ summary: "" })).status).toBe(422);

    const archived = await patch({ is_archived: true });
    expect(bodyAt(archived, 200).is_archived).toBe(true);
    expect((await alertsOf(event.id, hooked)).map((alert) => alert.is_archived)).toEqual([true, true]);
    expect(bodyAt(await callApi("get", "/v1/radar/alerts", { token: hooked.token }), 200).total).toBe(0);
    const restored = await patch({ is_archived: false });
    expect(bodyAt(restored, 200).is_archived).toBe(false);
    expect(bodyAt(await callApi("get", "/v1/radar/alerts", { token: hooked.token }), 200).total).toBe(2);

    const rows = await db()
      .select({ eventType: webhookEvents.eventType, body: webhookEvents.body })
      .from(webhookEvents)
      .where(inOrg(webhookEvents, hooked.orgId))
      .orderBy(asc(webhookEvents.createdAt));
    const sent = rows.map((row) => ({ type: row.eventType, data: JSON.parse(row.body).data }));
    const alertIds = (await alertsOf(event.id, hooked)).map((alert) => alert.id).sort();
    const ofType = (type: string) => sent.filter((item) => item.type === type).map((item) => item.data);
    expect(ofType("RadarEvent.Created")).toEqual([{ radar_event_id: event.id, event_type: "RadarEvent.Created" }]);
    expect(
      ofType("RadarDetectorResult.Created")
        .map((data) => data.radar_detector_result_id)
        .sort(),
    ).toEqual(alertIds);
    // The repeated rename changed nothing and sent nothing.
    expect(ofType("RadarEvent.Updated")).toEqual([
      {
        radar_event_id: event.id,
        field_diffs: {
          name: { old: "Test breach", new: "Renamed" },
          occurred_at: { old: event.occurred_at, new: null },
        },
        event_type: "RadarEvent.Updated",
      },
      {
        radar_event_id: event.id,
        field_diffs: { is_archived: { old: true, new: false } },
        event_type: "RadarEvent.Updated",
      },
    ]);
    expect(ofType("RadarEvent.Deleted")).toEqual([{ radar_event_id: event.id, event_type: "RadarEvent.Deleted" }]);
    expect(
      ofType("RadarDetectorResult.Deleted")
        .map((data) => data.radar_detector_result_id)
        .sort(),
    ).toEqual(alertIds);
    const restoredAlerts = ofType("RadarDetectorResult.Updated");
    expect(restoredAlerts.map((data) => data.radar_detector_result_id).sort()).toEqual(alertIds);
    for (const data of restoredAlerts) {
      expect(data.field_diffs).toEqual({ is_archived: { old: true, new: false } });
    }

    const actions = (await changesOf(hooked, "radar_event", event.id)).map((entry) => entry.action);
    expect(actions).toEqual(["restored", "archived", "updated", "created"]);
  });
});
