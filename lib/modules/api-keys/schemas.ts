import { z } from "@hono/zod-openapi";
import { timestamp } from "@/lib/api/timestamps";
import { apiScopes } from "@/lib/contract/api-scopes";

const ScopeSchema = z.enum(apiScopes);

export const ApiKeyRecordSchema = z
  .object({
    id: z.string().openapi({
      description: "The key id: the part between `ak_` and the secret.",
      example: "9f0c1d2e3a4b5c6d7e8f9a0b1c2d3e4f",
    }),
    name: z.string().nullable(),
    created_at: timestamp.nullable(),
    last_used_at: timestamp.nullable().openapi({ description: "Most recent successful authentication." }),
    revoked: z.boolean(),
    expired: z.boolean(),
    scopes: z.array(ScopeSchema),
    created_by_clerk_user_id: z
      .string()
      .nullable()
      .openapi({ description: "cbuser_ ID of the admin who created the key." }),
  })
  .openapi("ApiKey");

export const ApiKeyListSchema = z.object({ data: z.array(ApiKeyRecordSchema) }).openapi("ApiKeyList");

export const CreateApiKeyBody = z
  .object({
    name: z
      .string()
      .max(200)
      .openapi({ description: "Required; must be non-empty after trimming (else 400 invalid_name)." }),
    seconds_until_expiration: z
      .number()
      .int()
      .min(1)
      .max(10 * 365 * 24 * 3600)
      .nullish()
      .openapi({
        description: "Omit for a key that never expires.",
      }),
    scopes: z.array(ScopeSchema).nullish().openapi({
      description: "Omit or [] for a standard key. A non-empty array needs an admin dashboard session token.",
    }),
  })
  .openapi("CreateApiKey");

export const CreatedApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    secret: z.string().openapi({ description: "The raw key. Returned once only." }),
    created_at: timestamp,
    scopes: z.array(ScopeSchema),
  })
  .openapi("CreatedApiKey");

export const RotatedApiKeySchema = CreatedApiKeySchema.extend({
  revoked_id: z.string().openapi({ description: "The id of the key this rotation revoked." }),
}).openapi("RotatedApiKey");

export const RevokeApiKeyBody = z
  .object({ reason: z.string().max(1000).nullish().openapi({ description: "Recorded for compliance." }) })
  .openapi("RevokeApiKey");

export const ApiKeyIdParam = z.object({
  api_key_id: z.string().openapi({ param: { name: "api_key_id", in: "path" } }),
});

export type CreateApiKeyInput = z.infer<typeof CreateApiKeyBody>;
