import { createRoute } from "@hono/zod-openapi";
import { integrationManagers } from "@/lib/api/middleware/access";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireWebhookInOrg } from "../require-webhook";
import { UpdateWebhookBody, WebhookIdParam, WebhookSchema } from "../schemas";
import { updateWebhook } from "../service";

const route = createRoute({
  method: "patch",
  path: "/v1/webhooks/{webhook_id}",
  tags: ["Webhooks"],
  operationId: "updateWebhook",
  summary: "Update a webhook subscription",
  description:
    "Omitted or null fields stay unchanged; events replaces the list. Same rules and order as create. " +
    "enabled false pauses deliveries (attempts are recorded as skipped).",
  request: {
    params: WebhookIdParam,
    body: { content: { "application/json": { schema: UpdateWebhookBody } }, required: true },
  },
  middleware: [integrationManagers, requireWebhookInOrg] as const,
  responses: {
    200: json(WebhookSchema, "The updated subscription."),
    ...errorResponses({ 400: "weak_secret or invalid_url", 404: "webhook_not_found" }),
    ...commonErrors,
  },
});

export function registerUpdateWebhook(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { webhook_id: webhookId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateWebhook(ctx, webhookId, input)), 200);
  });
}
