import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { jobs } from "@/lib/jobs/tables";
import { makeDocx, makePdf, uploadedDocument } from "@/lib/testing/documents";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { createAssessment } from "./create";
import { advanceAssessmentInTransaction } from "./engine/in-transaction";
import { controlSetId, createAssessmentCall, eventsOf, getAssessmentCall, runJobs } from "./testing";

// A SOC 2 report excerpt that evidences some controls, states one is absent and omits the rest.
const REPORT = [
  "Independent Service Auditor's Report on Controls Relevant to Security.",
  "Multi-factor authentication (MFA) is enforced for all remote access, privileged access and access to production environments.",
  "Each user has a unique account, and shared or generic accounts are prohibited.",
  "Password requirements follow a documented standard with a minimum length of 14 characters and lockout after five failed attempts.",
  "Access to production is brokered through single sign-on with our centralized identity provider.",
  "Customer data in transit over public networks is encrypted using TLS 1.2 or higher.",
  "Customer data at rest in databases, storage and backups is encrypted using AES-256.",
  "Encryption keys are managed in a KMS with restricted access and automatic rotation.",
  "We do not currently perform penetration testing by an independent third party.",
];

// A policy document (DOCX) covering incident response and backups.
const POLICY = [
  "Incident Response and Continuity Policy",
  "A documented incident response plan defines roles, severity levels, escalation paths and communication steps.",
  "The plan is tested through a tabletop exercise at least annually.",
  "Customers are notified of security incidents affecting their data within 72 hours.",
  "Post-incident reviews document the root cause and corrective actions.",
  "Customer data is backed up daily and backups are encrypted.",
  "Backups are stored in a separate region from primary data.",
  "Backups are tested by restore at least annually and the results are documented.",
];

async function upload(
  org: TestOrg,
  vendorId: string,
  name: string,
  bytes: Uint8Array,
  extra: Record<string, string | string[]> = {},
) {
  return (await uploadedDocument(org.token, { name, bytes }, { vendor_id: vendorId, ...extra })).id;
}

async function evaluations(org: TestOrg, id: string) {
  const result = await callApi("get", `/v1/assessments/${id}/evaluations`, { token: org.token });
  expectStatus(result, 200);
  return result.body.items;
}

const resultsByRef = async (org: TestOrg, id: string) =>
  Object.fromEntries(
    (await evaluations(org, id)).map((evaluation) => [evaluation.control_ref, evaluation.result] as const),
  );

const findingsOf = async (org: TestOrg, assessmentId: string) =>
  bodyAt(await callApi("get", `/v1/findings?assessment_id=${assessmentId}&limit=200`, { token: org.token }), 200);

