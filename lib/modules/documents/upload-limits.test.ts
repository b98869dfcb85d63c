import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiApp } from "@/lib/api/app";
import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { blobSize, deleteBlob } from "@/lib/storage/blobs";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { MAX_UPLOAD_BYTES } from "./schemas";
import { documents } from "./tables";

const BOUNDARY = "----vrp-test-boundary-7d1f";
const CHUNK = 1024 * 1024;

/**
 * A multipart body whose file part is `size` bytes, generated chunk by chunk as the server reads it
 * (the test never holds the file either). Returns the stream and its exact length.
 */
function streamedUpload(vendorId: string, fileName: string, size: number) {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="vendor_id"\r\n\r\n${vendorId}\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      "Content-Type: application/octet-stream\r\n\r\n",
  );
  const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  const chunk = new Uint8Array(CHUNK).fill(0x61);
  let sent = 0;
  let stage: "head" | "file" | "tail" | "done" = "head";
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (stage === "head") {
        controller.enqueue(head);
        stage = "file";
      } else if (stage === "file") {
        const n = Math.min(CHUNK, size - sent);
        controller.enqueue(n === CHUNK ? chunk : chunk.subarray(0, n));
        sent += n;
        if (sent >= size) {
          stage = "tail";
        }
      } else if (stage === "tail") {
        controller.enqueue(tail);
        stage = "done";
      } else {
        controller.close();
      }
    },
  });
  return { body, length: head.length + size + tail.length };
}

async function send(token: string, vendorId: string, fileName: string, size: number, declareLength = true) {
  const { body, length } = streamedUpload(vendorId, fileName, size);
  const headers: Record<string, string> = {
    authorization: `Bearer ${token}`,
    "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
  };
  if (declareLength) {
    headers["content-length"] = String(length);
  }
  const response = await apiApp().request("/v1/documents", {
    method: "POST",
    headers,
    body,
    duplex: "half",
  } as RequestInit);
  return { status: response.status, body: await response.json() };
}

const tempDir = () => path.join(config().dataDir, "blobs", ".tmp");
const tempFiles = () => (existsSync(tempDir()) ? readdirSync(tempDir()) : []);

describe("POST /v1/documents size cap (100 MiB, enforced while streaming)", () => {
  it("accepts exactly 104857600 bytes and stores them", { timeout: 120_000 }, async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const result = await send(org.token, vendor.id, "exact.zip", MAX_UPLOAD_BYTES);
    expect(result.status).toBe(201);
    expect(result.body.size).toBe(104857600);
    const [row] = await db().select().from(documents).where(eq(documents.id, result.body.id));
    expect(row?.storageKey && (await blobSize(row.storageKey))).toBe(104857600);
    expect(tempFiles()).toEqual([]);
    await deleteBlob(row?.storageKey ?? "");
  });

  it("refuses one byte more with 413 file_too_large, storing nothing", { timeout: 120_000 }, async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    // Without a declared length the cap can only be enforced while streaming.
    const result = await send(org.token, vendor.id, "over.zip", MAX_UPLOAD_BYTES + 1, false);
    expect([result.status, result.body.detail.code]).toEqual([413, "file_too_large"]);
    expect(await db().select().from(documents).where(eq(documents.orgId, org.orgId))).toEqual([]);
    expect(existsSync(path.join(config().dataDir, "blobs", "documents", org.orgId))).toBe(false);
    expect(tempFiles()).toEqual([]);
  });

  it("refuses a declared body far over the cap before reading it", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const { body } = streamedUpload(vendor.id, "huge.zip", 10);
    const response = await apiApp().request("/v1/documents", {
      method: "POST",
      headers: {
        authorization: `Bearer ${org.token}`,
        "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
        "content-length": String(MAX_UPLOAD_BYTES * 2),
      },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).detail.code).toBe("file_too_large");
    expect(await db().select().from(documents).where(eq(documents.orgId, org.orgId))).toEqual([]);
  });
});
