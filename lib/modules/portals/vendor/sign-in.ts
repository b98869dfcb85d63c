import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { apiError } from "@/lib/api/errors";
import { claimRateLimited } from "@/lib/auth/throttle";
import { authSecret, config } from "@/lib/config/env";
import { db, type Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { sendEmail } from "@/lib/mail/send";
import { isHttpsSite } from "@/lib/web/security-headers";
import { portalInvitees, portalSignInCodes, portalVisitorSessions } from "../tables";
import { acceptsVisitors, type OpenRequest } from "./request";

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
export const SESSION_HOURS = 8;
const THROTTLE_WINDOW_SECONDS = 15 * 60;
/** Codes sent in the window, by bucket: one request, one address, one client address. */
export const CODE_THROTTLES = { request: 20, email: 5, client: 30 } as const;
/** Code checks in the window from one client address (each code also allows CODE_MAX_TRIES). */
const VERIFY_THROTTLE_PER_CLIENT = 60;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const domainOf = (email: string) => normalizeEmail(email).split("@").pop() ?? "";

/** The cookie that carries a vendor's session on one request: sent only to that request's routes. */
export const visitorCookieName = "vrp_portal_session";
export const visitorCookiePath = (portalId: string) => `/api/portal/${portalId}`;

export function visitorCookie(portalId: string, token: string, maxAgeSeconds: number): string {
  const secure = isHttpsSite(config().publicBaseUrl) ? "; Secure" : "";
  return `${visitorCookieName}=${token}; Path=${visitorCookiePath(portalId)}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** A six-digit code is guessable offline from a plain hash: it is keyed with the installation's secret. */
const codeHash = (codeId: string, code: string) =>
  createHmac("sha256", authSecret()).update(`${codeId}:${code}`).digest("hex");
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Who may sign in: the recipient (every section), or an invited colleague (their section, or all). */
export interface Visitor {
  email: string;
  /** null: every section. */
  sectionKey: string | null;
}

export async function allowedVisitor(request: OpenRequest, email: string): Promise<Visitor | null> {
  const address = normalizeEmail(email);
  if (request.recipientEmail && normalizeEmail(request.recipientEmail) === address) {
    return { email: address, sectionKey: null };
  }
  const [invitee] = await db()
    .select({ sectionKey: portalInvitees.sectionKey })
    .from(portalInvitees)
    .where(
      inOrg(portalInvitees, request.orgId, eq(portalInvitees.portalId, request.id), eq(portalInvitees.email, address)),
    );
  return invitee ? { email: address, sectionKey: invitee.sectionKey } : null;
}

async function throttle(bucket: string, limit: number): Promise<void> {
  const decision = await claimRateLimited(bucket, limit, THROTTLE_WINDOW_SECONDS);
  if (!decision.allowed) {
    throw apiError("rate_limited", `Too many sign-in codes asked for. Try again in ${decision.retryAfter} seconds.`, {
      "Retry-After": String(decision.retryAfter),
    });
  }
}

/**
 * Sends a code when the address may sign in; answers the same either way (no address enumeration).
 * Throttled per request, per address and per client address, whether or not the address is allowed.
 */
export async function sendSignInCode(request: OpenRequest, email: string, clientIp: string | null): Promise<void> {
  acceptsVisitors(request);
  const address = normalizeEmail(email);
  await throttle(`portal-code:request:${request.id}`, CODE_THROTTLES.request);
  await throttle(`portal-code:email:${address}`, CODE_THROTTLES.email);
  if (clientIp) {
    await throttle(`portal-code:client:${clientIp}`, CODE_THROTTLES.client);
  }
  const visitor = await allowedVisitor(request, address);
  if (!visitor) {
    return;
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const id = newId("portalSignInCode");
  await db().transaction(async (tx) => {
    // A new code replaces the earlier ones of this address on this request.
    await tx
      .update(portalSignInCodes)
      .set({ usedAt: new Date() })
      .where(
        inOrg(
          portalSignInCodes,
          request.orgId,
          eq(portalSignInCodes.portalId, request.id),
          eq(portalSignInCodes.email, address),
          isNull(portalSignInCodes.usedAt),
        ),
      );
    await tx.insert(portalSignInCodes).values({
      id,
      orgId: request.orgId,
      portalId: request.id,
      email: address,
      codeHash: codeHash(id, code),
      expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
    });
    await sendEmail(tx, request.orgId, {
      to: address,
      subject: `Your sign-in code for ${request.organizationName}'s request`,
      body: [
        `Your code: ${code}`,
        "",
        `It signs you in to "${request.displayName ?? "the request"}" from ${request.organizationName} and is valid for ${CODE_TTL_MINUTES} minutes.`,
        "If you did not ask for it, ignore this email.",
      ].join("\n"),
      related: { type: "portal", id: request.id },
    });
  });
}

