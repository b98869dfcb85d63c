import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import { recordChange } from "@/lib/audit/changes";
import { activityLog } from "@/lib/audit/tables";
import { rowsOf } from "@/lib/db/client";
import { findInOrg, inOrg } from "@/lib/db/tenant";
import { eventCatalog, isEventType } from "@/lib/events/catalog";
import { newId } from "@/lib/ids";
import { visibleChanges } from "@/lib/modules/audit-log";
import { toUnixSeconds } from "@/lib/time";
import { deliverySettings } from "./delivery";
import { enqueueDeliveries, envelopeBody } from "./fanout";
import type { DeliveryListInput } from "./schemas";
import { deliveryStats, findWebhookInOrg, serializeStats, webhookName } from "./service";
import { webhookDeliveries, webhookEvents } from "./tables";

type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** What a delivery was about: the record its event names, by name when the change log knows it. */
export interface DeliverySubject {
  type: string;
  id: string;
  name: string | null;
}

/**
 * The ID field that names an event's record ("vendor_id" for Vendor.Created). A bank account's
 * events name their vendor: the vendor's name is what a person recognises, and the account's own
 * label is masked.
 */
function subjectField(eventType: string): string | null {
  if (!isEventType(eventType)) {
    return null;
  }
  if (eventType.startsWith("VendorBankAccount.")) {
    return "vendor_id";
  }
  return eventCatalog[eventType][0] ?? null;
}

/** The change log's entity type of each subject field, where the change log records one. */
const CHANGE_LOG_TYPES: Record<string, string> = {
  assessment_id: "assessment",
  vendor_id: "vendor",
  service_id: "service",
  questionnaire_id: "intake_questionnaire",
  removed_questionnaire_id: "intake_questionnaire",
  intake_session_id: "intake_session",
  radar_event_id: "radar_event",
  radar_detector_result_id: "radar_alert",
  reassessment_id: "reassessment",
};

/**
 * The subjects of these deliveries' events, named by the latest name the change log gives their
 * records, among the entries the caller may see (visibleChanges: a switched-off module's records stay
 * unnamed). Keyed by event ID.
 */
async function subjectsOf(ctx: ServiceContext, rows: DeliveryRow[]): Promise<Map<string, DeliverySubject>> {
  const subjects = new Map<string, DeliverySubject>();
  const eventIds = [...new Set(rows.filter((row) => subjectField(row.eventType)).map((row) => row.eventId))];
  if (eventIds.length === 0) {
    return subjects;
  }
  const events = await ctx.tx
    .select({ id: webhookEvents.id, eventType: webhookEvents.eventType, body: webhookEvents.body })
    .from(webhookEvents)
    .where(inOrg(webhookEvents, ctx.orgId, inArray(webhookEvents.id, eventIds)));
  for (const event of events) {
    const field = subjectField(event.eventType);
    let data: unknown;
    try {
      data = (JSON.parse(event.body) as { data?: unknown }).data;
    } catch {
      continue;
    }
    const id = field && data && typeof data === "object" ? (data as Record<string, unknown>)[field] : undefined;
    if (field && typeof id === "string" && id.length > 0 && id.length <= 200) {
      subjects.set(event.id, { type: field.replace(/_id$/, ""), id, name: null });
    }
  }
  const named = [...subjects.values()].filter((subject) => CHANGE_LOG_TYPES[`${subject.type}_id`]);
  if (named.length === 0) {
    return subjects;
  }
  const types = [...new Set(named.map((subject) => CHANGE_LOG_TYPES[`${subject.type}_id`] as string))];
  const names = await ctx.tx
    .selectDistinctOn([activityLog.targetId], { id: activityLog.targetId, name: activityLog.targetName })
    .from(activityLog)
    .where(
      inOrg(
        activityLog,
        ctx.orgId,
        inArray(activityLog.targetType, types),
        inArray(activityLog.targetId, [...new Set(named.map((subject) => subject.id))]),
        sql`${activityLog.targetName} is not null`,
        await visibleChanges(ctx),
      ),
    )
    .orderBy(activityLog.targetId, desc(activityLog.occurredAt), desc(activityLog.id));
  const nameById = new Map(names.map((row) => [row.id, row.name]));
  for (const subject of subjects.values()) {
    subject.name = nameById.get(subject.id) ?? null;
  }
  return subjects;
}

type RetryState = "none" | "retried" | "pending" | "exhausted" | "not_retried";

/**
 * When the attempt after this one was made (or, still to come, is due: at once, since attempts
 * follow each other without back-off), and what happens next: a delivered or skipped attempt needs
 * none; a failed one was retried, is about to be, was the last of the 5, or was not retried (a send
 * the URL rules blocked). The later attempt is looked up per row: `next_attempted_at`.
 */
function retryOf(row: DeliveryRow, nextAttemptedAt: Date | null): { state: RetryState; at: number | null } {
  if (row.status === "delivered" || row.status === "skipped") {
    return { state: "none", at: null };
  }
  if (nextAttemptedAt) {
    return { state: "retried", at: toUnixSeconds(nextAttemptedAt) };
  }
  if (row.willRetry) {
    return { state: "pending", at: toUnixSeconds(new Date(row.attemptedAt.getTime() + (row.responseTimeMs ?? 0))) };
  }
  return { state: row.attempt >= deliverySettings.maxAttempts ? "exhausted" : "not_retried", at: null };
}

