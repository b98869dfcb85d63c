import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { OrgRole } from "@/lib/api/context";
import { mintSessionToken } from "@/lib/auth/session-token";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { apiKeys } from "@/lib/modules/api-keys/tables";
import { users } from "@/lib/modules/users/tables";
import { call } from "./http";

export const TEST_PASSWORD = "correct horse battery staple";

export interface TestOrg {
  orgId: string;
  userId: string;
  email: string;
  /** An admin dashboard session token. */
  token: string;
}

export const uniqueEmail = (label = "user") => `${label}-${randomBytes(6).toString("hex")}@example.test`;

/** Signs up a fresh organization through the real endpoints and returns its admin's token. */
export async function createOrg(name = "Acme Test Org"): Promise<TestOrg> {
  const email = uniqueEmail("admin");
  const signup = await call("/api/auth/signup", {
    body: { organization_name: name, email, password: TEST_PASSWORD, first_name: "Ada", last_name: "Admin" },
  });
  if (signup.status !== 201) {
    throw new Error(`signup failed: ${signup.status} ${signup.text}`);
  }
  const token = await call("/api/auth/token", { body: { email, password: TEST_PASSWORD } });
  if (token.status !== 200) {
    throw new Error(`token failed: ${token.status} ${token.text}`);
  }
  return { orgId: signup.body.organization_id, userId: signup.body.user_id, email, token: token.body.access_token };
}

export interface TestKey {
  id: string;
  secret: string;
}

export async function createKey(
  org: TestOrg,
  options: { name?: string; scopes?: string[]; seconds?: number } = {},
): Promise<TestKey> {
  const result = await call("/v1/api-keys", {
    token: org.token,
    body: { name: options.name ?? "test key", scopes: options.scopes ?? [], seconds_until_expiration: options.seconds },
  });
  if (result.status !== 201) {
    throw new Error(`key create failed: ${result.status} ${result.text}`);
  }
  return { id: result.body.id, secret: result.body.secret };
}

/**
 * A member of the org with the given role and a session token for it. Written directly until the
 * users module's endpoints exist; the token is minted exactly as sign-in mints it.
 */
export async function createMember(org: TestOrg, role: OrgRole): Promise<{ userId: string; token: string }> {
  const userId = newId("user");
  await db()
    .insert(users)
    .values({ id: userId, orgId: org.orgId, email: uniqueEmail(role.replace(":", "-")), role, status: "active" });
  return { userId, token: await mintSessionToken({ userId, orgId: org.orgId }, 600) };
}

export async function expireKey(keyId: string): Promise<void> {
  await db()
    .update(apiKeys)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(apiKeys.id, keyId));
}

/** A vendor created through POST /v1/vendors; returns the full vendor object. */
export async function createVendor(org: TestOrg, body: Record<string, unknown> = {}) {
  const result = await call("/v1/vendors", { token: org.token, body: { name: "Test Vendor", ...body } });
  if (result.status !== 201) {
    throw new Error(`vendor create failed: ${result.status} ${result.text}`);
  }
  return result.body;
}

/** A service of `vendorId` created through POST /v1/vendors/{vendor_id}/services; returns the service object. */
export async function createService(org: TestOrg, vendorId: string, body: Record<string, unknown> = {}) {
  const result = await call(`/v1/vendors/${vendorId}/services`, {
    token: org.token,
    body: { name: "Test Service", ...body },
  });
  if (result.status !== 201) {
    throw new Error(`service create failed: ${result.status} ${result.text}`);
  }
  return result.body;
}
