import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, type ReadStream, type WriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { config } from "@/lib/config/env";

/**
 * Blob storage for uploaded files (documents, BOM files): local files under DATA_DIR/blobs.
 * Writes land in a temporary file under DATA_DIR/blobs/.tmp (same file system) and are renamed
 * into place, so a reader never sees a partial blob. S3_* settings are not used yet (docs/api-notes.md).
 */

const KEY_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_.-]+)*$/i;

function blobRoot(): string {
  return path.join(config().dataDir, "blobs");
}

function blobPath(key: string): string {
  if (!KEY_PATTERN.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`invalid blob key: ${key}`);
  }
  return path.join(blobRoot(), key);
}

export interface TempBlob {
  path: string;
  stream: WriteStream;
}

/** A new temporary file to stream bytes into; commit it with `commitBlob` or drop it with `discardTemp`. */
export async function createTempBlob(): Promise<TempBlob> {
  const dir = path.join(blobRoot(), ".tmp");
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${Date.now()}-${randomBytes(8).toString("hex")}`);
  return { path: file, stream: createWriteStream(file, { flags: "wx", mode: 0o600 }) };
}

/** Moves a finished temporary file to `key` atomically (rename). */
export async function commitBlob(tempPath: string, key: string): Promise<void> {
  const target = blobPath(key);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(tempPath, target);
}

export async function discardTemp(tempPath: string): Promise<void> {
  await rm(tempPath, { force: true });
}

export async function deleteBlob(key: string): Promise<void> {
  await rm(blobPath(key), { force: true });
}

/** The blob's size, or null when it is not stored. */
export async function blobSize(key: string): Promise<number | null> {
  try {
    return (await stat(blobPath(key))).size;
  } catch {
    return null;
  }
}

export function openBlob(key: string): ReadStream {
  return createReadStream(blobPath(key));
}

/** Test and bench helper: where temporary uploads are written. */
export function tempBlobDir(): string {
  return path.join(blobRoot(), ".tmp");
}

/** The blob's bytes (at most `maxBytes` from the start when given). */
export async function readBlob(key: string, maxBytes?: number): Promise<Buffer> {
  if (maxBytes === undefined) {
    return readFile(blobPath(key));
  }
  const chunks: Buffer[] = [];
  for await (const chunk of createReadStream(blobPath(key), { start: 0, end: Math.max(0, maxBytes - 1) })) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