/** The record of the spec's fields, then the extensions (docs: "Webhooks"). */
const serializeDelivery = (row: DeliveryRow, nextAttemptedAt: Date | null, subject: DeliverySubject | undefined) => {
  const retry = retryOf(row, nextAttemptedAt);
  return {
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
    subject: subject ?? null,
    retry_state: retry.state,
    next_retry_at: retry.at,
  };
};

/** The time of the next attempt of the same send (same job, same subscription), per delivery ID. */
// Qualified by hand: drizzle writes a single-table query's columns unqualified, which the
// subquery's own table would capture.
const nextAttemptedAt = sql<string | null>`(SELECT min(n.attempted_at) FROM webhook_deliveries n
  WHERE n.job_id = webhook_deliveries.job_id AND n.webhook_id = webhook_deliveries.webhook_id
    AND n.attempt > webhook_deliveries.attempt)`;

const asDate = (value: string | Date | null) => (value === null ? null : new Date(value));

/**
 * GET /v1/webhooks/{webhook_id}/deliveries: attempts newest first, optionally of one status, with the
 * summary of all of them (`summary`, the very counts GET /v1/webhooks/{id} reports) read in the same
 * request, so the counts a page shows and the attempts it lists come from one read.
 */
export async function listDeliveries(
  ctx: ServiceContext,
  { webhookId, query }: { webhookId: string; query: DeliveryListInput },
) {
  await findWebhookInOrg(ctx.tx, ctx.orgId, webhookId);
  const where = and(
    eq(webhookDeliveries.webhookId, webhookId),
    query.status ? eq(webhookDeliveries.status, query.status) : undefined,
  );
  const [rows, [total], stats] = await Promise.all([
    ctx.tx
      .select({ row: webhookDeliveries, next: nextAttemptedAt })
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.attemptedAt), desc(webhookDeliveries.attempt), desc(webhookDeliveries.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.tx.select({ value: count() }).from(webhookDeliveries).where(where),
    deliveryStats(ctx.tx, [webhookId]),
  ]);
  const subjects = await subjectsOf(
    ctx,
    rows.map((entry) => entry.row),
  );
  return {
    data: rows.map((entry) => serializeDelivery(entry.row, asDate(entry.next), subjects.get(entry.row.eventId))),
    total: total?.value ?? 0,
    limit: query.limit,
    offset: query.offset,
    summary: serializeStats(stats.get(webhookId)),
  };
}

/**
 * GET /v1/webhooks/{webhook_id}/deliveries/{delivery_id}: one attempt with what was sent (headers,
 * the signature among them, and the envelope) and what came back (status, headers, the first 4 KB
 * of the body). The secret is never stored, so it cannot be shown.
 */
export async function getDelivery(
  ctx: ServiceContext,
  { webhookId, deliveryId }: { webhookId: string; deliveryId: string },
) {
  await findWebhookInOrg(ctx.tx, ctx.orgId, webhookId);
  const row = await findInOrg(ctx.tx, webhookDeliveries, ctx.orgId, deliveryId, {
    notFound: () => notFound("delivery_not_found", "Delivery"),
    where: eq(webhookDeliveries.webhookId, webhookId),
  });
  const [next, [event], subjects] = await Promise.all([
    ctx.tx.execute(sql`SELECT min(attempted_at) AS next FROM webhook_deliveries
      WHERE job_id = ${row.jobId} AND webhook_id = ${row.webhookId} AND attempt > ${row.attempt}`),
    ctx.tx
      .select({ body: webhookEvents.body })
      .from(webhookEvents)
      .where(inOrg(webhookEvents, ctx.orgId, eq(webhookEvents.id, row.eventId)))
      .limit(1),
    subjectsOf(ctx, [row]),
  ]);
  const nextAt = rowsOf<{ next: string | Date | null }>(next)[0]?.next ?? null;
  const sent = row.requestHeaders !== null;
  return {
    ...serializeDelivery(row, asDate(nextAt), subjects.get(row.eventId)),
    request: sent
      ? {
          method: "POST" as const,
          headers: pairsOut(row.requestHeaders),
          body: event ? cutBody(event.body) : null,
          body_truncated: event ? event.body.length > REQUEST_BODY_SHOWN : false,
        }
      : null,
    response:
      row.responseHeaders !== null || row.responseBody !== null
        ? {
            status: row.responseStatus,
            headers: pairsOut(row.responseHeaders),
            body: row.responseBody,
            body_truncated: row.responseBodyTruncated,
          }
        : null,
  };
}

/** A test payload may be up to the body limit; the detail shows its first 64 KB. */
const REQUEST_BODY_SHOWN = 64 * 1024;
const cutBody = (body: string) => (body.length > REQUEST_BODY_SHOWN ? body.slice(0, REQUEST_BODY_SHOWN) : body);

const pairsOut = (pairs: [string, string][] | null) => (pairs ?? []).map(([name, value]) => ({ name, value }));

/** The manual test: enqueued now, attempted by the worker; the outcome shows in the history. */
export async function sendTestDelivery(
  ctx: ServiceContext,
  {
    webhookId,
    body,
  }: { webhookId: string; body: { event_type?: string | null; payload?: Record<string, unknown> | null } },
) {
  const webhook = await findWebhookInOrg(ctx.tx, ctx.orgId, webhookId);
  const eventId = newId("webhookEvent");
  const eventType = body.event_type ?? "webhook.test";
  const envelope = envelopeBody(eventId, eventType, body.payload ?? { test: true });
  await enqueueDeliveries(ctx.tx, ctx.orgId, [webhookId], { eventId, eventType, body: envelope });
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
export async function redeliverEvent(
  ctx: ServiceContext,
  { webhookId, eventId }: { webhookId: string; eventId: string },
) {
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
