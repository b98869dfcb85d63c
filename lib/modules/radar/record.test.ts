import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { systemActor } from "@/lib/audit/changes";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";
import { createRadarEvent } from "@/lib/testing/radar";
import { ensureDefaultDetector, ensureManualSource } from "./defaults";
import { type RadarEventOrigin, recordRadarEvent } from "./record";
import { radarDetectors, radarSourceData, radarSources } from "./tables";

let org: TestOrg;
let vendor: string;

beforeAll(async () => {
  org = await createOrg("Feed Radar Org");
  vendor = (await createVendor(org)).id;
});

const recordFromFeed = (origin: RadarEventOrigin, name = "Feed item") =>
  db().transaction((tx) =>
    recordRadarEvent(
      { orgId: org.orgId, tx, actor: systemActor },
      { name, summary: "From the wire.", primary_impact_type: "Operational", vendor_ids: [vendor] },
      origin,
    ),
  );

describe("organization defaults", () => {
  it("signup creates the Impacted vendor detector and the manual source; ensure* returns the same rows", async () => {
    const fresh = await createOrg("Seeded Radar Org");
    const detectors = await db().select().from(radarDetectors).where(inOrg(radarDetectors, fresh.orgId));
    expect(detectors.map((row) => [row.kind, row.name])).toEqual([["impacted_vendor", "Impacted vendor"]]);
    const sources = await db().select().from(radarSources).where(inOrg(radarSources, fresh.orgId));
    expect(sources.map((row) => row.kind)).toEqual(["manual"]);
    const [again, concurrent] = await Promise.all([
      ensureDefaultDetector(db(), fresh.orgId),
      ensureDefaultDetector(db(), fresh.orgId),
    ]);
    expect([again.id, concurrent.id]).toEqual([detectors[0]?.id, detectors[0]?.id]);
    expect((await ensureManualSource(db(), fresh.orgId)).id).toBe(sources[0]?.id);
  });

  it("an organization from before the radar gets its detector and source on its first event", async () => {
    const older = await createOrg("Older Radar Org");
    await db().delete(radarDetectors).where(inOrg(radarDetectors, older.orgId));
    await db().delete(radarSources).where(inOrg(radarSources, older.orgId));
    const olderVendor = (await createVendor(older)).id;
    const event = await createRadarEvent(older, [olderVendor]);
    const [detector] = await db().select().from(radarDetectors).where(inOrg(radarDetectors, older.orgId));
    const alerts = bodyAt(
      await callApi("get", `/v1/radar/alerts?event_id=${event.id}`, { token: older.token }),
      200,
    ).items;
    expect(alerts.map((alert) => alert.detector_id)).toEqual([detector?.id]);
  });
});

describe("recordRadarEvent from a feed", () => {
  it("records the item once per source and key, with medium confidence alerts", async () => {
    const sourceId = newId("radarSource");
    await db().insert(radarSources).values({ id: sourceId, orgId: org.orgId, kind: "feed", name: "Wire" });
    const origin = {
      sourceId,
      externalKey: "guid-1",
      title: "Outage at vendor",
      url: "https://wire.example/1",
      summary: "Item text",
      publishedAt: new Date("2026-01-02T03:04:05Z"),
    };
    const event = await recordFromFeed(origin);
    expect(event).toMatchObject({ source_id: sourceId, vendor_ids: [vendor] });
    expect(await recordFromFeed(origin, "Same item again")).toBeNull();

    const [item] = await db()
      .select()
      .from(radarSourceData)
      .where(inOrg(radarSourceData, org.orgId, eq(radarSourceData.id, event?.data_id ?? "")));
    expect(item).toMatchObject({
      externalKey: "guid-1",
      title: "Outage at vendor",
      url: "https://wire.example/1",
      summary: "Item text",
      eventId: event?.id,
    });
    expect(item?.publishedAt?.toISOString()).toBe("2026-01-02T03:04:05.000Z");
    const alerts = bodyAt(
      await callApi("get", `/v1/radar/alerts?event_id=${event?.id}`, { token: org.token }),
      200,
    ).items;
    expect(alerts.map((alert) => [alert.confidence, alert.severity])).toEqual([["medium", "medium"]]);
    const events = bodyAt(await callApi("get", "/v1/radar/events", { token: org.token }), 200).items;
    expect(events.filter((listed) => listed.name === "Same item again")).toEqual([]);
  });
});
