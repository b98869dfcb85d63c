import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * ak_ key format (docs/api-notes.md "Authentication"): `ak_<key id>_<secret>`; key id is 32 hex,
 * the secret 32 random bytes.
 */
export interface GeneratedApiKey {
  keyId: string;
  secret: string;
  secretHash: string;
}

export function generateApiKey(): GeneratedApiKey {
  const keyId = randomBytes(16).toString("hex");
  const secretPart = randomBytes(32).toString("base64url");
  return { keyId, secret: `ak_${keyId}_${secretPart}`, secretHash: hashSecret(secretPart) };
}

// The secret carries 256 random bits, so one SHA-256 pass is enough (no slow hash needed).
export function hashSecret(secretPart: string): string {
  return createHash("sha256").update(secretPart).digest("hex");
}

export function parseApiKey(credential: string): { keyId: string; secretPart: string } | null {
  const match = /^ak_([0-9a-f]{32})_([A-Za-z0-9_-]{20,200})$/.exec(credential);
  if (!match?.[1] || !match[2]) {
    return null;
  }
  return { keyId: match[1], secretPart: match[2] };
}

export function secretMatches(secretPart: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashSecret(secretPart), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}
