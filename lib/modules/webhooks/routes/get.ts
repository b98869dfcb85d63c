import { createRoute } from "@hono/zod-openapi";
import { commonErrors, json, notFoundError } from "@/lib/api/responses";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { WebhookIdParam, WebhookSchema } from "../schemas";
import { getWebhook } from "../service";

const route = createRoute({
  method: "get",
  path: "/v1/webhooks/{webhook_id}",
  tags: ["Webhooks"],
  operationId: "getWebhook",
  summary: "Get a webhook subscription",
  request: { params: WebhookIdParam },
  responses: {
    200: json(WebhookSchema, "The subscription."),
    ...notFoundError("webhook_not_found"),
    ...commonErrors,
  },
});

export function registerGetWebhook(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { webhook_id: webhookId } = c.req.valid("param");
    return c.json(await getWebhook(readContext(c), webhookId), 200);
  });
}
