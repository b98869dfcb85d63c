import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiApp } from "@/lib/api/app";
import type { ServiceContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { jobs } from "@/lib/jobs/tables";
import { blobSize } from "@/lib/storage/blobs";
import { makePdf } from "@/lib/testing/documents";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";
import { createGeneratedDocument, discardStoredFile, storeGeneratedFile } from "./generated";

const asAdmin = (org: TestOrg, tx: ServiceContext["tx"]): ServiceContext => ({
  orgId: org.orgId,
  actor: { type: "user", userId: org.userId, role: "org:admin" },
  tx,
  requestId: newId("request"),
});

describe("generated documents (sample data)", () => {
  it("stores the bytes like an upload and inserts the document complete with its text, without a classification job", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const bytes = await makePdf(["Backups are encrypted."], "Policy");
    const file = { fileName: "policy.pdf", bytes, contentType: "application/pdf", text: "Backups are encrypted." };
    const stored = await storeGeneratedFile(org.orgId, file);
    const created = await db().transaction((tx) =>
      createGeneratedDocument(
        asAdmin(org, tx),
        { vendor_id: vendor.id, document_type: "security_policy", service_ids: [], assessment_ids: [] },
        stored,
        file.text,
      ),
    );
    expect(created).toMatchObject({ name: "policy.pdf", extension: "pdf", status: "complete", size: bytes.length });

    const read = await callApi("get", `/v1/documents/${created.id}`, { token: org.token });
    expect(read.body).toMatchObject({ status: "complete", document_type: "security_policy" });
    const download = await callApi("get", `/v1/documents/${created.id}/download`, { token: org.token });
    const { url } = bodyAt(download, 200);
    const parsed = new URL(url);
    const downloaded = await apiApp().request(`${parsed.pathname}${parsed.search}`);
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(bytes);
    const queued = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.orgId, org.orgId), eq(jobs.type, "documents.classify")));
    expect(queued).toEqual([]);

    await discardStoredFile(stored);
    expect(await blobSize(stored.storageKey)).toBeNull();
  });
});
