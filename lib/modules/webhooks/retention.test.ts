import { randomBytes } from "node:crypto";
import { inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { registeredSchedules } from "@/lib/jobs";
import { purgeOldDeliveries } from "./jobs";
import { webhookDeliveries } from "./tables";

describe("delivery history retention", () => {
  it("a daily job deletes attempts older than 90 days and keeps newer ones", async () => {
    // Fresh IDs, so the test also passes against a database an earlier run used.
    const run = randomBytes(4).toString("hex");
    const ids = { old: `cbwhd_old_${run}`, edge: `cbwhd_edge_${run}`, new: `cbwhd_new_${run}` };
    const ageInDays = { [ids.old]: 91, [ids.edge]: 89, [ids.new]: 0 };
    for (const [id, days] of Object.entries(ageInDays)) {
      await db().execute(sql`
        INSERT INTO webhook_deliveries (id, org_id, webhook_id, job_id, event_id, event_type, attempt, status, attempted_at)
        VALUES (${id}, 'cborg_r', 'cbwh_r', 'cbjob_r', 'cbevt_r', 'Vendor.Created', 1, 'delivered',
          now() - make_interval(days => ${days}))`);
    }
    await purgeOldDeliveries();
    const left = await db()
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, Object.keys(ageInDays)));
    expect(left.map((row) => row.id).sort()).toEqual([ids.edge, ids.new]);
    const schedule = registeredSchedules().find((item) => item.name === "webhooks.purge_deliveries");
    expect(schedule?.everySeconds).toBe(86_400);
  });
});
