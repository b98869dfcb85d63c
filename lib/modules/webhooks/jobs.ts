import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import type { Schedule } from "@/lib/jobs";
import { defineJob } from "@/lib/jobs";
import { type DeliveryJobPayload, type DeliveryTarget, deliverEvent, loadDeliveryTargets } from "./delivery";

/**
 * One job per event, for all its subscriptions. The 5 immediate attempts per subscription happen
 * inside one run; the queue retries only if the run itself fails.
 */
export const deliverWebhookJob = defineJob<DeliveryJobPayload, DeliveryTarget[]>({
  type: "webhooks.deliver",
  maxAttempts: 3,
  retryDelaySeconds: () => 5,
  prepare: (payload) => loadDeliveryTargets(payload),
  handle: (payload, context) => deliverEvent(payload, context),
});

export const DELIVERY_RETENTION_DAYS = 90;

export async function purgeOldDeliveries(now = new Date()): Promise<void> {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(days => ${DELIVERY_RETENTION_DAYS})`;
  await db().execute(sql`DELETE FROM webhook_deliveries WHERE attempted_at < ${cutoff}`);
  await db().execute(sql`DELETE FROM webhook_events WHERE created_at < ${cutoff}`);
}

export const purgeWebhookDeliveries = defineJob({
  type: "webhooks.purge_deliveries",
  maxAttempts: 3,
  retryDelaySeconds: () => 60,
  handle: () => purgeOldDeliveries(),
});

export const purgeWebhookDeliveriesSchedule: Schedule = {
  name: "webhooks.purge_deliveries",
  everySeconds: 24 * 60 * 60,
  job: purgeWebhookDeliveries,
};
