import { createRoute } from "@hono/zod-openapi";
import { commonErrors, json, notFoundError } from "@/lib/api/responses";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { listDeliveries } from "../deliveries";
import { DeliveryListQuery, DeliveryPageSchema, WebhookIdParam } from "../schemas";

const route = createRoute({
  method: "get",
  path: "/v1/webhooks/{webhook_id}/deliveries",
  tags: ["Webhooks"],
  operationId: "listWebhookDeliveries",
  summary: "List delivery attempts",
  description: "Every attempt (kept 90 days), newest first, optionally filtered by status.",
  request: { params: WebhookIdParam, query: DeliveryListQuery },
  responses: {
    200: json(DeliveryPageSchema, "A page of attempts."),
    ...notFoundError("webhook_not_found"),
    ...commonErrors,
  },
});

export function registerListWebhookDeliveries(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { webhook_id: webhookId } = c.req.valid("param");
    const query = c.req.valid("query");
    return c.json(await listDeliveries(readContext(c), webhookId, query), 200);
  });
}
