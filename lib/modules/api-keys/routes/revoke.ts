import { keyManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ApiKeyIdParam, ApiKeyRecordSchema, RevokeApiKeyBody } from "../schemas";
import { revokeApiKey } from "../service";

const route = defineRoute({
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
  access: keyManagers,
  responses: {
    200: json(ApiKeyRecordSchema, "The revoked key."),
    ...errorsFor({ api_key_not_found: true }),
    ...commonErrors,
  },
});

export function registerRevokeApiKey(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { api_key_id: keyId } = c.req.valid("param");
    const reason = c.req.valid("json")?.reason ?? null;
    return c.json(await inTransaction(c, (ctx) => revokeApiKey(ctx, { keyId, reason })), 200);
  });
}
