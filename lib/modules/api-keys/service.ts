import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Scope, ServiceContext } from "@/lib/api/context";
import { apiError, notFound } from "@/lib/api/errors";
import { unwrittenLastUses } from "@/lib/audit/api-calls";
import { recordChange } from "@/lib/audit/changes";
import { generateApiKey } from "@/lib/auth/api-key-secret";
import type { Queryable } from "@/lib/db/client";
import { preparedStatement } from "@/lib/db/prepared";
import { findInOrg, inOrg } from "@/lib/db/tenant";
import { toUnixSeconds } from "@/lib/time";
import type { CreateApiKeyInput } from "./schemas";
import { apiKeys } from "./tables";

type ApiKeyRow = typeof apiKeys.$inferSelect;

/** `lastUses`: calls still in the audit buffer (see lib/audit/api-calls.ts), read before the row. */
export function serializeApiKey(row: ApiKeyRow, lastUses: Map<string, Date>, now = Date.now()) {
  const bufferedUse = lastUses.get(row.id);
  const lastUsedAt = bufferedUse && (!row.lastUsedAt || bufferedUse > row.lastUsedAt) ? bufferedUse : row.lastUsedAt;
  return {
    id: row.id,
    name: row.name,
    created_at: toUnixSeconds(row.createdAt),
    last_used_at: toUnixSeconds(lastUsedAt),
    revoked: row.revokedAt !== null,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now,
    scopes: row.scopes as Scope[],
    created_by_clerk_user_id: row.createdByUserId,
  };
}

/** The key as the change log shows it: last use is not a change of the key. */
const keyForLog = (row: ApiKeyRow) => {
  const { last_used_at: _lastUse, ...key } = serializeApiKey(row, new Map());
  return key;
};

const userIdOf = (ctx: ServiceContext) => (ctx.actor.type === "user" ? ctx.actor.userId : null);

// Callers reach these functions through routes guarded by keyManagers (admins, keys with keys:manage).

// Listing keys is on an integration's hot path (key rotation tooling polls it), so it runs a prepared
// statement on the database rather than ctx.tx; it is a read and never part of a change.
const listKeysStatement = preparedStatement((database) =>
  database
    .select()
    .from(apiKeys)
    .where(inOrg(apiKeys, sql.placeholder("orgId")))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .prepare("vrp_list_api_keys"),
);

export async function listApiKeys(ctx: ServiceContext) {
  // The buffer is read before the rows: a batch that commits in between is then in one or the
  // other. Read after, a batch committed after the rows' snapshot had already left the buffer.
  const lastUses = unwrittenLastUses();
  const rows = await listKeysStatement().execute({ orgId: ctx.orgId });
  return { data: rows.map((row) => serializeApiKey(row, lastUses)) };
}

async function insertKey(
  ctx: ServiceContext,
  values: {
    name: string;
    scopes: Scope[];
    expiresAt: Date | null;
    rotatedFromId?: string;
    createdByUserId: string | null;
  },
) {
  const generated = generateApiKey();
  const [row] = await ctx.tx
    .insert(apiKeys)
    .values({
      id: generated.keyId,
      orgId: ctx.orgId,
      name: values.name,
      secretHash: generated.secretHash,
      scopes: values.scopes,
      expiresAt: values.expiresAt,
      createdByUserId: values.createdByUserId,
      rotatedFromId: values.rotatedFromId ?? null,
    })
    .returning();
  if (!row) {
    throw new Error("api key insert returned no row");
  }
  return { row, secret: generated.secret };
}

export async function createApiKey(ctx: ServiceContext, input: CreateApiKeyInput) {
  // Only admin dashboard sessions get here with scopes (the route policy's scope_grant_only_if_admin rule).
  const scopes = [...new Set(input.scopes ?? [])];
  const name = input.name.trim();
  if (name.length === 0) {
    throw apiError("invalid_name");
  }
  const expiresAt = input.seconds_until_expiration
    ? new Date(Date.now() + input.seconds_until_expiration * 1000)
    : null;
  const { row, secret } = await insertKey(ctx, { name, scopes, expiresAt, createdByUserId: userIdOf(ctx) });
  await recordChange(ctx, {
    entityType: "api_key",
    entityId: row.id,
    entityName: row.name,
    action: "created",
    after: keyForLog(row),
  });
  return { id: row.id, name: row.name, secret, created_at: toUnixSeconds(row.createdAt), scopes };
}

