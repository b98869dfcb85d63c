import type { WebhookDelivery } from "@/lib/web/hooks/webhooks";
import { webhookEventLabel, webhookSubjectLabels } from "@/lib/web/labels/webhooks";

/** Errors longer than this show their first part with the rest in an expandable region. */
export const LONG_ERROR_CHARACTERS = 160;

/**
 * What a delivery was about, in words: "Vendor created — Acme Ltd". A record without a known name
 * reads by its kind ("Vendor created — unnamed vendor"); the event ID is never the visible text.
 */
export function deliveryTitle(delivery: Pick<WebhookDelivery, "event_type" | "subject">): string {
  const event = webhookEventLabel(delivery.event_type);
  const subject = delivery.subject;
  if (!subject) {
    return event;
  }
  const name = subject.name ?? `unnamed ${(webhookSubjectLabels[subject.type] ?? "record").toLowerCase()}`;
  return `${event} — ${name}`;
}
