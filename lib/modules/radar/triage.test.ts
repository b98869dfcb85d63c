import { beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "@/lib/audit/changes";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import type { Schemas } from "@/lib/testing/api-call-types";
import { changeOf, changesOf } from "@/lib/testing/change-log";
import { createKey, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { createRadarEvent } from "@/lib/testing/radar";
import { recordRadarEvent } from "./record";
import { radarSources } from "./tables";

type Alert = Schemas["RadarAlert"];

let org: TestOrg;
let other: TestOrg;
let vendor: string;

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg("Reason Codes Org"), createOrg("Reason Codes Other Org")]);
  vendor = (await createVendor(org, { name: "Northwind Cloud", website: "https://northwind.example" })).id;
});

const alertsOf = async (as: TestOrg, query: string) => {
  const result = await callApi("get", `/v1/radar/alerts?${query}`, { token: as.token });
  expectStatus(result, 200);
  return result.body;
};
/** The alert a new event on `vendorId` raised, which there must be. */
const newAlert = async (
  as: TestOrg,
  vendorId: string,
  body: Partial<Schemas["CreateRadarEvent"]> = {},
): Promise<Alert> => {
  const event = await createRadarEvent(as, [vendorId], body);
  const [alert] = (await alertsOf(as, `event_id=${event.id}`)).items;
  if (!alert) {
    throw new Error(`event ${event.id} raised no alert`);
  }
  return alert;
};
const dismiss = (as: { token: string }, alertId: string, body: Schemas["DismissRadarAlert"]) =>
  callApi("post", `/v1/radar/alerts/${alertId}/dismiss`, { token: as.token, body });

describe("dismissal reason codes (extension)", () => {
  it("stores reason_code with the text, who dismissed and when; serializes them; undismiss clears them", async () => {
    const alert = await newAlert(org, vendor);
    expect(alert).toMatchObject({ dismiss_reason_code: null, dismissed_by: null });
    const dismissed = await dismiss(org, alert.id, { reason_code: "false_positive", reason: "Different Northwind" });
    expectStatus(dismissed, 200);
    expect(dismissed.body).toMatchObject({
      is_dismissed: true,
      dismiss_reason: "Different Northwind",
      dismiss_reason_code: "false_positive",
      dismissed_by: "Ada Admin",
    });
    expect(dismissed.body.dismissed_at).toEqual(expect.any(Number));
    const [listed] = (await alertsOf(org, `is_dismissed=true&vendor_id=${vendor}`)).items;
    expect(listed).toMatchObject({ id: alert.id, dismiss_reason_code: "false_positive", dismissed_by: "Ada Admin" });
    const [change] = await changesOf(org, "radar_alert", alert.id);
    expect(changeOf(change, "dismiss_reason_code")).toMatchObject({ before: null, after: "false_positive" });
    expect(changeOf(change, "dismissed_by")).toMatchObject({ before: null, after: "Ada Admin" });

    const restored = await callApi("post", `/v1/radar/alerts/${alert.id}/undismiss`, { token: org.token });
    expect(restored.body).toMatchObject({ dismiss_reason_code: null, dismissed_by: null, dismissed_at: null });
  });

  it("records an API key's name as dismissed_by, and accepts the spec's body without reason_code", async () => {
    const key = await createKey(org, { name: "SOAR integration" });
    const alert = await newAlert(org, vendor);
    const dismissed = await dismiss({ token: key.secret }, alert.id, { reason: "Handled in SOAR" });
    expectStatus(dismissed, 200);
    expect(dismissed.body).toMatchObject({
      dismiss_reason: "Handled in SOAR",
      dismiss_reason_code: null,
      dismissed_by: "SOAR integration",
    });
  });

  it("refuses an unknown reason_code with 400 invalid_update and changes nothing", async () => {
    const alert = await newAlert(org, vendor);
    for (const code of ["FALSE_POSITIVE", "nope", "x".repeat(100)]) {
      const result = await dismiss(org, alert.id, { reason_code: code });
      expectStatus(result, 400);
      expect(result.body.detail.code, code).toBe("invalid_update");
    }
    expect((await dismiss(org, alert.id, { reason_code: "x".repeat(101) })).status).toBe(422);
    const numeric = await callApi("post", `/v1/radar/alerts/${alert.id}/dismiss`, {
      token: org.token,
      uncheckedBody: { reason_code: 3 },
    });
    expect(numeric.status).toBe(422);
    const still = await callApi("get", `/v1/radar/alerts/${alert.id}`, { token: org.token });
    expect(still.body).toMatchObject({ is_dismissed: false, dismiss_reason_code: null });
  });

  it("answers another organization's alert with 404 alert_not_found, whatever the reason_code", async () => {
    const foreignVendor = (await createVendor(other)).id;
    const foreign = await newAlert(other, foreignVendor);
    for (const body of [{ reason_code: "duplicate" }, { reason_code: "bogus" }]) {
      const result = await dismiss(org, foreign.id, body);
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("alert_not_found");
    }
    const got = await callApi("get", `/v1/radar/alerts/${foreign.id}`, { token: org.token });
    expect(got.status).toBe(404);
  });
});

