import { keyManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ApiKeyIdParam, RotatedApiKeySchema } from "../schemas";
import { rotateApiKey } from "../service";

const route = defineRoute({
  method: "post",
  path: "/v1/api-keys/{api_key_id}/rotate",
  tags: ["API keys"],
  operationId: "rotateApiKey",
  summary: "Rotate an API key",
  description: "Creates a successor with the same name and scopes and revokes the old key in the same transaction.",
  request: { params: ApiKeyIdParam },
  access: keyManagers,
  responses: {
    200: json(RotatedApiKeySchema, "The successor key, with its secret."),
    ...errorsFor({ api_key_not_found: true, api_key_inactive: "the key is already revoked or expired." }),
    ...commonErrors,
  },
});

export function registerRotateApiKey(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { api_key_id: keyId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => rotateApiKey(ctx, keyId)), 200);
  });
}
