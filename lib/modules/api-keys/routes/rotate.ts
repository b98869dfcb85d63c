import { keyManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ApiKeyIdParam, RotateApiKeyBody, RotatedApiKeySchema } from "../schemas";
import { rotateApiKey } from "../service";

const route = defineRoute({
  method: "post",
  path: "/v1/api-keys/{api_key_id}/rotate",
  tags: ["API keys"],
  operationId: "rotateApiKey",
  summary: "Rotate an API key",
  description:
    "Creates a successor with the same name and scopes and revokes the old key in the same transaction. Extension: an optional body `{overlap_seconds}` (at most 86400) lets the old secret keep working until the overlap ends.",
  request: {
    params: ApiKeyIdParam,
    body: { content: { "application/json": { schema: RotateApiKeyBody } }, required: false },
  },
  access: keyManagers,
  responses: {
    200: json(RotatedApiKeySchema, "The successor key, with its secret."),
    ...errorsFor({
      api_key_not_found: true,
      api_key_inactive: "the key is already revoked, rotated or expired.",
      invalid_rotation_overlap: "overlap_seconds is below 0 or above 86400.",
    }),
    ...commonErrors,
  },
});

export function registerRotateApiKey(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { api_key_id: keyId } = c.req.valid("param");
    const overlapSeconds = c.req.valid("json")?.overlap_seconds ?? 0;
    return c.json(await inTransaction(c, (ctx) => rotateApiKey(ctx, { keyId, overlapSeconds })), 200);
  });
}
