import { describe, expect, it } from "vitest";
import { createDocument } from "@/lib/testing/documents";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";

describe("reference lookups (registered by the assessments and documents modules)", () => {
  it("make an organization's assessment and document IDs valid references, and only those", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const vendor = await createVendor(org);
    const assessment = await call("/v1/assessments", {
      token: org.token,
      body: { vendor_id: vendor.id, control_set_ids: [] },
    });
    const assessmentId = assessment.body.id as string;
    const documentId = await createDocument(org);
    const documentVendor = (await call(`/v1/documents/${documentId}`, { token: org.token })).body.vendor_id;

    // A finding on an assessment carries the assessed vendor.
    const finding = await call("/v1/findings", { token: org.token, body: { title: "T", assessment_id: assessmentId } });
    expect(finding.status).toBe(201);
    expect(finding.body).toMatchObject({ assessment_id: assessmentId, vendor_id: vendor.id });
    const byAssessment = await call(`/v1/findings?assessment_id=${assessmentId}`, { token: org.token });
    expect(byAssessment.body.items.map((item: { id: string }) => item.id)).toEqual([finding.body.id]);

    // The obligation's vendor comes from its document, so the vendor filter finds it.
    const obligation = await call("/v1/obligations", {
      token: org.token,
      body: { statement: "S", vendor_document_id: documentId },
    });
    expect(obligation.status).toBe(201);
    expect(obligation.body.vendor_document_id).toBe(documentId);
    const byVendor = await call(`/v1/obligations?vendor_id=${documentVendor}`, { token: org.token });
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
