import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { WebhookListSchema } from "../schemas";
import { listWebhooks } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/webhooks",
  tags: ["Webhooks"],
  operationId: "listWebhooks",
  summary: "List webhook subscriptions",
  description: "Non-archived subscriptions, oldest first, with their delivery health.",
  access: anyCredential,
  responses: { 200: json(WebhookListSchema, "The subscriptions."), ...commonErrors },
});

export function registerListWebhooks(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await listWebhooks(readContext(c)), 200));
}
