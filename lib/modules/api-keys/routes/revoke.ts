import { createRoute } from "@hono/zod-openapi";
import { keyManagers } from "@/lib/api/middleware/access";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ApiKeyIdParam, ApiKeyRecordSchema, RevokeApiKeyBody } from "../schemas";
import { revokeApiKey } from "../service";

const route = createRoute({
  method: "post",
  path: "/v1/api-keys/{api_key_id}/revoke",
  tags: ["API keys"],
  operationId: "revokeApiKey",
  summary: "Revoke an API key",
  description: "Idempotent. Clears the key's scopes; the first revoke records the optional reason.",
  request: {
    params: ApiKeyIdParam,
    body: { content: { "application/json": { schema: RevokeApiKeyBody } }, required: false },
  },
  middleware: [keyManagers] as const,
  responses: {
    200: json(ApiKeyRecordSchema, "The revoked key."),
    ...errorResponses({ 404: "api_key_not_found" }),
    ...commonErrors,
  },
});

export function registerRevokeApiKey(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { api_key_id: keyId } = c.req.valid("param");
    const reason = c.req.valid("json")?.reason ?? null;
    return c.json(await inTransaction(c, (ctx) => revokeApiKey(ctx, keyId, reason)), 200);
  });
}
