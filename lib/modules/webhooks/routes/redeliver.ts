import { integrationManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { redeliverEvent } from "../deliveries";
import { requireWebhookInOrg } from "../require-webhook";
import { RedeliverBody, RedeliverResultSchema, WebhookIdParam } from "../schemas";

const route = defineRoute({
  method: "post",
  path: "/v1/webhooks/{webhook_id}/redeliver",
  tags: ["Webhooks"],
  operationId: "redeliverWebhookEvent",
  summary: "Redeliver an event",
  description:
    "Enqueues an event from this webhook's delivery history again: same event_id, same envelope bytes, " +
    "a fresh series of up to 5 attempts. Events are kept as long as the history (90 days).",
  request: {
    params: WebhookIdParam,
    body: { content: { "application/json": { schema: RedeliverBody } }, required: true },
  },
  access: integrationManagers,
  middleware: [requireWebhookInOrg] as const,
  responses: {
    200: json(RedeliverResultSchema, "Enqueued."),
    ...errorsFor({ webhook_not_found: true, event_not_found: "no such event in this webhook's history." }),
    ...commonErrors,
  },
});

export function registerRedeliverWebhookEvent(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { webhook_id: webhookId } = c.req.valid("param");
    const { event_id: eventId } = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => redeliverEvent(ctx, { webhookId, eventId })), 200);
  });
}
