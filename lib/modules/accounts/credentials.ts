import { and, eq, sql } from "drizzle-orm";
import type { OrgRole } from "@/lib/api/context";
import { invalidCredential, unauthorizedRole } from "@/lib/api/errors";
import { parseApiKey, secretMatches } from "@/lib/auth/api-key-secret";
import { bearerCredential, type ResolvedCredential } from "@/lib/auth/bearer";
import { issuedWhileValid, verifySessionToken } from "@/lib/auth/session-token";
import { preparedStatement } from "@/lib/db/prepared";
import { inOrg } from "@/lib/db/tenant";
import { apiKeys } from "../api-keys/tables";
import { organizations } from "../org/tables";
import { users } from "../users/tables";

// Every /v1 request runs one of these lookups, so they are built once per database and prepared.
const lookups = preparedStatement((database) => ({
  apiKey: database
    .select({
      id: apiKeys.id,
      orgId: apiKeys.orgId,
      name: apiKeys.name,
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      readOnly: apiKeys.readOnly,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      ipAllowlist: organizations.apiIpAllowlist,
    })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.orgId))
    .where(eq(apiKeys.id, sql.placeholder("keyId")))
    .limit(1)
    .prepare("vrp_lookup_api_key"),
  user: database
    .select({
      id: users.id,
      orgId: users.orgId,
      role: users.role,
      status: users.status,
      isArchived: users.isArchived,
      sessionsValidAfter: users.sessionsValidAfter,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder("userId")), inOrg(users, sql.placeholder("orgId"))))
    .limit(1)
    .prepare("vrp_lookup_session_user"),
}));

async function resolveApiKey(credential: string): Promise<ResolvedCredential> {
  const parsed = parseApiKey(credential);
  if (!parsed) {
    throw invalidCredential();
  }
  const [row] = await lookups().apiKey.execute({ keyId: parsed.keyId });
  if (!row || !secretMatches(parsed.secretPart, row.secretHash)) {
    throw invalidCredential();
  }
  // A revoked_at in the future is a rotation's overlap: the old secret works until then.
  const now = Date.now();
  if ((row.revokedAt && row.revokedAt.getTime() <= now) || (row.expiresAt && row.expiresAt.getTime() <= now)) {
    throw invalidCredential();
  }
  return {
    principal: {
      orgId: row.orgId,
      actor: { type: "api_key", keyId: row.id, keyName: row.name, scopes: row.scopes, readOnly: row.readOnly },
    },
    ipAllowlist: row.ipAllowlist,
  };
}

async function resolveSessionToken(credential: string): Promise<ResolvedCredential> {
  const claims = await verifySessionToken(credential);
  if (!claims) {
    throw invalidCredential();
  }
  const [user] = await lookups().user.execute({ userId: claims.userId, orgId: claims.orgId });
  if (
    !user ||
    user.isArchived ||
    user.status === "inactive" ||
    !issuedWhileValid(claims.issuedAtMs, user.sessionsValidAfter)
  ) {
    throw invalidCredential();
  }
  if (user.role === "org:auxiliary_member") {
    throw unauthorizedRole();
  }
  return {
    principal: { orgId: user.orgId, actor: { type: "user", userId: user.id, role: user.role as OrgRole } },
    ipAllowlist: null,
  };
}

/** Resolves `Authorization: Bearer <ak_ key | session token>` or throws the spec's 401. */
export async function resolveCredential(authorization: string | undefined): Promise<ResolvedCredential> {
  const credential = bearerCredential(authorization);
  return credential.startsWith("ak_") ? resolveApiKey(credential) : resolveSessionToken(credential);
}
