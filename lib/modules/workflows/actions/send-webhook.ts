import { eventCatalog, isEventType } from "@/lib/events/catalog";
import { type ActionContext, ActionFailure, type WorkflowAction } from "@/lib/extensions/workflow-actions";
import { deliverWebhookEvent } from "@/lib/modules/webhooks";
import type { WorkflowArtifact } from "../tables";

function overrideType(settings: Record<string, unknown>) {
  const value = settings.event_type;
  if (value === undefined || value === null || value === "") {
    return undefined;
  }
  if (typeof value !== "string" || !isEventType(value)) {
    throw new ActionFailure(`settings.event_type ${String(value)} is not in the event catalog.`);
  }
  return value;
}

function webhookSubset(settings: Record<string, unknown>): string[] | undefined {
  const value = settings.webhook_ids;
  if (value === undefined || value === null) {
    return undefined;
  }
  if (!Array.isArray(value) || !value.every((id) => typeof id === "string")) {
    throw new ActionFailure("settings.webhook_ids must be a list of webhook IDs.");
  }
  return value;
}

/** The catalog fields of `eventType`, taken from the triggering event's data, else from the run input. */
function eventData(context: ActionContext, eventType: keyof typeof eventCatalog) {
  const sources = [context.trigger?.data ?? {}, context.input];
  const field = (name: string) => sources.find((source) => source[name] !== undefined)?.[name] ?? null;
  return Object.fromEntries(eventCatalog[eventType].map((name) => [name, field(name)]));
}

/**
 * Delivers the run's triggering event (or settings.event_type instead) to the org's active
 * subscriptions of that type, or only to settings.webhook_ids among them.
 */
export const sendWebhookAction: WorkflowAction = {
  type: "send_webhook",
  async run(context) {
    const eventType = overrideType(context.settings) ?? context.trigger?.event_type;
    const webhookIds = webhookSubset(context.settings);
    if (!eventType || !isEventType(eventType)) {
      return {
        status: "skipped",
        message: "The run has no triggering event to deliver; set settings.event_type to send one.",
        artifacts: [],
      };
    }
    const data = eventData(context, eventType);
    const triggers: WorkflowArtifact[] =
      typeof data.vendor_id === "string" ? [{ artifact_type: "vendor", id: data.vendor_id, role: "trigger" }] : [];
    const delivered = await deliverWebhookEvent(context.tx, { orgId: context.orgId, eventType, data, webhookIds });
    if (delivered.webhookIds.length === 0) {
      return { status: "skipped", message: `No webhook subscribes to ${eventType}.`, artifacts: triggers };
    }
    return {
      status: "success",
      artifacts: [
        ...triggers,
        { artifact_type: "webhook_event", id: delivered.eventId, role: "result" },
        ...delivered.webhookIds.map((id) => ({ artifact_type: "webhook", id, role: "result" as const })),
      ],
    };
  },
};
