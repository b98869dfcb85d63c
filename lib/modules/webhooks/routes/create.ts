import { integrationManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { CreateWebhookBody, WebhookSchema } from "../schemas";
import { createWebhook } from "../service";
import { eventTypeErrors } from "./errors";

const route = defineRoute({
  method: "post",
  path: "/v1/webhooks",
  tags: ["Webhooks"],
  operationId: "createWebhook",
  summary: "Create a webhook subscription",
  description:
    "Checked in this order: secret (400 weak_secret), url (400 invalid_url: public HTTPS, no credentials, " +
    "standard port, host not resolving to a private, loopback, link-local or metadata address), events " +
    "(422 invalid_event_types, case-sensitive against the catalog).",
  request: { body: { content: { "application/json": { schema: CreateWebhookBody } }, required: true } },
  access: integrationManagers,
  responses: {
    201: json(WebhookSchema, "The new subscription (the secret is never returned)."),
    ...errorsFor({ weak_secret: "secret under 16 characters.", invalid_url: "not a public HTTPS endpoint." }),
    ...commonErrors,
    ...eventTypeErrors,
  },
});

export function registerCreateWebhook(app: ApiApp) {
  app.openapi(route, async (c) => {
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createWebhook(ctx, input)), 201);
  });
}
