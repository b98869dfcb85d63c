import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { LINK_BATCH_SIZE } from "@/lib/db/batches";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { watchTransactions } from "@/lib/db/transaction-watch";
import { newId } from "@/lib/ids";
import { JobWorker } from "@/lib/jobs";
import { vendors } from "@/lib/modules/vendors/tables";
import { createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { createRadarEvent } from "@/lib/testing/radar";
import { radarAlerts } from "./tables";

/** Two full batches and a half one. */
const REST = LINK_BATCH_SIZE / 2;
const SIZE = 2 * LINK_BATCH_SIZE + REST;
let org: TestOrg;
let vendorIds: string[];

beforeAll(async () => {
  org = await createOrg("Many Vendors Radar Org");
  const rows = Array.from({ length: SIZE }, (_, index) => ({
    id: newId("vendor"),
    orgId: org.orgId,
    name: `Supplier ${index}`,
  }));
  await db().insert(vendors).values(rows);
  vendorIds = rows.map((row) => row.id).sort();
});

const runJobs = () => new JobWorker({ orgId: org.orgId }).runUntilIdle();

async function alertsOf(eventId: string, archived: boolean) {
  const [row] = await db()
    .select({ total: count() })
    .from(radarAlerts)
    .where(inOrg(radarAlerts, org.orgId, eq(radarAlerts.eventId, eventId), eq(radarAlerts.isArchived, archived)));
  return row?.total ?? 0;
}

describe("an event on more vendors than a link batch", () => {
  it("links the first batch in the request and the rest in a job, a batch per transaction, each vendor once", async () => {
    const watch = watchTransactions();
    let event: Awaited<ReturnType<typeof createRadarEvent>>;
    try {
      event = await createRadarEvent(org, [...vendorIds].reverse());
      expect(event.vendor_ids).toEqual(vendorIds);
      expect(
        bodyAt(await callApi("get", `/v1/radar/events/${event.id}`, { token: org.token }), 200).vendor_ids,
      ).toEqual(vendorIds.slice(0, LINK_BATCH_SIZE));
      await runJobs();
    } finally {
      watch.stop();
    }
    const linking = watch.transactions.filter((transaction) => transaction.writes.radar_event_vendors);
    expect(linking.map((transaction) => transaction.writes.radar_event_vendors)).toEqual([
      LINK_BATCH_SIZE,
      LINK_BATCH_SIZE,
      REST,
    ]);
    for (const transaction of watch.transactions) {
      expect(transaction.writes.radar_alerts ?? 0).toBeLessThanOrEqual(LINK_BATCH_SIZE);
    }
    expect(bodyAt(await callApi("get", `/v1/radar/events/${event.id}`, { token: org.token }), 200).vendor_ids).toEqual(
      vendorIds,
    );
    expect(await alertsOf(event.id, false)).toBe(SIZE);
    const alerts = await db()
      .select({ vendorId: radarAlerts.vendorId })
      .from(radarAlerts)
      .where(inOrg(radarAlerts, org.orgId, eq(radarAlerts.eventId, event.id)));
    expect(new Set(alerts.map((alert) => alert.vendorId)).size).toBe(SIZE);
  });

  it("archives the alerts it raises for an event archived before the job ran", async () => {
    const event = await createRadarEvent(org, vendorIds);
    const archived = await callApi("patch", `/v1/radar/events/${event.id}`, {
      token: org.token,
      body: { is_archived: true },
    });
    expectStatus(archived, 200);
    await runJobs();
    expect(await alertsOf(event.id, true)).toBe(SIZE);
    expect(await alertsOf(event.id, false)).toBe(0);
  });

  it("archives and restores such an event's alerts a batch per transaction", async () => {
    const event = await createRadarEvent(org, vendorIds);
    await runJobs();
    const patch = (isArchived: boolean) =>
      callApi("patch", `/v1/radar/events/${event.id}`, { token: org.token, body: { is_archived: isArchived } });
    for (const archived of [true, false]) {
      const watch = watchTransactions();
      try {
        expect((await patch(archived)).status).toBe(200);
        await runJobs();
      } finally {
        watch.stop();
      }
      const moving = watch.transactions.filter((transaction) => transaction.writes.radar_alerts);
      expect(moving.map((transaction) => transaction.writes.radar_alerts)).toEqual([
        LINK_BATCH_SIZE,
        LINK_BATCH_SIZE,
        REST,
      ]);
      expect(await alertsOf(event.id, archived)).toBe(SIZE);
    }
  });
});
