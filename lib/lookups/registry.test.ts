import { describe, expect, it } from "vitest";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";
import { registerReferenceLookup } from "./registry";

// Stands in for the assessment and document modules of issue 6, which register real table lookups.
const records = new Map<string, { orgId: string; vendorId: string | null }>();
registerReferenceLookup("assessment", async (_q, orgId, id) => {
  const record = records.get(id);
  return record && record.orgId === orgId ? { vendorId: record.vendorId } : null;
});
registerReferenceLookup("document", async (_q, orgId, id) => {
  const record = records.get(id);
  return record && record.orgId === orgId ? { vendorId: record.vendorId } : null;
});

describe("reference lookups", () => {
  it("a registered lookup makes its organization's IDs valid references, and only those", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const vendor = await createVendor(org);
    const assessmentId = "cbqsrw_0123456789abcdef0123456789abcdef";
    const documentId = "cbvdoc_0123456789abcdef0123456789abcdef";
    records.set(assessmentId, { orgId: org.orgId, vendorId: vendor.id });
    records.set(documentId, { orgId: org.orgId, vendorId: vendor.id });

    const finding = await call("/v1/findings", { token: org.token, body: { title: "T", assessment_id: assessmentId } });
    expect(finding.status).toBe(201);
    expect(finding.body).toMatchObject({ assessment_id: assessmentId, vendor_id: null });
    const byAssessment = await call(`/v1/findings?assessment_id=${assessmentId}`, { token: org.token });
    expect(byAssessment.body.items.map((item: { id: string }) => item.id)).toEqual([finding.body.id]);

    // The obligation's vendor comes from its document, so the vendor filter finds it.
    const obligation = await call("/v1/obligations", {
      token: org.token,
      body: { statement: "S", vendor_document_id: documentId },
    });
    expect(obligation.status).toBe(201);
    expect(obligation.body.vendor_document_id).toBe(documentId);
    const byVendor = await call(`/v1/obligations?vendor_id=${vendor.id}`, { token: org.token });
    expect(byVendor.body.items.map((item: { id: string }) => item.id)).toEqual([obligation.body.id]);

    const theirs = await call("/v1/findings", {
      token: other.token,
      body: { title: "T", assessment_id: assessmentId },
    });
    expect([theirs.status, theirs.body.detail?.code]).toEqual([400, "invalid_finding"]);
    const theirDocument = await call("/v1/obligations", {
      token: other.token,
      body: { statement: "S", vendor_document_id: documentId },
    });
    expect([theirDocument.status, theirDocument.body.detail?.code]).toEqual([400, "invalid_obligation"]);
  });
});
