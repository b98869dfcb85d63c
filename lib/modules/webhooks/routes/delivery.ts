import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { getDelivery } from "../deliveries";
import { DeliveryIdParam, WebhookDeliveryDetailSchema } from "../schemas";

const route = defineRoute({
  method: "get",
  path: "/v1/webhooks/{webhook_id}/deliveries/{delivery_id}",
  tags: ["Webhooks"],
  operationId: "getWebhookDelivery",
  summary: "Get a delivery attempt",
  description:
    "Extension: one attempt with its request (headers, Service-Signature included, and the envelope) and its response (status, headers, the first 4 KB of the body). The signing secret is never stored or returned.",
  request: { params: DeliveryIdParam },
  access: anyCredential,
  responses: {
    200: json(WebhookDeliveryDetailSchema, "The attempt."),
    ...errorsFor({ webhook_not_found: true, delivery_not_found: true }),
    ...commonErrors,
  },
});

export function registerGetWebhookDelivery(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { webhook_id: webhookId, delivery_id: deliveryId } = c.req.valid("param");
    return c.json(await getDelivery(readContext(c), { webhookId, deliveryId }), 200);
  });
}
