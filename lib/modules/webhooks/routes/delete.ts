import { createRoute } from "@hono/zod-openapi";
import { integrationManagers } from "@/lib/api/middleware/access";
import { commonErrors, notFoundError } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireWebhookInOrg } from "../require-webhook";
import { WebhookIdParam } from "../schemas";
import { archiveWebhook } from "../service";

const route = createRoute({
  method: "delete",
  path: "/v1/webhooks/{webhook_id}",
  tags: ["Webhooks"],
  operationId: "deleteWebhook",
  summary: "Archive a webhook subscription",
  description: "Soft delete: the subscription stops receiving events and leaves the list. 204 with an empty body.",
  request: { params: WebhookIdParam },
  middleware: [integrationManagers, requireWebhookInOrg] as const,
  responses: {
    204: { description: "Archived." },
    ...notFoundError("webhook_not_found"),
    ...commonErrors,
  },
});

export function registerDeleteWebhook(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { webhook_id: webhookId } = c.req.valid("param");
    await inTransaction(c, (ctx) => archiveWebhook(ctx, webhookId));
    return c.body(null, 204);
  });
}
