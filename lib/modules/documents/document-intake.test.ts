import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { blobSize } from "@/lib/storage/blobs";
import { postDocument } from "@/lib/testing/documents";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { expectStatus } from "@/lib/testing/http";
import { withInsertsRefused } from "@/lib/testing/refused-inserts";
import { documents } from "./tables";

/** The files stored under the organization's document keys (DATA_DIR/blobs/documents/{org}). */
const storedDocumentFiles = (orgId: string) => {
  const folder = path.join(config().dataDir, "blobs", "documents", orgId);
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe("the upload service: a failed upload leaves nothing stored", () => {
  it("deletes the stored file of POST /v1/documents when its transaction fails after storing it", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const send = () => postDocument(org.token, { name: "policy.txt", bytes: "Our policy" }, { vendor_id: vendor.id });

    const failed = await withInsertsRefused({ table: "documents", column: "vendor_id", value: vendor.id }, send);
    expect(failed.status, failed.text).toBe(500);
    expect(await db().select().from(documents).where(eq(documents.orgId, org.orgId))).toEqual([]);
    expect(storedDocumentFiles(org.orgId)).toEqual([]);

    // The same upload once the database takes it: stored where the failed one would have been.
    const kept = await send();
    expectStatus(kept, 201);
    expect(storedDocumentFiles(org.orgId)).toEqual([kept.body.id]);
    expect(await blobSize(`documents/${org.orgId}/${kept.body.id}`)).toBe("Our policy".length);
  });
});
