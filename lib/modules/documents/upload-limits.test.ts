import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiApp } from "@/lib/api/app";
import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { blobSize, deleteBlob } from "@/lib/storage/blobs";
import { streamedMultipart, streamedMultipartBody } from "@/lib/testing/documents";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { MAX_UPLOAD_BYTES } from "./schemas";
import { documents } from "./tables";

async function send(token: string, vendorId: string, fileName: string, size: number, declareLength = true) {
  const parts = streamedMultipart(vendorId, fileName, size);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, "content-type": parts.contentType };
  if (declareLength) {
    headers["content-length"] = String(parts.length);
  }
  const response = await apiApp().request("/v1/documents", {
    method: "POST",
    headers,
    body: streamedMultipartBody(parts),
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
    const parts = streamedMultipart(vendor.id, "huge.zip", 10);
    const response = await apiApp().request("/v1/documents", {
      method: "POST",
      headers: {
        authorization: `Bearer ${org.token}`,
        "content-type": parts.contentType,
        "content-length": String(MAX_UPLOAD_BYTES * 2),
      },
      body: streamedMultipartBody(parts),
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).detail.code).toBe("file_too_large");
    expect(await db().select().from(documents).where(eq(documents.orgId, org.orgId))).toEqual([]);
  });
});
