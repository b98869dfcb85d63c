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
    scopes: z.array(ScopeSchema).openapi({ description: "The key's scopes; [] once it is revoked." }),
    created_by_clerk_user_id: z
      .string()
      .nullable()
      .openapi({ description: "cbuser_ ID of the admin who created the key." }),
    // Extensions (docs/api-notes.md "API keys").
    granted_scopes: z.array(ScopeSchema).openapi({
      description: "Extension: the scopes the key was granted, kept after revocation (when `scopes` reads []).",
    }),
    expires_at: timestamp.nullable().openapi({ description: "Extension: when the key expires; null: never." }),
    read_only: z.boolean().openapi({
      description: "Extension: the key may only make GET and HEAD calls; any other /v1 call is 403 insufficient_scope.",
    }),
    revokes_at: timestamp.nullable().openapi({
      description:
        "Extension: while a rotation's overlap runs, when this (the rotated) key's secret stops working; else null.",
    }),
    previous_secret_expires_at: timestamp.nullable().openapi({
      description:
        "Extension: on the successor of a rotation with an overlap, when the previous key's secret stops working, while it still works; else null.",
    }),
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
    read_only: z.boolean().nullish().openapi({
      description:
        "Extension: true for a key that may only make GET and HEAD calls (any other /v1 call is 403 insufficient_scope). Default false.",
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
    read_only: z.boolean().openapi({ description: "Extension: see the key record." }),
    expires_at: timestamp.nullable().openapi({ description: "Extension: when the key expires; null: never." }),
  })
  .openapi("CreatedApiKey");

export const RotatedApiKeySchema = CreatedApiKeySchema.extend({
  revoked_id: z.string().openapi({ description: "The id of the key this rotation revoked." }),
  previous_secret_expires_at: timestamp.nullable().openapi({
    description:
      "Extension: when the revoked key's secret stops working, when the rotation asked for an overlap; null: it stopped at once.",
  }),
}).openapi("RotatedApiKey");

/** The longest a rotated key's old secret may keep working: 24 hours. */
export const MAX_ROTATION_OVERLAP_SECONDS = 24 * 60 * 60;

export const RotateApiKeyBody = z
  .object({
    overlap_seconds: z.number().int().nullish().openapi({
      description:
        "Extension: how long the old secret keeps working after the rotation, 0 to 86400 (24 hours; else 400 invalid_rotation_overlap). Omit or 0: it stops at once, as the specification says.",
      example: 3600,
    }),
  })
  .openapi("RotateApiKey");

export const RevokeApiKeyBody = z
  .object({ reason: z.string().max(1000).nullish().openapi({ description: "Recorded for compliance." }) })
  .openapi("RevokeApiKey");

export const ApiKeyIdParam = z.object({
  api_key_id: z.string().openapi({ param: { name: "api_key_id", in: "path" } }),
});

export type CreateApiKeyInput = z.infer<typeof CreateApiKeyBody>;