describe("the assessment engine, offline evaluator, real documents", () => {
  it("extracts a PDF and a DOCX, evaluates every SOC 2 control, scores, raises findings and waits for review", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org, { name: "Globex Cloud" });
    const soc2 = await controlSetId(org, /SOC 2/);
    const pdf = await upload(org, vendor.id, "soc2-report.pdf", await makePdf(REPORT, "SOC 2 report"));
    const docx = await upload(org, vendor.id, "ir-policy.docx", await makeDocx(POLICY));
    const created = await createAssessmentCall(org.token, {
      vendor_id: vendor.id,
      control_set_ids: [soc2],
      supporting_document_ids: [pdf, docx],
    });
    const id = bodyAt(created, 201).id;
    await runJobs(org);

    const assessment = bodyAt(await getAssessmentCall(org.token, id), 200);
    expect(assessment.status).toBe("review_evals");
    expect(assessment.initiated_at).toEqual(expect.any(Number));
    expect(assessment.progress).toEqual({ controls_evaluated: 22, controls_total: 22 });
    const results = await resultsByRef(org, id);
    expect(results).toMatchObject({
      "CC6.1": "met",
      "CC6.7": "met",
      "CC7.4": "met",
      "A1.2": "met",
      "CC7.1": "not_met",
      "CC1.1": "no_evidence",
      "CC6.4": "no_evidence",
    });
    const all = await evaluations(org, id);
    const mfa = all.find((evaluation) => evaluation.control_ref === "CC6.1");
    expect(mfa?.evidence[0]).toMatchObject({ document_id: pdf, document_name: "soc2-report.pdf" });
    expect(mfa?.evidence[0]?.quote).toContain("Multi-factor authentication (MFA) is enforced");
    const backups = all.find((evaluation) => evaluation.control_ref === "A1.2");
    expect(backups?.evidence.map((evidence) => evidence.document_id)).toContain(docx);

    // One finding per control not shown in place, linked from its evaluation.
    const gaps = all.filter((evaluation) => ["not_met", "no_evidence"].includes(evaluation.result));
    const findings = (await findingsOf(org, id)).items;
    expect(findings).toHaveLength(gaps.length);
    expect(assessment.findings_count).toBe(gaps.length);
    expect(new Set(gaps.map((gap) => gap.finding_id))).toEqual(new Set(findings.map((f) => f.id)));
    const pentest = findings.find((f) => f.title.startsWith("CC7.1"));
    expect(pentest).toMatchObject({
      title: "CC7.1 Vulnerability Management and Penetration Testing: not met",
      vendor_id: vendor.id,
      assessment_id: id,
    });
    expect(findings.find((f) => f.title.startsWith("CC1.1"))?.title).toMatch(/: no evidence$/);
    expect(findings.some((f) => f.title.startsWith("CC6.1"))).toBe(false);
    expect(assessment.score_percent).toBeGreaterThan(0);
    expect(assessment.score_percent).toBeLessThan(1);

    expect((await eventsOf(org, "Assessment.StatusChanged")).map((event) => event.data.new_status)).toEqual([
      "collecting_documents",
      "indexing_supporting_documents",
      "analyzing_questionnaire",
      "review_evals",
    ]);

    const approved = await callApi("post", `/v1/assessments/${id}/approve`, { token: org.token });
    expectStatus(approved, 200);
    expect(approved.body).toMatchObject({ status: "complete", approved_by: org.userId });
    expect(approved.body.approved_at).toEqual(expect.any(Number));
  });

  it("waits in collecting_documents without documents and moves on when one is uploaded for it", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const soc2 = await controlSetId(org, /SOC 2/);
    const body = bodyAt(await createAssessmentCall(org.token, { vendor_id: vendor.id, control_set_ids: [soc2] }), 201);
    await runJobs(org);
    expect(bodyAt(await getAssessmentCall(org.token, body.id), 200).status).toBe("collecting_documents");
    await upload(org, vendor.id, "report.pdf", await makePdf(REPORT), { assessment_ids: [body.id] });
    await runJobs(org);
    const moved = bodyAt(await getAssessmentCall(org.token, body.id), 200);
    expect(moved.status).toBe("review_evals");
    expect((await resultsByRef(org, body.id))["CC6.1"]).toBe("met");
  });

  it("fails with the reason when no document has readable text", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const image = await upload(org, vendor.id, "logo.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    const body = bodyAt(
      await createAssessmentCall(org.token, {
        vendor_id: vendor.id,
        control_set_ids: [await controlSetId(org, /SOC 2/)],
        supporting_document_ids: [image],
      }),
      201,
    );
    await runJobs(org);
    const failed = bodyAt(await getAssessmentCall(org.token, body.id), 200);
    expect(failed.status).toBe("failed");
    expect(failed.status_reason).toBe(
      "None of the documents has readable text (logo.png: no text could be extracted).",
    );
  });

  it("reopen runs a new round on the current documents and keeps open findings instead of duplicating them", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const soc2 = await controlSetId(org, /SOC 2/);
    const pdf = await upload(org, vendor.id, "report.pdf", await makePdf(REPORT));
    const body = bodyAt(
      await createAssessmentCall(org.token, {
        vendor_id: vendor.id,
        control_set_ids: [soc2],
        supporting_document_ids: [pdf],
      }),
      201,
    );
    await runJobs(org);
    const before = await findingsOf(org, body.id);
    expect((await resultsByRef(org, body.id))["CC7.4"]).toBe("no_evidence");

    await upload(org, vendor.id, "policy.docx", await makeDocx(POLICY), { assessment_ids: [body.id] });
    const reopened = bodyAt(await callApi("post", `/v1/assessments/${body.id}/reopen`, { token: org.token }), 200);
    expect(reopened).toMatchObject({ status: "collecting_documents", score_percent: null });
    expect(reopened.progress.controls_evaluated).toBe(0);
    await runJobs(org);

    const after = bodyAt(await getAssessmentCall(org.token, body.id), 200);
    expect(after.status).toBe("review_evals");
    expect((await resultsByRef(org, body.id))["CC7.4"]).toBe("met");
    const findings = await findingsOf(org, body.id);
    expect(findings.total).toBe(before.total);
    const pentest = (await evaluations(org, body.id)).find((evaluation) => evaluation.control_ref === "CC7.1");
    const earlierPentest = before.items.find((f) => f.title.startsWith("CC7.1"));
    expect(pentest?.finding_id).toBe(earlierPentest?.id);
  });

  it("runs inside a caller's transaction with the same results as the worker, and a rollback leaves nothing", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const soc2 = await controlSetId(org, /SOC 2/);
    const pdf = await upload(org, vendor.id, "soc2-report.pdf", await makePdf(REPORT));
    await runJobs(org);
    const input = { vendor_id: vendor.id, control_set_ids: [soc2], supporting_document_ids: [pdf] };
    const id = await db().transaction(async (tx) => {
      const { row } = await createAssessment(tx, org.orgId, input);
      await advanceAssessmentInTransaction(tx, org.orgId, row.id);
      return row.id;
    });

    const analysed = bodyAt(await getAssessmentCall(org.token, id), 200);
    expect(analysed).toMatchObject({
      status: "review_evals",
      progress: { controls_evaluated: 22, controls_total: 22 },
    });
    expect(analysed.initiated_at).toEqual(expect.any(Number));
    expect(await resultsByRef(org, id)).toMatchObject({ "CC6.1": "met", "CC7.1": "not_met", "CC1.1": "no_evidence" });
    expect(analysed.findings_count).toBeGreaterThan(0);
    // One transaction: the events share its timestamp, so compare them as a set.
    const moves = (await eventsOf(org, "Assessment.StatusChanged")).map((event) => event.data.new_status);
    expect(moves.sort()).toEqual(
      ["collecting_documents", "indexing_supporting_documents", "analyzing_questionnaire", "review_evals"].sort(),
    );
    // The engine job the create queued finds nothing left to do.
    await runJobs(org);
    expect(bodyAt(await getAssessmentCall(org.token, id), 200)).toMatchObject({
      status: "review_evals",
      score_percent: analysed.score_percent,
    });
    expect(await evaluations(org, id)).toHaveLength(22);

    const rolledBack = db().transaction(async (tx) => {
      const { row } = await createAssessment(tx, org.orgId, input);
      await advanceAssessmentInTransaction(tx, org.orgId, row.id);
      throw new Error("signup failed");
    });
    await expect(rolledBack).rejects.toThrow("signup failed");
    expect(bodyAt(await callApi("get", "/v1/assessments", { token: org.token }), 200).total).toBe(1);
    const findings = bodyAt(await callApi("get", "/v1/findings?limit=200", { token: org.token }), 200);
    expect(findings.total).toBe(analysed.findings_count);
  });

  it("an archived assessment is left alone by a pending engine job", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const pdf = await upload(org, vendor.id, "report.pdf", await makePdf(REPORT));
    const body = bodyAt(
      await createAssessmentCall(org.token, {
        vendor_id: vendor.id,
        control_set_ids: [await controlSetId(org, /SOC 2/)],
        supporting_document_ids: [pdf],
      }),
      201,
    );
    await callApi("delete", `/v1/assessments/${body.id}`, { token: org.token });
    await runJobs(org);
    const read = bodyAt(await getAssessmentCall(org.token, body.id), 200);
    expect([read.status, read.progress.controls_evaluated]).toEqual(["canceled", 0]);
    const pending = await db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.orgId, org.orgId), eq(jobs.status, "queued")));
    expect(pending).toEqual([]);
  });
});
