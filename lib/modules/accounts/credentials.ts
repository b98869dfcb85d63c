import { eq, sql } from "drizzle-orm";
import type { OrgRole } from "@/lib/api/context";
import { invalidCredential, unauthorizedRole } from "@/lib/api/errors";
import { parseApiKey, secretMatches } from "@/lib/auth/api-key-secret";
import { bearerCredential, type ResolvedCredential } from "@/lib/auth/bearer";
import { issuedWhileValid, verifySessionToken } from "@/lib/auth/session-token";
import { preparedStatement } from "@/lib/db/prepared";
import { apiKeyCredentialJoin } from "../api-keys";
import { organizationJoin } from "../org";
import { sessionUserById } from "../users";

// Every /v1 request with an API key runs this lookup, so it is built once per database and prepared.
const lookups = preparedStatement((database) => ({
  apiKey: database
    .select({
      id: apiKeyCredentialJoin.id,
      orgId: apiKeyCredentialJoin.orgId,
      name: apiKeyCredentialJoin.name,
      secretHash: apiKeyCredentialJoin.secretHash,
      scopes: apiKeyCredentialJoin.scopes,
      readOnly: apiKeyCredentialJoin.readOnly,
      expiresAt: apiKeyCredentialJoin.expiresAt,
      revokedAt: apiKeyCredentialJoin.revokedAt,
      ipAllowlist: organizationJoin.apiIpAllowlist,
    })
    .from(apiKeyCredentialJoin.table)
    .innerJoin(organizationJoin.table, eq(organizationJoin.id, apiKeyCredentialJoin.orgId))
    .where(eq(apiKeyCredentialJoin.id, sql.placeholder("keyId")))
    .limit(1)
    .prepare("vrp_lookup_api_key"),
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
  const user = await sessionUserById(claims.userId, claims.orgId);
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
