import { createRoute } from "@hono/zod-openapi";
import { keyManagers } from "@/lib/api/middleware/access";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ApiKeyIdParam, RotatedApiKeySchema } from "../schemas";
import { rotateApiKey } from "../service";

const route = createRoute({
  method: "post",
  path: "/v1/api-keys/{api_key_id}/rotate",
  tags: ["API keys"],
  operationId: "rotateApiKey",
  summary: "Rotate an API key",
  description: "Creates a successor with the same name and scopes and revokes the old key in the same transaction.",
  request: { params: ApiKeyIdParam },
  middleware: [keyManagers] as const,
  responses: {
    200: json(RotatedApiKeySchema, "The successor key, with its secret."),
    ...errorResponses({
      404: "api_key_not_found",
      409: "api_key_inactive: the key is already revoked or expired.",
    }),
    ...commonErrors,
  },
});

export function registerRotateApiKey(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { api_key_id: keyId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => rotateApiKey(ctx, keyId)), 200);
  });
}
