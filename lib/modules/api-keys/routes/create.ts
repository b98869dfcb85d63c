import { keyManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { CreateApiKeyBody, CreatedApiKeySchema } from "../schemas";
import { createApiKey } from "../service";

const route = defineRoute({
  method: "post",
  path: "/v1/api-keys",
  tags: ["API keys"],
  operationId: "createApiKey",
  summary: "Create an API key",
  description:
    "The secret is in this response only. A non-empty `scopes` array needs an admin dashboard session token.",
  request: { body: { content: { "application/json": { schema: CreateApiKeyBody } }, required: true } },
  access: { ...keyManagers, rule: "scope_grant_only_if_admin" },
  responses: {
    201: json(CreatedApiKeySchema, "The new key, with its secret."),
    ...errorsFor({ invalid_name: "the name is empty after trimming." }),
    ...commonErrors,
  },
});

export function registerCreateApiKey(app: ApiApp) {
  app.openapi(route, async (c) => {
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createApiKey(ctx, input)), 201);
  });
}
