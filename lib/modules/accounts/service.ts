import { apiError } from "@/lib/api/errors";
import { recordChange } from "@/lib/audit/changes";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "@/lib/auth/password";
import { API_TOKEN_LIFETIME_SECONDS, mintSessionToken } from "@/lib/auth/session-token";
import { claimLoginAttempt, claimRateLimited, settleSuccessfulLogin } from "@/lib/auth/throttle";
import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { sqlState } from "@/lib/db/unreachable";
import { newId } from "@/lib/ids";
import {
  anyOrganizationExists,
  createOrganization,
  seedOrganizationDefaults,
  serializeOrganization,
} from "@/lib/modules/org";
import { loadSamplePortfolio } from "@/lib/modules/sample-data";
import { findUserByEmail, insertFirstAdmin, isActiveMember, serializeUser, userDisplayName } from "@/lib/modules/users";
import type { SignupInput } from "./schemas";

const userExists = () => apiError("user_exists");

const isUniqueViolation = (error: unknown) => sqlState(error) === "23505";

const SIGNUP_WINDOW_SECONDS = 60 * 60;

/**
 * SIGNUP_RATE_LIMIT sign-ups per client address per hour (each creates an organization, and with
 * sample data costs seconds of work). An undeterminable address is not limited: it is never one
 * client's, and the server always knows the socket address.
 */
async function claimSignupAttempt(clientIp: string | null): Promise<void> {
  const limit = config().signupRateLimit;
  if (!clientIp || limit === 0) {
    return;
  }
  const decision = await claimRateLimited(`signup:${clientIp}`, limit, SIGNUP_WINDOW_SECONDS);
  if (!decision.allowed) {
    throw apiError(
      "rate_limited",
      `Too many sign-ups from this address. Try again in ${decision.retryAfter} seconds.`,
      { "Retry-After": String(decision.retryAfter) },
    );
  }
}

/**
 * POST /api/auth/signup: a new organization, its first admin and the organization's defaults in one
 * transaction, then, when asked for, the sample portfolio in short steps of their own (it is seconds
 * of work, which one transaction would hold the embedded database for).
 */
export async function signUp(input: SignupInput, clientIp: string | null) {
  if (!config().signupOpen) {
    throw apiError("signup_closed");
  }
  await claimSignupAttempt(clientIp);
  if (await findUserByEmail(input.email)) {
    throw userExists();
  }
  const passwordHash = await hashPassword(input.password);
  const orgId = newId("organization");
  const userId = newId("user");
  try {
    await db().transaction(async (tx) => {
      const organization = await createOrganization(tx, orgId, input.organization_name);
      const admin = await insertFirstAdmin(tx, {
        id: userId,
        orgId,
        email: input.email,
        firstName: input.first_name ?? null,
        lastName: input.last_name ?? null,
        passwordHash,
      });
      if (!organization || !admin) {
        throw new Error("signup insert returned no row");
      }
      // The new admin is the actor of their own sign-up.
      const byAdmin = { orgId, tx, actor: { type: "user" as const, userId, role: "org:admin" as const } };
      await recordChange(byAdmin, {
        entityType: "organization",
        entityId: orgId,
        entityName: organization.name,
        action: "created",
        after: serializeOrganization(organization),
      });
      await recordChange(byAdmin, {
        entityType: "user",
        entityId: userId,
        entityName: userDisplayName(admin),
        action: "created",
        after: serializeUser(admin),
      });
      await seedOrganizationDefaults(tx, {
        id: orgId,
        name: input.organization_name,
        country: "US",
        adminUserId: userId,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw userExists();
    }
    throw error;
  }
  if (input.sample_data) {
    await loadSamplePortfolio({ orgId, adminUserId: userId, name: input.organization_name });
  }
  return { organization_id: orgId, user_id: userId };
}

export interface PasswordSignIn {
  userId: string;
  orgId: string;
}

/**
 * Checks an email and password with throttling per email and per IP. Used by POST /api/auth/token
 * and by the web app's sign-in.
 */
export async function signInWithPassword(email: string, password: string, ip: string | null): Promise<PasswordSignIn> {
  const subject = { email, ip };
  const wait = await claimLoginAttempt(subject);
  if (wait > 0) {
    throw apiError("too_many_attempts", `Too many failed sign-in attempts. Try again in ${wait} seconds.`, {
      "Retry-After": String(wait),
    });
  }
  const user = await findUserByEmail(email);
  const isUsable = user?.passwordHash && isActiveMember(user);
  const passwordOk = isUsable
    ? await verifyPassword(password, user.passwordHash ?? "")
    : await verifyAgainstDummy(password);
  if (!user || !isUsable || !passwordOk) {
    throw apiError("invalid_credentials");
  }
  await settleSuccessfulLogin(subject);
  return { userId: user.id, orgId: user.orgId };
}

export async function issueAccessToken(email: string, password: string, ip: string | null) {
  const signIn = await signInWithPassword(email, password, ip);
  const accessToken = await mintSessionToken(signIn, API_TOKEN_LIFETIME_SECONDS);
  return {
    access_token: accessToken,
    token_type: "Bearer" as const,
    expires_in: API_TOKEN_LIFETIME_SECONDS,
    organization_id: signIn.orgId,
    user_id: signIn.userId,
  };
}

export async function installationHasOrganizations(): Promise<boolean> {
  return anyOrganizationExists(db());
}