describe("suppressed filter (extension)", () => {
  it("suppressed=true lists results recorded under a suppression, dismissed or not; false leaves them out", async () => {
    const fresh = await createOrg("Suppressed View Org");
    const noisy = (await createVendor(fresh)).id;
    const first = await newAlert(fresh, noisy, { primary_impact_type: "ESG" });
    expect((await dismiss(fresh, first.id, { reason_code: "not_applicable", suppress_similar: true })).status).toBe(
      200,
    );
    const second = await newAlert(fresh, noisy, { primary_impact_type: "ESG" });
    const third = await newAlert(fresh, noisy, { primary_impact_type: "ESG" });
    expect([second.should_alert, third.should_alert]).toEqual([false, false]);
    expect((await dismiss(fresh, third.id, { reason_code: "duplicate" })).status).toBe(200);

    const ids = (page: { items: Alert[] }) => page.items.map((alert) => alert.id);
    expect(ids(await alertsOf(fresh, "suppressed=true"))).toEqual([third.id, second.id]);
    expect(ids(await alertsOf(fresh, "suppressed=true&is_dismissed=false"))).toEqual([second.id]);
    expect(ids(await alertsOf(fresh, "suppressed=true&is_dismissed=true"))).toEqual([third.id]);
    expect(ids(await alertsOf(fresh, "suppressed=false&is_dismissed=true"))).toEqual([first.id]);
    expect((await alertsOf(fresh, "suppressed=false")).total).toBe(0);
    const counts = await callApi("get", "/v1/radar/alert_counts?suppressed=true", { token: fresh.token });
    expect(counts.body).toMatchObject({ total: 2, by_severity: { low: 2 } });
    expect((await callApi("get", "/v1/radar/alerts?suppressed=maybe", { token: fresh.token })).status).toBe(422);
  });
});

describe("why an alert was raised (extension raised_because)", () => {
  it("names the detector and, for a manual event, a vendor linked by hand", async () => {
    const alert = await newAlert(org, vendor, { name: "Manual breach" });
    const got = await callApi("get", `/v1/radar/alerts/${alert.id}`, { token: org.token });
    expectStatus(got, 200);
    expect(got.body.raised_because).toEqual({
      detector_name: "Impacted vendor",
      detector_kind: "impacted_vendor",
      match: { kind: "linked", text: null, field: null, source_title: "Manual breach" },
    });
    // Only on GET by ID.
    expect((await alertsOf(org, `event_id=${got.body.event_id}`)).items[0]?.raised_because).toBeUndefined();
  });

  it("for a feed item, says which words or host of the item named the vendor", async () => {
    const sourceId = newId("radarSource");
    await db().insert(radarSources).values({ id: sourceId, orgId: org.orgId, kind: "feed", name: "Wire" });
    const record = (key: string, title: string, summary: string, url: string) =>
      db().transaction((tx) =>
        recordRadarEvent(
          { orgId: org.orgId, tx, actor: systemActor },
          { name: title, summary, primary_impact_type: "Operational", vendor_ids: [vendor] },
          { sourceId, externalKey: key, title, url, summary, publishedAt: null },
        ),
      );
    const byName = await record("a", "Outage hits northwind CLOUD customers", "Details.", "https://wire.example/a");
    const byHost = await record("b", "Outage", "See status.northwind.example for updates", "https://wire.example/b");
    const byLink = await record("c", "Outage", "Details.", "https://blog.northwind.example/post");
    const explain = async (eventId: string | undefined) => {
      const [alert] = (await alertsOf(org, `event_id=${eventId}`)).items;
      return bodyAt(await callApi("get", `/v1/radar/alerts/${alert?.id}`, { token: org.token }), 200).raised_because
        ?.match;
    };
    expect(await explain(byName?.id)).toEqual({
      kind: "name",
      text: "Northwind Cloud",
      field: "title",
      source_title: "Outage hits northwind CLOUD customers",
    });
    expect(await explain(byHost?.id)).toMatchObject({
      kind: "domain",
      text: "status.northwind.example",
      field: "summary",
    });
    expect(await explain(byLink?.id)).toMatchObject({ kind: "domain", text: "blog.northwind.example", field: "url" });
  });
});
