import { and, count, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import { recordChange } from "@/lib/audit/changes";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { toUnixSeconds } from "@/lib/time";
import { enqueueDeliveries, envelopeBody } from "./fanout";
import type { DeliveryListInput } from "./schemas";
import { findWebhookInOrg, webhookName } from "./service";
import { webhookDeliveries, webhookEvents } from "./tables";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const serializeDelivery = (row: DeliveryRow) => ({
  id: row.id,
  webhook_id: row.webhookId,
  event_id: row.eventId,
  event_type: row.eventType,
  attempt: row.attempt,
  status: row.status,
  response_status: row.responseStatus,
  response_time_ms: row.responseTimeMs,
  error: row.error,
  attempted_at: toUnixSeconds(row.attemptedAt),
});

/** GET /v1/webhooks/{webhook_id}/deliveries: attempts newest first, optionally of one status. */
export async function listDeliveries(ctx: ServiceContext, webhookId: string, query: DeliveryListInput) {
  await findWebhookInOrg(ctx.tx, ctx.orgId, webhookId);
  const where = and(
    eq(webhookDeliveries.webhookId, webhookId),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.tx
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.attemptedAt), desc(webhookDeliveries.attempt), desc(webhookDeliveries.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.tx.select({ value: count() }).from(webhookDeliveries).where(where),
  ]);
  return { data: rows.map(serializeDelivery), total: total?.value ?? 0, limit: query.limit, offset: query.offset };
}

/** The manual test: enqueued now, attempted by the worker; the outcome shows in the history. */
export async function sendTestDelivery(
  ctx: ServiceContext,
  webhookId: string,
  input: { event_type?: string | null; payload?: Record<string, unknown> | null },
) {
  const webhook = await findWebhookInOrg(ctx.tx, ctx.orgId, webhookId);
  const eventId = newId("webhookEvent");
  const eventType = input.event_type ?? "webhook.test";
  const body = envelopeBody(eventId, eventType, input.payload ?? { test: true });
  await enqueueDeliveries(ctx.tx, ctx.orgId, [webhookId], { eventId, eventType, body });
  await recordChange(ctx, {
    entityType: "webhook",
    entityId: webhook.id,
    entityName: webhookName(webhook),
    action: "test_sent",
    after: { event_id: eventId, event_type: eventType },
  });
  return { delivered: true, response_status: null, response_time_ms: null };
}

/**
 * Sends an earlier event to this subscription again, with the same event ID (receivers deduplicate
 * on it) and the same envelope bytes, as a fresh series of up to 5 attempts.
 */
export async function redeliverEvent(ctx: ServiceContext, webhookId: string, eventId: string) {
  const webhook = await findWebhookInOrg(ctx.tx, ctx.orgId, webhookId);
  const [sent] = await ctx.tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.eventId, eventId)))
    .limit(1);
  const [event] = sent
    ? await ctx.tx
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.id, eventId), inOrg(webhookEvents, ctx.orgId)))
        .limit(1)
    : [];
  if (!event) {
    throw notFound("event_not_found", "Event");
  }
  await enqueueDeliveries(ctx.tx, ctx.orgId, [webhookId], { eventId, eventType: event.eventType, body: event.body });
  await recordChange(ctx, {
    entityType: "webhook",
    entityId: webhook.id,
    entityName: webhookName(webhook),
    action: "redelivered",
    after: { event_id: eventId, event_type: event.eventType },
  });
  return { delivered: true, event_id: eventId };
}
