import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { watchTransactions } from "@/lib/db/transaction-watch";
import { newId } from "@/lib/ids";
import { JobWorker } from "@/lib/jobs";
import { jobs } from "@/lib/jobs/tables";
import { vendors } from "@/lib/modules/vendors/tables";
import { changesOf } from "@/lib/testing/change-log";
import { createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, errorDetail, expectStatus } from "@/lib/testing/http";
import { reassessments } from "./tables";
import { createVendors, draftReassessment, recordTestRadarEvent, transition } from "./testing";
import { VENDOR_ENTRIES_PER_TRANSACTION } from "./vendor-set";

const LARGE = VENDOR_ENTRIES_PER_TRANSACTION * 2 + 100;

let org: TestOrg;
let eventId: string;
let alerted: string[];
let many: string[];

/** `count` vendors of the organization, written in one statement (a fixture, not the code under test). */
async function insertVendors(count: number, prefix: string): Promise<string[]> {
  const rows = Array.from({ length: count }, (_, index) => ({
    id: newId("vendor"),
    orgId: org.orgId,
    name: `${prefix} ${String(index + 1).padStart(4, "0")}`,
  }));
  await db().insert(vendors).values(rows);
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  org = await createOrg("Large Set Org");
  alerted = await createVendors(org, 2);
  ({ eventId } = await recordTestRadarEvent(org, alerted));
  many = await insertVendors(LARGE * 2, "Bulk vendor");
});

const pendingOf = async (id: string) =>
  (await db().select({ pending: reassessments.vendorsPending }).from(reassessments).where(eq(reassessments.id, id)))[0]
    ?.pending;

const reassessmentVendorBatches = (watch: ReturnType<typeof watchTransactions>) =>
  watch.transactions
    .map((transaction) => transaction.inserts.reassessment_vendors ?? 0)
    .filter((inserted) => inserted > 0);

describe("large vendor sets", () => {
  it("are written a batch per transaction, answered whole, and recorded as counts", async () => {
    const vendorIds = [...alerted, ...many.slice(0, LARGE - 2)];
    const watch = watchTransactions();
    let created: Awaited<ReturnType<typeof draftReassessment>>;
    try {
      created = await draftReassessment(org, { radar_event_id: eventId, vendor_ids: vendorIds, title: "Bulk" });
    } finally {
      watch.stop();
    }
    expect(reassessmentVendorBatches(watch)).toEqual([
      VENDOR_ENTRIES_PER_TRANSACTION,
      VENDOR_ENTRIES_PER_TRANSACTION,
      100,
    ]);
    expect(created.vendors.map((entry) => entry.vendor_id)).toEqual(vendorIds);
    expect(created.alert_ids).toHaveLength(2);
    expect(await pendingOf(created.id)).toBe(0);

    const [entry] = await changesOf(org, "reassessment", created.id);
    expect(entry?.action).toBe("created");
    const fields = Object.fromEntries((entry?.changes ?? []).map((change) => [change.field, change.after]));
    expect(fields).toMatchObject({ vendor_count: LARGE, included_vendor_count: LARGE, alert_count: 2, title: "Bulk" });
    expect(fields).not.toHaveProperty("vendors");
    expect(fields).not.toHaveProperty("alert_ids");

    // The safety net finds nothing left to write.
    await db().update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.orgId, org.orgId));
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    const again = await callApi("get", `/v1/reassessments/${created.id}`, { token: org.token });
    expect(bodyAt(again, 200).vendors).toHaveLength(LARGE);
  });

  it("adding many vendors writes them in batches and records the count, not the list", async () => {
    const created = await draftReassessment(org, { radar_event_id: eventId, vendor_ids: alerted });
    const added = many.slice(LARGE, LARGE + VENDOR_ENTRIES_PER_TRANSACTION + 30);
    const watch = watchTransactions();
    const response = await callApi("post", `/v1/reassessments/${created.id}/vendors`, {
      token: org.token,
      body: { vendor_ids: [...alerted.slice(0, 1), ...added] },
    }).finally(() => watch.stop());
    expectStatus(response, 200);
    expect(reassessmentVendorBatches(watch)).toEqual([VENDOR_ENTRIES_PER_TRANSACTION, 30]);
    const entries = response.body.vendors;
    expect(entries.map((entry) => entry.vendor_id)).toEqual([...alerted, ...added]);
    expect(entries.slice(2).every((entry) => entry.source === "manual")).toBe(true);

    const [entry] = await changesOf(org, "reassessment", created.id);
    expect(entry?.action).toBe("updated");
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: "vendor_count", before: 2, after: 2 + added.length },
        { field: "included_vendor_count", before: 2, after: 2 + added.length },
      ]),
    );

    const [firstAdded] = added as [string];
    const excluded = await callApi("post", `/v1/reassessments/${created.id}/vendor_inclusion`, {
      token: org.token,
      body: { vendor_id: firstAdded, included: false },
    });
    expect(excluded.status).toBe(200);
    const [inclusion] = await changesOf(org, "reassessment", created.id);
    expect(inclusion?.changes).toEqual(
      expect.arrayContaining([
        {
          field: "vendor_inclusion",
          before: { vendor_id: firstAdded, vendor_name: expect.stringMatching(/^Bulk vendor /), included: true },
          after: { vendor_id: firstAdded, vendor_name: expect.stringMatching(/^Bulk vendor /), included: false },
        },
      ]),
    );
  });

  it("a request that dies after its first batch leaves a set that cannot be locked in until the safety net fills it", async () => {
    const vendorIds = many.slice(0, LARGE);
    const stopAfterFirstCommit = watchTransactions({
      afterCommit: (transaction) => {
        if (transaction.inserts.reassessment_vendors) {
          throw new Error("the process died after the first batch");
        }
      },
    });
    const response = await callApi("post", "/v1/reassessments", {
      token: org.token,
      body: { radar_event_id: eventId, vendor_ids: vendorIds, title: "Interrupted" },
    }).finally(() => stopAfterFirstCommit.stop());
    expect(response.status).toBe(500);
    const [row] = await db()
      .select()
      .from(reassessments)
      .where(and(eq(reassessments.orgId, org.orgId), eq(reassessments.title, "Interrupted")));
    if (!row) {
      throw new Error("the first batch's transaction did not commit");
    }
    expect(row.vendorsPending).toBe(LARGE - VENDOR_ENTRIES_PER_TRANSACTION);

    const confirm = await transition(org, row.id, "confirm");
    expect(confirm.status).toBe(422);
    expect(errorDetail(confirm.body).code).toBe("invalid_reassessment_state");
    expect(confirm.text).toMatch(/still being added/);
    const adding = await callApi("post", `/v1/reassessments/${row.id}/vendors`, {
      token: org.token,
      body: { vendor_ids: alerted.slice(0, 1) },
    });
    expect(adding.status).toBe(422);

    await db().update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.orgId, org.orgId));
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();
    expect(await pendingOf(row.id)).toBe(0);
    const filled = await callApi("get", `/v1/reassessments/${row.id}`, { token: org.token });
    expect(bodyAt(filled, 200).vendors.map((entry) => entry.vendor_id)).toEqual(vendorIds);
    expect((await transition(org, row.id, "confirm")).status).toBe(200);
  });
});
