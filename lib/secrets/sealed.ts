import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { type EncryptionKey, keyring } from "./keyring";

/**
 * Sensitive values (bank account numbers, tax identifiers) at rest: AES-256-GCM under the keyring's
 * current key, written as `v1.<key id>.<iv>.<ciphertext>.<tag>` (base64url parts). `context` is bound
 * as additional authenticated data (for example the record's ID), so a sealed value copied onto
 * another record does not open there.
 */
const VERSION = "v1";

const b64 = (buffer: Buffer) => buffer.toString("base64url");

export function seal(plaintext: string, context: string, key: EncryptionKey = keyring().current): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key.key, iv);
  cipher.setAAD(Buffer.from(context, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, key.id, b64(iv), b64(ciphertext), b64(cipher.getAuthTag())].join(".");
}

export class SealedValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SealedValueError";
  }
}

/** The ID of the key a sealed value was sealed with (what re-sealing after a rotation looks for). */
export function sealedKeyId(sealed: string): string | null {
  const [version, id] = sealed.split(".");
  return version === VERSION && id ? id : null;
}

export function open(sealed: string, context: string): string {
  const [version, id, iv, ciphertext, tag] = sealed.split(".");
  if (version !== VERSION || !id || iv === undefined || ciphertext === undefined || tag === undefined) {
    throw new SealedValueError("Not a sealed value.");
  }
  const key = keyring().byId.get(id);
  if (!key) {
    throw new SealedValueError(
      `No encryption key with ID ${id}: add the key it was sealed with to BANKING_ENCRYPTION_PREVIOUS_KEYS.`,
    );
  }
  const decipher = createDecipheriv("aes-256-gcm", key.key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(context, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  try {
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new SealedValueError("A sealed value failed its integrity check.");
  }
}

export const sealJson = (value: unknown, context: string) => seal(JSON.stringify(value), context);
export const openJson = <T>(sealed: string, context: string): T => JSON.parse(open(sealed, context)) as T;

const fingerprintKeys = new WeakMap<EncryptionKey, Buffer>();

/**
 * A keyed fingerprint (HMAC-SHA256 under a key derived from the current encryption key) that finds equal
 * values without decrypting them, e.g. the same bank account held by two vendors. It changes with the
 * key, so re-sealing after a rotation recomputes fingerprints too.
 */
export function fingerprint(value: string, purpose: string, key: EncryptionKey = keyring().current): string {
  let derived = fingerprintKeys.get(key);
  if (!derived) {
    derived = Buffer.from(hkdfSync("sha256", key.key, Buffer.alloc(0), "vrp fingerprint v1", 32));
    fingerprintKeys.set(key, derived);
  }
  return createHmac("sha256", derived).update(purpose).update("\0").update(value).digest("base64url");
}
