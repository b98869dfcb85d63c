import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { config } from "@/lib/config/env";

/** One AES-256 key and the ID sealed values carry, so a value names the key that opens it. */
export interface EncryptionKey {
  id: string;
  key: Buffer;
}

export interface Keyring {
  /** Seals every new value. */
  current: EncryptionKey;
  /** Opens values sealed with the current key or any previous one (BANKING_ENCRYPTION_PREVIOUS_KEYS). */
  byId: ReadonlyMap<string, EncryptionKey>;
}

const KEY_FILE = "banking-encryption-key";

/** A key's ID: derived from the key itself, so the same key always has the same ID on every process. */
const keyId = (key: Buffer) => createHash("sha256").update("vrp banking key id").update(key).digest("hex").slice(0, 12);

/** 32 bytes written as 64 hex characters or as base64 / base64url. */
export function parseEncryptionKey(name: string, text: string): EncryptionKey {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed)
    ? Buffer.from(trimmed, "hex")
    : Buffer.from(trimmed.replaceAll("-", "+").replaceAll("_", "/"), "base64");
  if (key.length !== 32) {
    throw new Error(
      `${name} must be 32 random bytes written as 64 hex characters or base64 (for example: openssl rand -base64 32).`,
    );
  }
  return { id: keyId(key), key };
}

/** The key generated into DATA_DIR when BANKING_ENCRYPTION_KEY is unset, as AUTH_SECRET is. */
function generatedKey(): string {
  const { dataDir } = config();
  const file = path.join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch (error) {
      // Another process of this deployment wrote it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") {
        throw error;
      }
    }
  }
  return readFileSync(file, "utf8");
}

export function readKeyring(env: NodeJS.ProcessEnv = process.env): Keyring {
  const current = env.BANKING_ENCRYPTION_KEY?.trim()
    ? parseEncryptionKey("BANKING_ENCRYPTION_KEY", env.BANKING_ENCRYPTION_KEY)
    : parseEncryptionKey(`${KEY_FILE} in DATA_DIR`, generatedKey());
  const previous = (env.BANKING_ENCRYPTION_PREVIOUS_KEYS ?? "")
    .split(",")
    .filter((item) => item.trim())
    .map((item) => parseEncryptionKey("BANKING_ENCRYPTION_PREVIOUS_KEYS", item));
  return { current, byId: new Map([...previous, current].map((key) => [key.id, key])) };
}

let cached: Keyring | undefined;

/** The process's keyring, read once (main.ts and worker.ts read it at start so a bad key stops them). */
export function keyring(): Keyring {
  cached ??= readKeyring();
  return cached;
}

/** Tests only: read the (stubbed) environment again. */
export function resetKeyringForTests(): void {
  cached = undefined;
}