async function lockKey(ctx: ServiceContext, keyId: string): Promise<ApiKeyRow> {
  return findInOrg(ctx.tx, apiKeys, ctx.orgId, keyId, {
    notFound: () => notFound("api_key_not_found", "API key"),
    lock: "update",
  });
}

async function markRevoked(ctx: ServiceContext, keyId: string, reason: string | null): Promise<ApiKeyRow> {
  const [row] = await ctx.tx
    .update(apiKeys)
    .set({ revokedAt: new Date(), revokeReason: reason, scopes: [] })
    .where(eq(apiKeys.id, keyId))
    .returning();
  if (!row) {
    throw notFound("api_key_not_found", "API key");
  }
  return row;
}

/**
 * Creates the successor and revokes the old key in one transaction, under a row lock on the old
 * key: either both happen or neither, so two active keys never coexist.
 */
export async function rotateApiKey(ctx: ServiceContext, keyId: string) {
  const old = await lockKey(ctx, keyId);
  const now = Date.now();
  if (old.revokedAt || (old.expiresAt && old.expiresAt.getTime() <= now)) {
    throw apiError("api_key_inactive");
  }
  // The successor keeps the old key's lifetime, counted from now.
  const expiresAt = old.expiresAt ? new Date(now + (old.expiresAt.getTime() - old.createdAt.getTime())) : null;
  const scopes = old.scopes as Scope[];
  const { row, secret } = await insertKey(ctx, {
    name: old.name,
    scopes,
    expiresAt,
    rotatedFromId: old.id,
    createdByUserId: userIdOf(ctx) ?? old.createdByUserId,
  });
  const revoked = await markRevoked(ctx, old.id, "rotated");
  await recordChange(ctx, {
    entityType: "api_key",
    entityId: row.id,
    entityName: row.name,
    action: "created",
    after: { ...keyForLog(row), rotated_from_id: old.id },
  });
  await recordChange(ctx, {
    entityType: "api_key",
    entityId: old.id,
    entityName: old.name,
    action: "rotated",
    before: keyForLog(old),
    after: { ...keyForLog(revoked), rotated_to_id: row.id },
    reason: "rotated",
  });
  return { id: row.id, name: row.name, secret, revoked_id: old.id, created_at: toUnixSeconds(row.createdAt), scopes };
}

/** Idempotent: a second revoke returns the record and records nothing. */
export async function revokeApiKey(ctx: ServiceContext, keyId: string, reason: string | null) {
  const lastUses = unwrittenLastUses(); // before the read, as in listApiKeys
  const current = await lockKey(ctx, keyId);
  if (current.revokedAt) {
    return serializeApiKey(current, lastUses);
  }
  const revoked = await markRevoked(ctx, keyId, reason);
  await recordChange(ctx, {
    entityType: "api_key",
    entityId: keyId,
    entityName: current.name,
    action: "revoked",
    before: keyForLog(current),
    after: keyForLog(revoked),
    reason,
  });
  return serializeApiKey(revoked, lastUses);
}

/**
 * The user who created the key (the admin behind what the key does), or null for a key another key
 * created. Revoked and expired keys keep their creator.
 */
export async function keyCreatorUserId(q: Queryable, orgId: string, keyId: string): Promise<string | null> {
  return (await keyCreatorUserIds(q, orgId, [keyId])).get(keyId) ?? null;
}

/** `keyCreatorUserId` of many keys at once: key ID → creating user (keys without one are left out). */
export async function keyCreatorUserIds(
  q: Queryable,
  orgId: string,
  keyIds: readonly string[],
): Promise<Map<string, string>> {
  if (keyIds.length === 0) {
    return new Map();
  }
  const rows = await q
    .select({ id: apiKeys.id, userId: apiKeys.createdByUserId })
    .from(apiKeys)
    .where(inOrg(apiKeys, orgId, inArray(apiKeys.id, [...new Set(keyIds)])));
  return new Map(rows.flatMap((row) => (row.userId ? [[row.id, row.userId] as const] : [])));
}
