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

function sign(path: string, expires: number): string {
  return createHmac("sha256", signingKey()).update(`GET\n${path}\n${expires}`).digest("base64url");
}

export function presignUrl(path: string, lifetimeSeconds: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + lifetimeSeconds;
  const params = new URLSearchParams({ expires: String(expires), signature: sign(path, expires) });
  return `${config().publicBaseUrl}${path}?${params}`;
}

export type PresignCheck = "valid" | "expired" | "invalid";

/** Checks a presigned request's path and query; expiry is only reported for a genuine signature. */
export function verifyPresigned(path: string, query: URLSearchParams, now = Date.now()): PresignCheck {
  const expiresText = query.get("expires") ?? "";
  const signature = query.get("signature") ?? "";
  if (!/^\d{1,12}$/.test(expiresText)) {
    return "invalid";
  }
  const expires = Number(expiresText);
  const expected = Buffer.from(sign(path, expires));
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
