import { randomBytes } from "node:crypto";
import type { JWT } from "next-auth/jwt";
import { apiFetch } from "@/lib/bff/api-fetch";
import { mintWebAssertion, WEB_SESSION_MAX_AGE_SECONDS, type WebSessionAssertion } from "./web-assertion";

export const SESSION_MAX_AGE_SECONDS = WEB_SESSION_MAX_AGE_SECONDS;

/** A session check waits this long for the API before the visitor counts as signed out. */
const CHECK_TIMEOUT_MS = 15_000;

export interface WebSessionUser {
  userId: string;
  orgId: string;
}

/** What the next-auth JWT carries besides the user: its own id (for sign-out) and when it began. */
export interface WebSessionClaims {
  sid: string;
  signedInAt: number;
}

export function newWebSessionClaims(): WebSessionClaims {
  return { sid: randomBytes(18).toString("base64url"), signedInAt: Date.now() };
}

function claimsOf(token: JWT | null | undefined): WebSessionAssertion | null {
  const { userId, orgId, sid, signedInAt } = (token ?? {}) as Record<string, unknown>;
  return typeof userId === "string" &&
    typeof orgId === "string" &&
    typeof sid === "string" &&
    typeof signedInAt === "number"
    ? { userId, orgId, sid, signedInAt }
    : null;
}

async function askApi(method: "GET" | "DELETE", claims: WebSessionAssertion): Promise<Response> {
  const assertion = await mintWebAssertion("web_session", claims);
  return apiFetch("/api/auth/web-session", {
    method,
    headers: { authorization: `Bearer ${assertion}` },
    signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
  });
}

/**
 * The user of a decoded next-auth token, if the API says the session is still live: the user is an
 * active member, it began after their last "sign out everywhere" or archive, and it was not signed
 * out. A token from before session ids existed has none and counts as signed out.
 */
export async function webSessionUser(token: JWT | null | undefined): Promise<WebSessionUser | null> {
  const claims = claimsOf(token);
  if (!claims) {
    return null;
  }
  const response = await askApi("GET", claims);
  if (!response.ok) {
    throw new Error(`The API could not check the session (HTTP ${response.status}).`);
  }
  const { live } = (await response.json()) as { live?: boolean };
  return live === true ? { userId: claims.userId, orgId: claims.orgId } : null;
}

/** Signing out ends this session server-side, so a copy of the cookie kept from before stops working. */
export async function endWebSession(token: JWT | null | undefined): Promise<void> {
  const claims = claimsOf(token);
  if (!claims) {
    return;
  }
  const response = await askApi("DELETE", claims);
  if (!response.ok) {
    throw new Error(`The API could not end the session (HTTP ${response.status}).`);
  }
}
