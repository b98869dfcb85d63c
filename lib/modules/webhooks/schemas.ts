import { z } from "@hono/zod-openapi";
import { freeFormObject } from "@/lib/api/json-depth";
import { pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";
import { eventTypes } from "@/lib/events/catalog";

const DeliveryStatusSchema = z.enum(["delivered", "timeout", "error", "skipped"]);

export const WebhookSchema = z
  .object({
    id: z.string().openapi({ example: "cbwh_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    url: z.string(),
    events: z.array(z.string()),
    description: z.string().nullable(),
    enabled: z.boolean(),
    created_at: timestamp,
    last_delivery_status: DeliveryStatusSchema.nullable().openapi({
      description: "Status of the most recent delivery attempt; null when there are none.",
    }),
    delivery_success_rate: z.number().min(0).max(1).nullable().openapi({
      description: "Delivered attempts over all attempts in the retained history, 4 decimals; null when none.",
    }),
    delivery_count: z.number().int().openapi({ description: "Delivery attempts in the retained history." }),
  })
  .openapi("Webhook");

export const WebhookListSchema = z.object({ data: z.array(WebhookSchema) }).openapi("WebhookList");

const eventsDescription = `At least one event type from the catalog (case-sensitive; else 422): ${eventTypes.join(", ")}.`;

export const CreateWebhookBody = z
  .object({
    // url and events carry no length bounds here: a schema 422 would come before the secret check,
    // and the checks run secret, url, events (service.ts applies the bounds in that order).
    url: z.string().openapi({
      description: "Public HTTPS URL, at most 2048 characters (else 400 invalid_url).",
      example: "https://hooks.example.com/vrp",
    }),
    events: z.array(z.string()).openapi({ description: eventsDescription, example: ["Vendor.Created"] }),
    secret: z.string().max(1000).openapi({ description: "At least 16 characters (else 400 weak_secret). Write-only." }),
    description: z.string().max(1000).nullish(),
    enabled: z.boolean().nullish().openapi({ description: "Default true." }),
  })
  .openapi("CreateWebhook");

export const UpdateWebhookBody = z
  .object({
    url: z.string().nullish(),
    events: z
      .array(z.string())
      .nullish()
      .openapi({ description: `Replaces the list. ${eventsDescription}` }),
    secret: z.string().max(1000).nullish(),
    description: z.string().max(1000).nullish(),
    enabled: z.boolean().nullish(),
  })
  .openapi("UpdateWebhook");

export const TestWebhookBody = z
  .object({
    event_type: z.string().max(200).nullish().openapi({
      description: "Default webhook.test; not validated against the catalog (an empty string is sent as is).",
    }),
    payload: freeFormObject()
      .nullish()
      .openapi({ description: 'Delivered as the envelope\'s data. Default {"test": true}.' }),
  })
  .openapi("TestWebhook");

export const TestWebhookResultSchema = z
  .object({
    delivered: z.boolean().openapi({ description: "true means the delivery was enqueued; see the delivery history." }),
    response_status: z.number().int().nullable().openapi({ description: "Always null." }),
    response_time_ms: z.number().int().nullable().openapi({ description: "Always null." }),
  })
  .openapi("TestWebhookResult");

export const RedeliverBody = z
  .object({
    event_id: z.string().max(100).openapi({ description: "A cbevt_ ID from this webhook's delivery history." }),
  })
  .openapi("RedeliverWebhookEvent");

export const RedeliverResultSchema = z
  .object({ delivered: z.boolean().openapi({ description: "true means enqueued." }), event_id: z.string() })
  .openapi("RedeliverWebhookEventResult");

export const WebhookDeliverySchema = z
  .object({
    id: z.string().openapi({ example: "cbwhd_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    webhook_id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    attempt: z.number().int().min(1).max(5),
    status: DeliveryStatusSchema,
    response_status: z.number().int().nullable(),
    response_time_ms: z.number().int().nullable(),
    error: z.string().nullable().openapi({ description: "Why the attempt failed or was skipped, in full." }),
    attempted_at: timestamp,
    subject: z
      .object({
        type: z.string().openapi({ description: 'The record kind the event names, e.g. "vendor".', example: "vendor" }),
        id: z.string(),
        name: z.string().nullable().openapi({ description: "Its latest name in the change log; null when unknown." }),
      })
      .nullable()
      .openapi({
        description:
          "Extension: the record the event is about (a bank account's events name its vendor); null for test and custom events.",
      }),
    retry_state: z.enum(["none", "retried", "pending", "exhausted", "not_retried"]).openapi({
      description:
        "Extension: none (delivered or skipped), retried (a later attempt followed), pending (the next attempt follows at once), exhausted (the last of 5 failed; redeliver to send again), not_retried (blocked by the URL rules).",
    }),
    next_retry_at: timestamp.nullable().openapi({
      description: "Extension: when the next attempt of this send was made (retried) or is due (pending); else null.",
    }),
  })
  .openapi("WebhookDelivery");

const HeaderSchema = z.object({ name: z.string(), value: z.string() }).openapi("WebhookHeader");

export const WebhookDeliveryDetailSchema = WebhookDeliverySchema.extend({
  request: z
    .object({
      method: z.literal("POST"),
      headers: z.array(HeaderSchema).openapi({
        description: "The headers sent, Service-Signature included. The signing secret is never stored or shown.",
      }),
      body: z.string().nullable().openapi({ description: "The envelope sent (its first 64 KB)." }),
      body_truncated: z.boolean(),
    })
    .nullable()
    .openapi({ description: "null when nothing was sent (skipped, blocked) or recorded before this was kept." }),
  response: z
    .object({
      status: z.number().int().nullable(),
      headers: z.array(HeaderSchema).openapi({ description: "At most 50 headers, 8 KB in all." }),
      body: z.string().nullable().openapi({ description: "The first 4 KB of the body, as UTF-8 text." }),
      body_truncated: z.boolean().openapi({ description: "The body was longer than the 4 KB kept." }),
    })
    .nullable()
    .openapi({ description: "null when no answer came (timeout before headers, connection failed, not sent)." }),
}).openapi("WebhookDeliveryDetail");

export const DeliveryListQuery = z.object({ ...paginationQuery(), status: DeliveryStatusSchema.optional() });
export const DeliverySummarySchema = z
  .object({
    last_delivery_status: DeliveryStatusSchema.nullable(),
    delivery_success_rate: z.number().min(0).max(1).nullable(),
    delivery_count: z.number().int(),
    delivered_count: z.number().int(),
  })
  .openapi("WebhookDeliverySummary");
export const DeliveryPageSchema = pageEnvelope("data", WebhookDeliverySchema)
  .extend({
    summary: DeliverySummarySchema.openapi({
      description:
        "Extension: the counts of every retained attempt (unfiltered), read with the page: the same definition as the webhook's delivery_count, delivery_success_rate and last_delivery_status.",
    }),
  })
  .openapi("WebhookDeliveryPage");

export const DeliveryIdParam = z.object({
  webhook_id: z.string().openapi({ param: { name: "webhook_id", in: "path" } }),
  delivery_id: z
    .string()
    .max(100)
    .openapi({ param: { name: "delivery_id", in: "path" } }),
});

export const WebhookIdParam = z.object({
  webhook_id: z.string().openapi({ param: { name: "webhook_id", in: "path" } }),
});

export type CreateWebhookInput = z.infer<typeof CreateWebhookBody>;
export type UpdateWebhookInput = z.infer<typeof UpdateWebhookBody>;
export type DeliveryListInput = z.infer<typeof DeliveryListQuery>;
