import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { JobWorker } from "@/lib/jobs";
import { makeDocx, makePdf, makeXlsx, postDocument } from "@/lib/testing/documents";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { classifyDocument } from "./classify";
import { documents } from "./tables";

const runJobs = (org: TestOrg) => new JobWorker({ orgId: org.orgId }).runUntilIdle();

async function stored(id: string) {
  const [row] = await db().select().from(documents).where(eq(documents.id, id));
  return row;
}

const upload = (org: TestOrg, file: { name: string; bytes: Uint8Array | string }, fields: Record<string, string>) =>
  postDocument(org.token, file, fields);

const getDocument = (org: TestOrg, id: string) => callApi("get", `/v1/documents/${id}`, { token: org.token });

async function uploadAndClassify(
  org: TestOrg,
  file: { name: string; bytes: Uint8Array | string },
  fields: Record<string, string> = {},
) {
  const vendor = await createVendor(org);
  const created = await upload(org, file, { vendor_id: vendor.id, ...fields });
  expectStatus(created, 201);
  expect(created.body.status).toBe("created");
  await runJobs(org);
  const fetched = await getDocument(org, created.body.id);
  return { document: bodyAt(fetched, 200), row: await stored(created.body.id) };
}

describe("classification job", () => {
  it("extracts a generated PDF's text and infers its type", async () => {
    const org = await createOrg();
    const pdf = await makePdf([
      "SOC 2 Type II Report on controls relevant to security.",
      "The service auditor tested the Trust Services Criteria over the period.",
      "Multi-factor authentication is enforced for all administrative access.",
    ]);
    const { document, row } = await uploadAndClassify(org, { name: "report.pdf", bytes: pdf });
    expect(document).toMatchObject({ status: "complete", document_type: "soc2_type2", extension: "pdf" });
    expect(row?.extractedText).toContain("Multi-factor authentication is enforced for all administrative access.");
    expect(row?.statusReason).toBeNull();
  });

  it("extracts a generated DOCX and an XLSX workbook", async () => {
    const org = await createOrg();
    const docx = await makeDocx([
      "Data Processing Agreement",
      "The processor shall engage sub-processors only with the controller's written authorisation.",
    ]);
    const word = await uploadAndClassify(org, { name: "agreement.docx", bytes: docx });
    expect(word.document).toMatchObject({ status: "complete", document_type: "dpa" });
    expect(word.row?.extractedText).toContain("engage sub-processors only with the controller's written authorisation");

    const xlsx = await makeXlsx([
      ["Balance sheet", "2025"],
      ["Total assets", 1200000],
      ["Total liabilities", 400000],
    ]);
    const sheet = await uploadAndClassify(org, { name: "numbers.xlsx", bytes: xlsx });
    expect(sheet.document).toMatchObject({ status: "complete", document_type: "financial_statement" });
    expect(sheet.row?.extractedText).toContain("Total assets\t1200000");
  });

  it("reads csv, txt and md as text; images complete with no text and type other", async () => {
    const org = await createOrg();
    const csv = await uploadAndClassify(org, {
      name: "findings.csv",
      bytes: "id,title\n1,Penetration test finding: SQL injection\n",
    });
    expect(csv.document).toMatchObject({ status: "complete", document_type: "penetration_test" });
    expect(csv.row?.extractedText).toBe("id,title\n1,Penetration test finding: SQL injection");
    const image = await uploadAndClassify(org, { name: "logo.png", bytes: new Uint8Array([137, 80, 78, 71]) });
    expect(image.document).toMatchObject({ status: "complete", document_type: "other" });
    expect(image.row?.extractedText).toBeNull();
  });

  it("never overrides a given type, even one set while the job is pending", async () => {
    const org = await createOrg();
    const given = await uploadAndClassify(
      org,
      { name: "policy.txt", bytes: "Privacy policy: we collect personal data." },
      { document_type: "other" },
    );
    expect(given.document).toMatchObject({ status: "complete", document_type: "other" });

    const vendor = await createVendor(org);
    const created = await upload(org, { name: "p.txt", bytes: "Privacy notice and cookies" }, { vendor_id: vendor.id });
    const { id } = bodyAt(created, 201);
    await callApi("patch", `/v1/documents/${id}`, {
      token: org.token,
      body: { document_type: "insurance_certificate" },
    });
    await runJobs(org);
    const after = await getDocument(org, id);
    expect(after.body).toMatchObject({ status: "complete", document_type: "insurance_certificate" });
    // null hands the type back to the classifier.
    await callApi("patch", `/v1/documents/${id}`, {
      token: org.token,
      body: { document_type: null },
    });
    await runJobs(org);
    expect(bodyAt(await getDocument(org, id), 200).document_type).toBe("privacy_policy");
  });

  it("fails a corrupt file with a reason", async () => {
    const org = await createOrg();
    const { document, row } = await uploadAndClassify(org, { name: "broken.pdf", bytes: "this is not a pdf" });
    expect(document.status).toBe("failed");
    expect(row?.statusReason).toMatch(/^Text could not be extracted from the PDF file/);
  });
});

describe("classifyDocument", () => {
  it.each([
    ["ISO/IEC 27001:2022 Certificate of Registration. Statement of Applicability v3.", "iso27001_certificate"],
    ["CERTIFICATE OF LIABILITY INSURANCE. Insurer A: Example Mutual. Policy number 123.", "insurance_certificate"],
    ["Penetration Test Report. Vulnerabilities found with CVSS scores.", "penetration_test"],
    ["Privacy Policy. We collect personal information and use cookies.", "privacy_policy"],
    ["Audited financial statements: balance sheet, cash flows.", "financial_statement"],
    ["Data Processing Addendum incorporating the Standard Contractual Clauses.", "dpa"],
    ["SOC 2 Type 2 report issued under SSAE 18.", "soc2_type2"],
    ["SOC 2 Type I report on the suitability of the design of controls.", "soc2_type1"],
    ["Information Security Policy. Access control and encryption requirements.", "security_policy"],
    ["Business Continuity Plan with a recovery time objective of 4 hours.", "business_continuity_plan"],
    ["Security questionnaire: question, answer, comments.", "questionnaire_response"],
    ["Meeting notes: lunch on Friday.", "other"],
  ])("%s → %s", (text, type) => {
    expect(classifyDocument(text, "file.pdf")).toBe(type);
  });

  it("uses the file name when there is no text", () => {
    expect(classifyDocument(null, "acme_soc2_type2_report.pdf")).toBe("soc2_type2");
    expect(classifyDocument(null, "photo.png")).toBe("other");
  });
});
