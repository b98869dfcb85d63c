import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { WebhookIdParam, WebhookSchema } from "../schemas";
import { getWebhook } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/webhooks/{webhook_id}",
  tags: ["Webhooks"],
  operationId: "getWebhook",
  summary: "Get a webhook subscription",
  request: { params: WebhookIdParam },
  access: anyCredential,
  responses: {
    200: json(WebhookSchema, "The subscription."),
    ...errorsFor({ webhook_not_found: true }),
    ...commonErrors,
  },
});

export function registerGetWebhook(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { webhook_id: webhookId } = c.req.valid("param");
    return c.json(await getWebhook(readContext(c), webhookId), 200);
  });
}
