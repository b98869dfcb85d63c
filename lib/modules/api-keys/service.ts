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
import { type CreateApiKeyInput, MAX_ROTATION_OVERLAP_SECONDS } from "./schemas";
import { apiKeys } from "./tables";

type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Whether the key no longer authenticates because it was revoked (or its rotation overlap ran out). */
export const isRevoked = (row: Pick<ApiKeyRow, "revokedAt">, now = Date.now()) =>
  row.revokedAt !== null && row.revokedAt.getTime() <= now;

/** When a rotated key's old secret stops working, while a rotation's overlap still runs; else null. */
const overlapEnd = (row: Pick<ApiKeyRow, "revokedAt">, now: number) =>
  row.revokedAt && row.revokedAt.getTime() > now ? row.revokedAt : null;

/**
 * `lastUses`: calls still in the audit buffer (see lib/audit/api-calls.ts), read before the row.
 * `predecessor`: the key this one replaced by a rotation, when known (its overlap shows on this one).
 */
export function serializeApiKey(
  row: ApiKeyRow,
  lastUses: Map<string, Date>,
  now = Date.now(),
  predecessor?: Pick<ApiKeyRow, "revokedAt"> | null,
) {
  const bufferedUse = lastUses.get(row.id);
  const lastUsedAt = bufferedUse && (!row.lastUsedAt || bufferedUse > row.lastUsedAt) ? bufferedUse : row.lastUsedAt;
  const revoked = isRevoked(row, now);
  const granted = row.scopes as Scope[];
  return {
    id: row.id,
    name: row.name,
    created_at: toUnixSeconds(row.createdAt),
    last_used_at: toUnixSeconds(lastUsedAt),
    revoked,
    expired: row.expiresAt !== null && row.expiresAt.getTime() <= now,
    // The specification clears a revoked key's scopes; what it was granted stays in granted_scopes.
    scopes: revoked ? [] : granted,
    created_by_clerk_user_id: row.createdByUserId,
    granted_scopes: granted,
    expires_at: toUnixSeconds(row.expiresAt),
    read_only: row.readOnly,
    revokes_at: toUnixSeconds(overlapEnd(row, now)),
    previous_secret_expires_at: toUnixSeconds(predecessor ? overlapEnd(predecessor, now) : null),
  };
}

/** The key as the change log shows it: last use is not a change of the key. */
const keyForLog = (row: ApiKeyRow) => {
  const {
    last_used_at: _lastUse,
    previous_secret_expires_at: _overlap,
    revokes_at: _revokesAt,
    ...key
  } = serializeApiKey(row, new Map());
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
  const now = Date.now();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    data: rows.map((row) =>
      serializeApiKey(row, lastUses, now, row.rotatedFromId ? byId.get(row.rotatedFromId) : null),
    ),
  };
}

async function insertKey(
  ctx: ServiceContext,
  values: {
    name: string;
    scopes: Scope[];
    readOnly: boolean;
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
      readOnly: values.readOnly,
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
  const readOnly = input.read_only ?? false;
  const { row, secret } = await insertKey(ctx, {
    name,
    scopes,
    readOnly,
    expiresAt,
    createdByUserId: userIdOf(ctx),
  });
  await recordChange(ctx, {
    entityType: "api_key",
    entityId: row.id,
    entityName: row.name,
    action: "created",
    after: keyForLog(row),
  });
  return {
    id: row.id,
    name: row.name,
    secret,
    created_at: toUnixSeconds(row.createdAt),
    scopes,
    read_only: row.readOnly,
    expires_at: toUnixSeconds(row.expiresAt),
  };
}

async function lockKey(ctx: ServiceContext, keyId: string): Promise<ApiKeyRow> {
  return findInOrg(ctx.tx, apiKeys, ctx.orgId, keyId, {
    notFound: () => notFound("api_key_not_found", "API key"),
    lock: "update",
  });
}

/**
 * Revokes the key at `at` (now, or the end of a rotation's overlap). Its scopes stay stored: the
 * record shows them as granted_scopes, and a revoked key never authenticates.
 */
async function markRevoked(
  ctx: ServiceContext,
  keyId: string,
  reason: string | null,
  at = new Date(),
): Promise<ApiKeyRow> {
  const [row] = await ctx.tx
    .update(apiKeys)
    .set({ revokedAt: at, revokeReason: reason })
    .where(eq(apiKeys.id, keyId))
    .returning();
  if (!row) {
    throw notFound("api_key_not_found", "API key");
  }
  return row;
}

/**
 * Creates the successor and revokes the old key in one transaction, under a row lock on the old
 * key: either both happen or neither, so two active keys never coexist, except, when the caller asks
 * for an overlap (an extension, at most 24 hours), the old secret keeps working until it ends. A key
 * already rotated (its overlap still running) cannot be rotated again: 409 api_key_inactive.
 */
export async function rotateApiKey(
  ctx: ServiceContext,
  { keyId, overlapSeconds = 0 }: { keyId: string; overlapSeconds?: number },
) {
  if (!Number.isInteger(overlapSeconds) || overlapSeconds < 0 || overlapSeconds > MAX_ROTATION_OVERLAP_SECONDS) {
    throw apiError("invalid_rotation_overlap");
  }
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
    readOnly: old.readOnly,
    expiresAt,
    rotatedFromId: old.id,
    createdByUserId: userIdOf(ctx) ?? old.createdByUserId,
  });
  // The old secret never outlives the old key's own expiry.
  const overlapEnds = overlapSeconds > 0 ? new Date(now + overlapSeconds * 1000) : null;
  const revokedAt =
    overlapEnds && old.expiresAt && old.expiresAt < overlapEnds ? old.expiresAt : (overlapEnds ?? new Date(now));
  const revoked = await markRevoked(ctx, old.id, "rotated", revokedAt);
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
    after: {
      ...keyForLog(revoked),
      rotated_to_id: row.id,
      ...(overlapEnds ? { secret_works_until: toUnixSeconds(revokedAt) } : {}),
    },
    reason: "rotated",
  });
  return {
    id: row.id,
    name: row.name,
    secret,
    revoked_id: old.id,
    created_at: toUnixSeconds(row.createdAt),
    scopes,
    read_only: row.readOnly,
    expires_at: toUnixSeconds(row.expiresAt),
    previous_secret_expires_at: toUnixSeconds(overlapEnd(revoked, now)),
  };
}

/**
 * Idempotent: a second revoke returns the record and records nothing. Revoking a key whose rotation
 * overlap still runs ends the overlap now.
 */
export async function revokeApiKey(ctx: ServiceContext, { keyId, reason }: { keyId: string; reason: string | null }) {
  const lastUses = unwrittenLastUses(); // before the read, as in listApiKeys
  const current = await lockKey(ctx, keyId);
  if (isRevoked(current)) {
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
