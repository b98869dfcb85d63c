import { sql } from "drizzle-orm";
import { defineJob, defineScheduledJob } from "@/lib/jobs";
import { DOMAIN_EVENT_RETENTION_DAYS, deleteInBatches } from "@/lib/retention/purge";
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

/** Delivery attempts and webhook events are kept as long as the domain events they report. */
export async function purgeOldDeliveries(now = new Date()): Promise<void> {
  const cutoff = sql`${now.toISOString()}::timestamptz - make_interval(days => ${DOMAIN_EVENT_RETENTION_DAYS})`;
  await deleteInBatches("webhook_deliveries", sql`SELECT id FROM webhook_deliveries WHERE attempted_at < ${cutoff}`);
  await deleteInBatches("webhook_events", sql`SELECT id FROM webhook_events WHERE created_at < ${cutoff}`);
}

export const { job: purgeWebhookDeliveries, schedule: purgeWebhookDeliveriesSchedule } = defineScheduledJob({
  type: "webhooks.purge_deliveries",
  everySeconds: 24 * 60 * 60,
  maxAttempts: 3,
  retryDelaySeconds: () => 60,
  handle: () => purgeOldDeliveries(),
});
