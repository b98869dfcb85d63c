import { createHash } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import { and, eq, isNull, sql } from "drizzle-orm";
import { apiError } from "@/lib/api/errors";
import { config } from "@/lib/config/env";
import { MAX_UPLOAD_BYTES } from "@/lib/contract/document-limits";
import { db, type Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { blobSize, commitBlob, createTempBlob, discardTemp, storeBlob } from "@/lib/storage/blobs";
import { presignUrl } from "@/lib/storage/presign";
import { presignS3Put } from "@/lib/storage/s3";
import { fileUploads } from "./tables";

/** How long an upload address stays usable. */
export const UPLOAD_URL_LIFETIME_SECONDS = 900;
/** The bucket name in s3:// addresses when files are kept under DATA_DIR rather than in S3. */
const LOCAL_BUCKET = "local";

export const uploadPath = (uploadId: string) => `/files/uploads/${uploadId}`;

/** The file name as a storage key's last segment: letters, digits, `.`, `_` and `-` only. */
function keySafeName(fileName: string): string {
  const safe = fileName
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[.]+/, "")
    .slice(-100);
  return safe === "" ? "file" : safe;
}

export interface UploadTicket {
  upload_url: string;
  s3_url: string;
  expires_in: number;
}

/**
 * Announces an upload: a row naming where its bytes will be kept, and the address to PUT them to
 * (S3's own presigned PUT when S3 is configured, else this server's signed `/files/uploads/{id}`).
 */
export async function createUploadTicket(
  q: Queryable,
  orgId: string,
  input: { filename: string; content_type?: string },
): Promise<UploadTicket> {
  const id = newId("fileUpload");
  const storageKey = `uploads/${orgId}/${id}/${keySafeName(input.filename)}`;
  await q.insert(fileUploads).values({
    id,
    orgId,
    storageKey,
    fileName: input.filename,
    contentType: input.content_type ?? null,
    expiresAt: sql`now() + make_interval(secs => ${UPLOAD_URL_LIFETIME_SECONDS})`,
  });
  const s3 = config().s3;
  return {
    upload_url: s3
      ? await presignS3Put(s3, storageKey, UPLOAD_URL_LIFETIME_SECONDS)
      : presignUrl(uploadPath(id), UPLOAD_URL_LIFETIME_SECONDS, Date.now(), "PUT"),
    s3_url: s3UrlOf(storageKey),
    expires_in: UPLOAD_URL_LIFETIME_SECONDS,
  };
}

/**
 * Stores bytes the server has itself (sample data, an import) as a received upload of the
 * organization, and answers its s3:// address, as if a client had PUT them.
 */
export async function storeServerFile(
  q: Queryable,
  orgId: string,
  file: { fileName: string; contentType?: string; bytes: Uint8Array },
): Promise<string> {
  const id = newId("fileUpload");
  const storageKey = `uploads/${orgId}/${id}/${keySafeName(file.fileName)}`;
  await storeBlob(storageKey, file.bytes);
  await q.insert(fileUploads).values({
    id,
    orgId,
    storageKey,
    fileName: file.fileName,
    contentType: file.contentType ?? null,
    size: file.bytes.length,
    sha256: createHash("sha256").update(file.bytes).digest("hex"),
    expiresAt: sql`now()`,
    receivedAt: sql`now()`,
  });
  return s3UrlOf(storageKey);
}

export type ReceiveOutcome =
  | { ok: true; size: number; sha256: string }
  | { ok: false; reason: "not_found" | "already_used" | "too_large" | "empty" };

/**
 * Stores the body of a PUT to a signed upload address (streamed to a temporary file, hashed, at
 * most MAX_UPLOAD_BYTES). A second PUT before the upload is claimed replaces the first.
 */
export async function receiveUploadedBytes(uploadId: string, request: Request): Promise<ReceiveOutcome> {
  const [row] = await db().select().from(fileUploads).where(eq(fileUploads.id, uploadId)).limit(1);
  if (!row) {
    return { ok: false, reason: "not_found" };
  }
  if (row.claimedAt) {
    return { ok: false, reason: "already_used" };
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (!request.body || declared > MAX_UPLOAD_BYTES) {
    await request.body?.cancel().catch(() => undefined);
    return { ok: false, reason: declared > MAX_UPLOAD_BYTES ? "too_large" : "empty" };
  }
  const temp = await createTempBlob();
  const hash = createHash("sha256");
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) {
        done(new Error("too_large"));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>), measure, temp.stream);
  } catch (error) {
    await discardTemp(temp.path);
    if (error instanceof Error && error.message === "too_large") {
      return { ok: false, reason: "too_large" };
    }
    throw error;
  }
  if (size === 0) {
    await discardTemp(temp.path);
    return { ok: false, reason: "empty" };
  }
  await commitBlob(temp.path, row.storageKey);
  const sha256 = hash.digest("hex");
  await db()
    .update(fileUploads)
    .set({ size, sha256, receivedAt: sql`now()` })
    .where(and(eq(fileUploads.id, uploadId), isNull(fileUploads.claimedAt)));
  return { ok: true, size, sha256 };
}

export interface ClaimedUpload {
  storageKey: string;
  fileName: string;
  contentType: string | null;
  size: number;
  /** Null when the bytes went straight to S3 (the server never read them). */
  sha256: string | null;
}

const invalidUpload = (message: string) => apiError("invalid_upload", message);

/**
 * Takes the upload an s3:// address names for one record, in the caller's transaction: it must be
 * this organization's, its bytes stored, at most `maxBytes`, the declared size right, and not
 * already taken.
 */
export async function claimUpload(
  q: Queryable,
  orgId: string,
  s3Url: string,
  declared: { size: number; maxBytes: number },
): Promise<ClaimedUpload> {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(s3Url);
  const bucket = config().s3?.bucket ?? LOCAL_BUCKET;
  if (!match || match[1] !== bucket) {
    throw invalidUpload("s3_url is not an address given by GET /v1/file/uploadable_url.");
  }
  const [row] = await q
    .select()
    .from(fileUploads)
    .where(inOrg(fileUploads, orgId, eq(fileUploads.storageKey, match[2] as string)))
    .limit(1)
    .for("update");
  if (!row) {
    throw invalidUpload("s3_url is not an address given by GET /v1/file/uploadable_url.");
  }
  if (row.claimedAt) {
    throw invalidUpload("This upload was already used for another record; request a new upload address.");
  }
  const size = row.size ?? (config().s3 ? await blobSize(row.storageKey) : null);
  if (size === null) {
    throw invalidUpload("No file was uploaded to this address yet: PUT the bytes to upload_url first.");
  }
  if (size > declared.maxBytes) {
    throw apiError("file_too_large", `The file is larger than ${declared.maxBytes} bytes.`);
  }
  if (size !== declared.size) {
    throw invalidUpload(`size is ${declared.size}, but the uploaded file has ${size} bytes.`);
  }
  await q.update(fileUploads).set({ claimedAt: sql`now()`, size }).where(eq(fileUploads.id, row.id));
  return { storageKey: row.storageKey, fileName: row.fileName, contentType: row.contentType, size, sha256: row.sha256 };
}

/** The s3:// address of a stored file, as GET /v1/file/uploadable_url gave it. */
export const s3UrlOf = (storageKey: string) => `s3://${config().s3?.bucket ?? LOCAL_BUCKET}/${storageKey}`;
