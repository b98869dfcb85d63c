import { describe, expect, it } from "vitest";
import { createDocument } from "@/lib/testing/documents";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";

describe("reference lookups (registered by the assessments and documents modules)", () => {
  it("make an organization's assessment and document IDs valid references, and only those", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const vendor = await createVendor(org);
    const assessment = await callApi("post", "/v1/assessments", {
      token: org.token,
      body: { vendor_id: vendor.id, control_set_ids: [] },
    });
    const assessmentId = bodyAt(assessment, 201).id;
    const documentId = await createDocument(org);
    const documentVendor = bodyAt(
      await callApi("get", `/v1/documents/${documentId}`, { token: org.token }),
      200,
    ).vendor_id;

    // A finding on an assessment carries the assessed vendor.
    const finding = await callApi("post", "/v1/findings", {
      token: org.token,
      body: { title: "T", assessment_id: assessmentId },
    });
    expectStatus(finding, 201);
    expect(finding.body).toMatchObject({ assessment_id: assessmentId, vendor_id: vendor.id });
    const byAssessment = await callApi("get", `/v1/findings?assessment_id=${assessmentId}`, { token: org.token });
    expect(bodyAt(byAssessment, 200).items.map((item) => item.id)).toEqual([finding.body.id]);

    // The obligation's vendor comes from its document, so the vendor filter finds it.
    const obligation = await callApi("post", "/v1/obligations", {
      token: org.token,
      body: { statement: "S", vendor_document_id: documentId },
    });
    expectStatus(obligation, 201);
    expect(obligation.body.vendor_document_id).toBe(documentId);
    const byVendor = await callApi("get", `/v1/obligations?vendor_id=${documentVendor}`, { token: org.token });
    expect(bodyAt(byVendor, 200).items.map((item) => item.id)).toEqual([obligation.body.id]);

    const theirs = await callApi("post", "/v1/findings", {
      token: other.token,
      body: { title: "T", assessment_id: assessmentId },
    });
    expectStatus(theirs, 400);
    expect(theirs.body.detail.code).toBe("invalid_finding");
    const theirDocument = await callApi("post", "/v1/obligations", {
      token: other.token,
      body: { statement: "S", vendor_document_id: documentId },
    });
    expectStatus(theirDocument, 400);
    expect(theirDocument.body.detail.code).toBe("invalid_obligation");
  });
});
