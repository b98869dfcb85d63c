import { integrationManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireWebhookInOrg } from "../require-webhook";
import { WebhookIdParam } from "../schemas";
import { archiveWebhook } from "../service";

const route = defineRoute({
  method: "delete",
  path: "/v1/webhooks/{webhook_id}",
  tags: ["Webhooks"],
  operationId: "deleteWebhook",
  summary: "Archive a webhook subscription",
  description: "Soft delete: the subscription stops receiving events and leaves the list. 204 with an empty body.",
  request: { params: WebhookIdParam },
  access: integrationManagers,
  middleware: [requireWebhookInOrg] as const,
  responses: {
    204: { description: "Archived." },
    ...errorsFor({ webhook_not_found: true }),
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
