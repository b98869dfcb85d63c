import { createRoute } from "@hono/zod-openapi";
import { keyManagers } from "@/lib/api/middleware/access";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { CreateApiKeyBody, CreatedApiKeySchema } from "../schemas";
import { forbidScopeGrantUnlessAdmin } from "../scope-grant";
import { createApiKey } from "../service";

const route = createRoute({
  method: "post",
  path: "/v1/api-keys",
  tags: ["API keys"],
  operationId: "createApiKey",
  summary: "Create an API key",
  description:
    "The secret is in this response only. A non-empty `scopes` array needs an admin dashboard session token.",
  request: { body: { content: { "application/json": { schema: CreateApiKeyBody } }, required: true } },
  middleware: [forbidScopeGrantUnlessAdmin, keyManagers] as const,
  responses: {
    201: json(CreatedApiKeySchema, "The new key, with its secret."),
    ...errorResponses({ 400: "invalid_name: the name is empty after trimming." }),
    ...commonErrors,
  },
});

export function registerCreateApiKey(app: ApiApp) {
  app.openapi(route, async (c) => {
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createApiKey(ctx, input)), 201);
  });
}
