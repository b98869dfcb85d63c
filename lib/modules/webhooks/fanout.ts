import { arrayContains, inArray, isNull } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import type { DomainEventListener, RecordedEvent } from "@/lib/events/record";
import { newId } from "@/lib/ids";
import { enqueueJob, enqueueJobs } from "@/lib/jobs";
import { nowUnixSeconds } from "@/lib/time";
import type { DeliveryJobPayload } from "./delivery";
import { deliverWebhookJob } from "./jobs";
import { webhookEvents, webhooks } from "./tables";

/** The delivery envelope: exactly four keys, serialised once so every attempt sends (and signs) the same bytes. */
export function envelopeBody(eventId: string, eventType: string, data: unknown): string {
  return JSON.stringify({ event_id: eventId, event_type: eventType, occurred_at: nowUnixSeconds(), data });
}

/** Enqueues the event's delivery to its subscriptions: one job, which sends to each of them. */
export async function enqueueDeliveries(
  tx: Queryable,
  orgId: string,
  webhookIds: string[],
  event: { eventId: string; eventType: string; body: string },
): Promise<string> {
  await tx
    .insert(webhookEvents)
    .values({ id: event.eventId, orgId, eventType: event.eventType, body: event.body })
    .onConflictDoNothing();
  const payload: DeliveryJobPayload = {
    webhook_ids: webhookIds,
    event_id: event.eventId,
    event_type: event.eventType,
    body: event.body,
  };
  return enqueueJob(tx, deliverWebhookJob, payload, { orgId });
}

export interface WebhookEventInput {
  orgId: string;
  eventType: string;
  /** The catalog fields; event_type is echoed into the envelope's data. */
  data: Record<string, unknown>;
  /** Only these subscriptions (still only active subscribers of the type). */
  webhookIds?: readonly string[];
}

/**
 * Delivers an event to every active subscription of its type in the org, on both triggers:
 * domain event fan-out and the workflow send_webhook action. Runs in the caller's transaction, so
 * the deliveries exist exactly when the change commits. Returns the shared cbevt_ event ID.
 * Disabled subscriptions get a job too: it records the event as skipped (and sends it if the
 * subscription was enabled again meanwhile), so the history shows what a pause missed.
 */
export async function deliverWebhookEvent(
  tx: Queryable,
  input: WebhookEventInput,
): Promise<{ eventId: string; webhookIds: string[] }> {
  const eventId = newId("webhookEvent");
  if (input.webhookIds && input.webhookIds.length === 0) {
    return { eventId, webhookIds: [] };
  }
  const webhookIds = await subscribedWebhookIds(tx, input.orgId, input.eventType, input.webhookIds);
  if (webhookIds.length > 0) {
    await enqueueEventDelivery(tx, input.orgId, webhookIds, eventId, input.eventType, input.data);
  }
  return { eventId, webhookIds };
}

/** The org's subscriptions to the event type that are not archived (optionally only among webhookIds). */
async function subscribedWebhookIds(
  tx: Queryable,
  orgId: string,
  eventType: string,
  among?: readonly string[],
): Promise<string[]> {
  const rows = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(
      inOrg(
        webhooks,
        orgId,
        isNull(webhooks.archivedAt),
        arrayContains(webhooks.events, [eventType]),
        among ? inArray(webhooks.id, [...among]) : undefined,
      ),
    )
    .orderBy(webhooks.createdAt, webhooks.id);
  return rows.map((row) => row.id);
}

function enqueueEventDelivery(
  tx: Queryable,
  orgId: string,
  webhookIds: string[],
  eventId: string,
  eventType: string,
  data: Record<string, unknown>,
): Promise<string> {
  const body = envelopeBody(eventId, eventType, { ...data, event_type: eventType });
  return enqueueDeliveries(tx, orgId, webhookIds, { eventId, eventType, body });
}

/** Every recorded domain event fans out to its subscribers (the webhooks module lists this listener). */
export const webhookFanOut: DomainEventListener = Object.assign(
  async (tx: Queryable, event: RecordedEvent) => {
    await deliverWebhookEvent(tx, { orgId: event.orgId, eventType: event.eventType, data: event.data });
  },
  {
    /** A batch (one org, one type: a thousand alerts of one radar event) looks its subscriptions up once. */
    forBatch: async (tx: Queryable, events: readonly RecordedEvent[]) => {
      const [first] = events;
      if (!first) {
        return;
      }
      const webhookIds = await subscribedWebhookIds(tx, first.orgId, first.eventType);
      if (webhookIds.length === 0) {
        return;
      }
      const deliveries = events.map((event) => {
        const eventId = newId("webhookEvent");
        const body = envelopeBody(eventId, event.eventType, { ...event.data, event_type: event.eventType });
        return { eventId, eventType: event.eventType, body };
      });
      await tx
        .insert(webhookEvents)
        .values(deliveries.map((delivery) => ({ id: delivery.eventId, orgId: first.orgId, ...delivery })))
        .onConflictDoNothing();
      await enqueueJobs(
        tx,
        deliverWebhookJob,
        deliveries.map(
          (delivery): DeliveryJobPayload => ({
            webhook_ids: webhookIds,
            event_id: delivery.eventId,
            event_type: delivery.eventType,
            body: delivery.body,
          }),
        ),
        { orgId: first.orgId },
      );
    },
  },
);
