import { integrationManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireWebhookInOrg } from "../require-webhook";
import { UpdateWebhookBody, WebhookIdParam, WebhookSchema } from "../schemas";
import { updateWebhook } from "../service";
import { eventTypeErrors } from "./errors";

const route = defineRoute({
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
  access: integrationManagers,
  middleware: [requireWebhookInOrg] as const,
  responses: {
    200: json(WebhookSchema, "The updated subscription."),
    ...errorsFor({ weak_secret: true, invalid_url: true, webhook_not_found: true }),
    ...commonErrors,
    ...eventTypeErrors,
  },
});

export function registerUpdateWebhook(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { webhook_id: webhookId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateWebhook(ctx, { webhookId, body: input })), 200);
  });
}