const invalidCode = () => apiError("invalid_sign_in_code");

/**
 * Checks a code: the latest unused, unexpired code of this address on this request, at most
 * CODE_MAX_TRIES tries. A right code is used once and opens a session; its token is returned once.
 */
export async function verifySignInCode(
  request: OpenRequest,
  email: string,
  code: string,
  clientIp: string | null,
): Promise<{ token: string; visitor: Visitor; maxAgeSeconds: number }> {
  acceptsVisitors(request);
  if (clientIp) {
    const decision = await claimRateLimited(
      `portal-verify:client:${clientIp}`,
      VERIFY_THROTTLE_PER_CLIENT,
      THROTTLE_WINDOW_SECONDS,
    );
    if (!decision.allowed) {
      throw apiError("too_many_attempts", "Too many codes tried from this address.", {
        "Retry-After": String(decision.retryAfter),
      });
    }
  }
  const address = normalizeEmail(email);
  // One try counted atomically, so parallel guesses cannot exceed the limit.
  const [attempt] = await db()
    .update(portalSignInCodes)
    .set({ attempts: sql`${portalSignInCodes.attempts} + 1` })
    .where(
      eq(
        portalSignInCodes.id,
        db()
          .select({ id: portalSignInCodes.id })
          .from(portalSignInCodes)
          .where(
            inOrg(
              portalSignInCodes,
              request.orgId,
              eq(portalSignInCodes.portalId, request.id),
              eq(portalSignInCodes.email, address),
              isNull(portalSignInCodes.usedAt),
              gt(portalSignInCodes.expiresAt, new Date()),
            ),
          )
          .orderBy(desc(portalSignInCodes.createdAt))
          .limit(1),
      ),
    )
    .returning();
  if (!attempt || attempt.attempts > CODE_MAX_TRIES) {
    throw invalidCode();
  }
  const expected = Buffer.from(attempt.codeHash, "hex");
  const given = Buffer.from(codeHash(attempt.id, code.trim()), "hex");
  if (!timingSafeEqual(expected, given)) {
    throw invalidCode();
  }
  const visitor = await allowedVisitor(request, address);
  if (!visitor) {
    throw invalidCode();
  }
  const token = randomBytes(32).toString("base64url");
  const maxAgeSeconds = SESSION_HOURS * 3600;
  const used = await db().transaction(async (tx) => {
    const [claimed] = await tx
      .update(portalSignInCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(portalSignInCodes.id, attempt.id), isNull(portalSignInCodes.usedAt)))
      .returning({ id: portalSignInCodes.id });
    if (!claimed) {
      return false;
    }
    await tx.insert(portalVisitorSessions).values({
      id: newId("portalVisitorSession"),
      orgId: request.orgId,
      portalId: request.id,
      email: address,
      tokenHash: tokenHash(token),
      expiresAt: new Date(Date.now() + maxAgeSeconds * 1000),
    });
    return true;
  });
  if (!used) {
    throw invalidCode();
  }
  return { token, visitor, maxAgeSeconds };
}

/** The session a cookie names on this request, or null (unknown, expired, revoked, another request's). */
export async function sessionOfToken(request: OpenRequest, token: string | undefined) {
  if (!token) {
    return null;
  }
  const [session] = await db()
    .select()
    .from(portalVisitorSessions)
    .where(
      inOrg(
        portalVisitorSessions,
        request.orgId,
        eq(portalVisitorSessions.tokenHash, tokenHash(token)),
        eq(portalVisitorSessions.portalId, request.id),
        isNull(portalVisitorSessions.revokedAt),
        gt(portalVisitorSessions.expiresAt, new Date()),
      ),
    );
  return session ?? null;
}

export async function revokeSession(sessionId: string): Promise<void> {
  await db()
    .update(portalVisitorSessions)
    .set({ revokedAt: new Date() })
    .where(eq(portalVisitorSessions.id, sessionId));
}

/** Every vendor session of a request ends (the customer closed it). */
export function revokeRequestSessions(q: Queryable, orgId: string, portalId: string) {
  return q
    .update(portalVisitorSessions)
    .set({ revokedAt: new Date() })
    .where(
      inOrg(
        portalVisitorSessions,
        orgId,
        eq(portalVisitorSessions.portalId, portalId),
        isNull(portalVisitorSessions.revokedAt),
      ),
    );
}
