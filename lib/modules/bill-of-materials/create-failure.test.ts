import { describe, expect, it } from "vitest";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { withInsertsRefused } from "@/lib/testing/refused-inserts";
import { cycloneDx, uploadFile } from "./testing/upload";

describe("POST /v1/bill_of_materials when its transaction fails after keeping the file as a document", () => {
  it("keeps no document and leaves the upload usable: the same s3_url makes the BOM afterwards", async () => {
    const org = await createOrg();
    const vendorId = (await createVendor(org)).id;
    const content = cycloneDx("Kept app", [{ name: "zod", version: "3.22.0", purl: "pkg:npm/zod@3.22.0" }]);
    const s3Url = await uploadFile(org, "kept.cdx.json", content);
    const create = () =>
      callApi("post", "/v1/bill_of_materials", {
        token: org.token,
        body: { vendor_id: vendorId, s3_url: s3Url, size: Buffer.byteLength(content), name: "kept", extension: "json" },
      });
    const vendorDocuments = async () =>
      bodyAt(await callApi("get", `/v1/documents?vendor_id=${vendorId}`, { token: org.token }), 200);

    const failed = await withInsertsRefused(
      { table: "bills_of_materials", column: "vendor_id", value: vendorId },
      create,
    );
    expect(failed.status, failed.text).toBe(500);
    expect((await vendorDocuments()).total).toBe(0);

    const created = await create();
    expectStatus(created, 200);
    const kept = await vendorDocuments();
    expect(kept.data.map((document) => document.id)).toEqual([created.body.vendor_document_id]);
  });
});
