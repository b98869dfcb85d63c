import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret, config } from "@/lib/config/env";

/**
 * Presigned URLs: `<PUBLIC_BASE_URL><path>?expires=<unix seconds>&signature=<HMAC-SHA256>`, signed
 * with a key derived from AUTH_SECRET (never the secret itself). The URL is the credential, so the
 * route that serves it takes no Authorization header.
 */

let derivedKey: Buffer | undefined;
function signingKey(): Buffer {
  derivedKey ??= createHmac("sha256", authSecret()).update("vrp presigned url v1").digest();
  return derivedKey;
}

/** The method the URL is for: a download link (GET) cannot be replayed as an upload (PUT). */
export type PresignedMethod = "GET" | "PUT";

function sign(method: PresignedMethod, path: string, expires: number): string {
  return createHmac("sha256", signingKey()).update(`${method}\n${path}\n${expires}`).digest("base64url");
}

export function presignUrl(
  path: string,
  lifetimeSeconds: number,
  now = Date.now(),
  method: PresignedMethod = "GET",
): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds;
  const params = new URLSearchParams({ expires: String(expires), signature: sign(method, path, expires) });
  return `${config().publicBaseUrl}${path}?${params}`;
}

export type PresignCheck = "valid" | "expired" | "invalid";

/** Checks a presigned request's path and query; expiry is only reported for a genuine signature. */
export function verifyPresigned(
  path: string,
  query: URLSearchParams,
  now = Date.now(),
  method: PresignedMethod = "GET",
): PresignCheck {
  const expiresText = query.get("expires") ?? "";
  const signature = query.get("signature") ?? "";
  if (!/^\d{1,12}$/.test(expiresText)) {
    return "invalid";
  }
  const expires = Number(expiresText);
  const expected = Buffer.from(sign(method, path, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return "invalid";
  }
  return expires * 1000 > now ? "valid" : "expired";
}

/** Tests only: forget the derived key after AUTH_SECRET changes. */
export function resetPresignKeyForTests(): void {
  derivedKey = undefined;
}
