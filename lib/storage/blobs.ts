import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, type WriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { config } from "@/lib/config/env";
import { s3Delete, s3Get, s3Put, s3Size } from "./s3";

/**
 * Blob storage for uploaded files (documents, BOM files). Writes always land first in a temporary
 * file under DATA_DIR/blobs/.tmp, then are committed to their key: renamed into DATA_DIR/blobs
 * (atomic), or, when S3_* is configured, streamed to the bucket with a SigV4-signed PUT. A reader
 * never sees a partial blob.
 */

const KEY_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_.-]+)*$/i;

function blobRoot(): string {
  return path.join(config().dataDir, "blobs");
}

function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key) || key.split("/").some((part) => part === "." || part === "..")) {
    throw new Error(`invalid blob key: ${key}`);
  }
  return key;
}

const localPath = (key: string) => path.join(blobRoot(), checkKey(key));

export interface TempBlob {
  path: string;
  stream: WriteStream;
}

/** Where temporary uploads are written (always local, on the same file system as local blobs). */
export function tempBlobDir(): string {
  return path.join(blobRoot(), ".tmp");
}

/** A new temporary file to stream bytes into; commit it with `commitBlob` or drop it with `discardTemp`. */
export async function createTempBlob(): Promise<TempBlob> {
  await mkdir(tempBlobDir(), { recursive: true });
  const file = path.join(tempBlobDir(), `${Date.now()}-${randomBytes(8).toString("hex")}`);
  return { path: file, stream: createWriteStream(file, { flags: "wx", mode: 0o600, highWaterMark: 1024 * 1024 }) };
}

/** Stores a finished temporary file under `key` (the temporary file is gone afterwards). */
export async function commitBlob(tempPath: string, key: string): Promise<void> {
  const s3 = config().s3;
  if (s3) {
    await s3Put(s3, checkKey(key), tempPath, (await stat(tempPath)).size);
    await rm(tempPath, { force: true });
    return;
  }
  const target = localPath(key);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(tempPath, target);
}

/** Stores bytes the server produced itself under `key`, through a temporary file like an upload. */
export async function storeBlob(key: string, bytes: Uint8Array): Promise<void> {
  const temp = await createTempBlob();
  try {
    await new Promise<void>((resolve, reject) => {
      temp.stream.once("error", reject);
      temp.stream.end(bytes, resolve);
    });
    await commitBlob(temp.path, key);
  } catch (error) {
    await discardTemp(temp.path);
    throw error;
  }
}

export async function discardTemp(tempPath: string): Promise<void> {
  await rm(tempPath, { force: true });
}

export async function deleteBlob(key: string): Promise<void> {
  const s3 = config().s3;
  if (s3) {
    await s3Delete(s3, checkKey(key));
    return;
  }
  await rm(localPath(key), { force: true });
}

/** The blob's size, or null when it is not stored. */
export async function blobSize(key: string): Promise<number | null> {
  const s3 = config().s3;
  if (s3) {
    return s3Size(s3, checkKey(key));
  }
  try {
    return (await stat(localPath(key))).size;
  } catch {
    return null;
  }
}

/** The blob's bytes as a stream, or null when it is not stored. */
export async function openBlob(key: string): Promise<Readable | null> {
  const s3 = config().s3;
  if (s3) {
    return s3Get(s3, checkKey(key));
  }
  const file = localPath(key);
  try {
    await stat(file);
  } catch {
    return null;
  }
  return createReadStream(file);
}

/** The blob's bytes (at most `maxBytes` from the start when given). */
export async function readBlob(key: string, maxBytes?: number): Promise<Buffer> {
  const s3 = config().s3;
  if (!s3 && maxBytes === undefined) {
    return readFile(localPath(key));
  }
  const range = maxBytes === undefined ? undefined : `bytes=0-${Math.max(0, maxBytes - 1)}`;
  const stream = s3
    ? await s3Get(s3, checkKey(key), range)
    : createReadStream(localPath(key), { start: 0, end: Math.max(0, (maxBytes ?? 1) - 1) });
  if (!stream) {
    throw new Error(`blob ${key} is not stored`);
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (maxBytes !== undefined && length >= maxBytes) {
      break;
    }
  }
  return Buffer.concat(chunks).subarray(0, maxBytes);
}
