import { integrationManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { sendTestDelivery } from "../deliveries";
import { requireWebhookInOrg } from "../require-webhook";
import { TestWebhookBody, TestWebhookResultSchema, WebhookIdParam } from "../schemas";

const route = defineRoute({
  method: "post",
  path: "/v1/webhooks/{webhook_id}/test",
  tags: ["Webhooks"],
  operationId: "testWebhook",
  summary: "Send a test delivery",
  description:
    "Enqueues one delivery whose envelope data is `payload`. `delivered: true` means enqueued only; " +
    "response_status and response_time_ms are always null. The real attempts appear in the delivery history.",
  request: {
    params: WebhookIdParam,
    body: { content: { "application/json": { schema: TestWebhookBody } }, required: false },
  },
  access: integrationManagers,
  middleware: [requireWebhookInOrg] as const,
  responses: {
    200: json(TestWebhookResultSchema, "Enqueued."),
    ...errorsFor({ webhook_not_found: true }),
    ...commonErrors,
  },
});

export function registerTestWebhook(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { webhook_id: webhookId } = c.req.valid("param");
    const input = c.req.valid("json") ?? {};
    return c.json(await inTransaction(c, (ctx) => sendTestDelivery(ctx, { webhookId, body: input })), 200);
  });
}
