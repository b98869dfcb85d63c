import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { listDeliveries } from "../deliveries";
import { DeliveryListQuery, DeliveryPageSchema, WebhookIdParam } from "../schemas";

const route = defineRoute({
  method: "get",
  path: "/v1/webhooks/{webhook_id}/deliveries",
  tags: ["Webhooks"],
  operationId: "listWebhookDeliveries",
  summary: "List delivery attempts",
  description: "Every attempt (kept 90 days), newest first, optionally filtered by status.",
  request: { params: WebhookIdParam, query: DeliveryListQuery },
  access: anyCredential,
  responses: {
    200: json(DeliveryPageSchema, "A page of attempts."),
    ...errorsFor({ webhook_not_found: true }),
    ...commonErrors,
  },
});

export function registerListWebhookDeliveries(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { webhook_id: webhookId } = c.req.valid("param");
    const query = c.req.valid("query");
    return c.json(await listDeliveries(readContext(c), { webhookId, query }), 200);
  });
}
