import { asc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { webhookEvents } from "@/lib/modules/webhooks/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changesOf } from "@/lib/testing/change-log";
import { createOrg, createVendor, createWebhook, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { createRadarEvent } from "@/lib/testing/radar";

type Alert = Schemas["RadarAlert"];

let other: TestOrg;
let foreignVendor: string;

beforeAll(async () => {
  other = await createOrg("Other Alerts Org");
  foreignVendor = (await createVendor(other)).id;
});

const alertsOf = async (org: TestOrg, query: string) => {
  const result = await callApi("get", `/v1/radar/alerts?${query}`, { token: org.token });
  expectStatus(result, 200);
  return result.body;
};
/** The first alert of `query`, which there must be. */
const firstAlert = async (org: TestOrg, query: string): Promise<Alert> => {
  const [alert] = (await alertsOf(org, query)).items;
  if (!alert) {
    throw new Error(`no alert for ${query}`);
  }
  return alert;
};
const onlyAlert = (org: TestOrg, eventId: string) => firstAlert(org, `event_id=${eventId}&is_dismissed=false`);
const dismiss = (org: TestOrg, alertId: string, body: Schemas["DismissRadarAlert"] = {}) =>
  callApi("post", `/v1/radar/alerts/${alertId}/dismiss`, { token: org.token, body });
const undismiss = (org: TestOrg, alertId: string) =>
  callApi("post", `/v1/radar/alerts/${alertId}/undismiss`, { token: org.token });

describe("GET /v1/radar/alerts", () => {
  let org: TestOrg;
  let alpha: string;
  let beta: string;
  const ids = (page: { items: Alert[] }) => page.items.map((alert) => alert.id);

  beforeAll(async () => {
    org = await createOrg("Alert List Org");
    alpha = (await createVendor(org, { name: "Alpha 100%_Cloud" })).id;
    beta = (await createVendor(org, { name: "Beta Bank" })).id;
    await createRadarEvent(other, [foreignVendor]);
  });

  it("filters by dismissal three ways, repeated severity, vendor, impact type, text and archive, newest first", async () => {
    const infosec = await createRadarEvent(org, [alpha, beta], { name: "Ransomware wave" });
    const legal = await createRadarEvent(org, [alpha], { primary_impact_type: "Legal", name: "Lawsuit" });
    const esg = await createRadarEvent(org, [beta], {
      primary_impact_type: "ESG",
      name: "Emissions",
      summary: "Plant fined.",
    });
    const archived = await createRadarEvent(org, [beta], { primary_impact_type: "Operational", name: "Outage" });
    await callApi("patch", `/v1/radar/events/${archived.id}`, { token: org.token, body: { is_archived: true } });
    const legalAlert = await onlyAlert(org, legal.id);
    expect((await dismiss(org, legalAlert.id, { reason: "Not material" })).status).toBe(200);

    const active = await alertsOf(org, "");
    expect(active.total).toBe(3);
    // Newest first: the ESG event's alert before the two of the first event.
    expect(active.items[0]?.impact_type).toBe("ESG");
    expect(active.items.map((alert) => alert.is_dismissed)).toEqual([false, false, false]);
    expect(ids(await alertsOf(org, "is_dismissed=false"))).toEqual(ids(active));
    expect(ids(await alertsOf(org, "is_dismissed=true"))).toEqual([legalAlert.id]);

    expect((await alertsOf(org, "severity=high")).total).toBe(2);
    expect((await alertsOf(org, "severity=high&severity=low")).total).toBe(3);
    expect((await alertsOf(org, "severity=medium")).total).toBe(0);
    expect((await alertsOf(org, "severity=medium&include_archived=true")).total).toBe(1);
    expect((await alertsOf(org, `vendor_id=${alpha}`)).items.map((alert) => alert.impact_type)).toEqual(["Infosec"]);
    expect((await alertsOf(org, `vendor_id=${foreignVendor}`)).total).toBe(0);
    expect((await alertsOf(org, "impact_type=ESG&impact_type=Infosec")).total).toBe(3);
    expect((await alertsOf(org, `event_id=${infosec.id}`)).total).toBe(2);
    expect((await alertsOf(org, `event_id=${esg.id}`)).total).toBe(1);
    // Text in the vendor name, the event name or the summary; % and _ are themselves.
    expect((await alertsOf(org, `q=${encodeURIComponent("100%_c")}`)).total).toBe(1);
    expect((await alertsOf(org, "q=%25")).total).toBe(1);
    expect((await alertsOf(org, "q=ransomWARE")).total).toBe(2);
    expect((await alertsOf(org, "q=plant fined")).total).toBe(1);
    expect((await alertsOf(org, "q=nothing-like-it")).total).toBe(0);

    const counts = await callApi("get", "/v1/radar/alert_counts", { token: org.token });
    expect(counts.body).toEqual({ total: 3, by_severity: { informational: 0, low: 1, medium: 0, high: 2 } });
    const allCounts = await callApi("get", "/v1/radar/alert_counts?include_archived=true&is_dismissed=true", {
      token: org.token,
    });
    expect(allCounts.body).toEqual({ total: 1, by_severity: { informational: 0, low: 0, medium: 0, high: 1 } });

    const page = await alertsOf(org, "limit=1&offset=1");
    expect([ids(page), page.total]).toEqual([[active.items[1]?.id], 3]);
  });

  it("rejects bad bounds and enums with 422", async () => {
    for (const query of [
      "limit=0",
      "limit=201",
      "offset=-1",
      "severity=High",
      "severity=critical",
      "is_dismissed=maybe",
      "impact_type=infosec",
      `q=${"x".repeat(201)}`,
    ]) {
      expect((await callApi("get", `/v1/radar/alerts?${query}`, { token: org.token })).status, query).toBe(422);
    }
    expect((await callApi("get", "/v1/radar/alert_counts?impact_type=esg", { token: org.token })).status).toBe(422);
  });
});

describe("dismiss and undismiss", () => {
  let org: TestOrg;
  let vendor: string;
  let secondVendor: string;

  beforeAll(async () => {
    org = await createOrg("Triage Org");
    vendor = (await createVendor(org)).id;
    secondVendor = (await createVendor(org)).id;
  });

  it("stores the reason and dismissed_at, then 404 for a second dismissal, a missing or another org's alert", async () => {
    const event = await createRadarEvent(org, [vendor]);
    const alert = await onlyAlert(org, event.id);
    const before = Math.floor(Date.now() / 1000);
    const dismissed = await dismiss(org, alert.id, { reason: "Known issue" });
    expectStatus(dismissed, 200);
    expect(dismissed.body).toMatchObject({ id: alert.id, is_dismissed: true, dismiss_reason: "Known issue" });
    expect(dismissed.body.dismissed_at).toBeGreaterThanOrEqual(before - 1);
    const fetched = await callApi("get", `/v1/radar/alerts/${alert.id}`, { token: org.token });
    // GET by ID adds why the alert was raised (raised_because, extension).
    expect(fetched.body).toEqual({ ...dismissed.body, raised_because: expect.any(Object) });

    const foreign = await onlyAlert(other, (await createRadarEvent(other, [foreignVendor])).id);
    for (const [id, as] of [
      [alert.id, org],
      ["cbrdrres_missing", org],
      [foreign.id, org],
    ] as const) {
      const result = await dismiss(as, id);
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("alert_not_found");
    }
    for (const id of ["cbrdrres_missing", foreign.id]) {
      const got = await callApi("get", `/v1/radar/alerts/${id}`, { token: org.token });
      expectStatus(got, 404);
      expect(got.body.detail.code).toBe("alert_not_found");
      const restored = await undismiss(org, id);
      expectStatus(restored, 404);
      expect(restored.body.detail.code).toBe("alert_not_found");
    }
    // Another org's alert is 404 even with a bad body.
    const badBody = await dismiss(org, foreign.id, { reason: "x".repeat(2_001) });
    expect(badBody.status).toBe(404);
    expect(
      (
        await dismiss(org, (await onlyAlert(org, (await createRadarEvent(org, [vendor])).id)).id, {
          reason: "x".repeat(2_001),
        })
      ).status,
    ).toBe(422);
  });

  it("undismiss restores the alert to the active list; undismissing an active alert changes nothing", async () => {
    const event = await createRadarEvent(org, [secondVendor]);
    const alert = await onlyAlert(org, event.id);
    await dismiss(org, alert.id, { reason: "Noise" });
    const restored = await undismiss(org, alert.id);
    expectStatus(restored, 200);
    expect(restored.body).toMatchObject({ is_dismissed: false, dismiss_reason: null, dismissed_at: null });
    expect((await alertsOf(org, `event_id=${event.id}`)).total).toBe(1);
    const again = await undismiss(org, alert.id);
    expect([again.status, again.body]).toEqual([200, restored.body]);
    const actions = (await changesOf(org, "radar_alert", alert.id)).map((entry) => [entry.action, entry.reason]);
    expect(actions).toEqual([
      ["undismissed", null],
      ["dismissed", "Noise"],
    ]);
  });

  it("suppress_similar: later events of that impact type for that vendor are recorded with should_alert false, until undismissed", async () => {
    const fresh = await createOrg("Suppressing Org");
    const [noisy, quiet] = [(await createVendor(fresh)).id, (await createVendor(fresh)).id];
    const first = await createRadarEvent(fresh, [noisy, quiet], { primary_impact_type: "Reputational" });
    const noisyAlert = await firstAlert(fresh, `event_id=${first.id}&vendor_id=${noisy}`);
    expect((await dismiss(fresh, noisyAlert.id, { reason: "Tabloid", suppress_similar: true })).status).toBe(200);

    const second = await createRadarEvent(fresh, [noisy, quiet], { primary_impact_type: "Reputational" });
    const otherType = await createRadarEvent(fresh, [noisy], { primary_impact_type: "Financial" });
    const shouldAlertOf = async (eventId: string, vendorId: string) =>
      (await firstAlert(fresh, `event_id=${eventId}&vendor_id=${vendorId}`)).should_alert;
    expect(await shouldAlertOf(second.id, noisy)).toBe(false);
    expect(await shouldAlertOf(second.id, quiet)).toBe(true);
    expect(await shouldAlertOf(otherType.id, noisy)).toBe(true);
    const suppressed = await alertsOf(fresh, "should_alert=false");
    expect(suppressed.items.map((alert) => [alert.vendor_id, alert.impact_type])).toEqual([[noisy, "Reputational"]]);
    expect((await alertsOf(fresh, "should_alert=true")).total).toBe(3);

    expect((await undismiss(fresh, noisyAlert.id)).status).toBe(200);
    const third = await createRadarEvent(fresh, [noisy], { primary_impact_type: "Reputational" });
    expect(await shouldAlertOf(third.id, noisy)).toBe(true);
  });

  it("sends RadarDetectorResult.Updated with field_diffs on dismiss and undismiss", async () => {
    const hooked = await createOrg("Hooked Alerts Org");
    const hookedVendor = (await createVendor(hooked)).id;
    await createWebhook(hooked, { events: ["RadarDetectorResult.Updated"] });
    const alert = await onlyAlert(hooked, (await createRadarEvent(hooked, [hookedVendor])).id);
    const dismissed = bodyAt(await dismiss(hooked, alert.id, { reason: "Dup" }), 200);
    await undismiss(hooked, alert.id);
    const rows = await db()
      .select({ body: webhookEvents.body })
      .from(webhookEvents)
      .where(inOrg(webhookEvents, hooked.orgId))
      .orderBy(asc(webhookEvents.createdAt));
    expect(rows.map((row) => JSON.parse(row.body).data)).toEqual([
      {
        radar_detector_result_id: alert.id,
        field_diffs: {
          is_dismissed: { old: false, new: true },
          dismiss_reason: { old: null, new: "Dup" },
          dismissed_at: { old: null, new: dismissed.dismissed_at },
          dismissed_by: { old: null, new: "Ada Admin" },
        },
        event_type: "RadarDetectorResult.Updated",
      },
      {
        radar_detector_result_id: alert.id,
        field_diffs: {
          is_dismissed: { old: true, new: false },
          dismiss_reason: { old: "Dup", new: null },
          dismissed_at: { old: dismissed.dismissed_at, new: null },
          dismissed_by: { old: "Ada Admin", new: null },
        },
        event_type: "RadarDetectorResult.Updated",
      },
    ]);
  });

  it("two simultaneous dismissals: exactly one 200 and one 404 alert_not_found", async () => {
    for (let round = 0; round < 3; round += 1) {
      const alert = await onlyAlert(org, (await createRadarEvent(org, [vendor])).id);
      const results = await Promise.all([
        dismiss(org, alert.id, { reason: "first" }),
        dismiss(org, alert.id, { reason: "second", suppress_similar: true }),
      ]);
      const outcomes = results
        .map((result) => [result.status, result.status === 404 ? result.body.detail.code : null])
        .sort();
      expect(outcomes).toEqual([
        [200, null],
        [404, "alert_not_found"],
      ]);
      const entries = await changesOf(org, "radar_alert", alert.id);
      expect(entries.map((entry) => entry.action)).toEqual(["dismissed"]);
    }
  });
});
