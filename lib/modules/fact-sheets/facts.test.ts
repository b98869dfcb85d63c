import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { postDocument } from "@/lib/testing/documents";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";
import { loadVendorFacts } from "./facts";

describe("the facts a vendor's fact sheet may state", () => {
  it("include the vendor's live documents, never archived ones or another vendor's", async () => {
    const org = await createOrg("Facts documents");
    const [vendor, otherVendor] = await Promise.all([createVendor(org), createVendor(org)]);
    const upload = async (vendorId: string, name: string) =>
      bodyAt(await postDocument(org.token, { name, bytes: "Policy text" }, { vendor_id: vendorId }), 201).id;
    const kept = await upload(vendor.id, "Security policy.txt");
    const archived = await upload(vendor.id, "Old policy.txt");
    await upload(otherVendor.id, "Someone else's.txt");
    expect((await callApi("delete", `/v1/documents/${archived}`, { token: org.token })).status).toBe(200);

    const facts = await loadVendorFacts(db(), org.orgId, vendor.id);
    expect(facts.documents.map((document) => [document.id, document.name])).toEqual([[kept, "Security policy.txt"]]);
  });
});
