import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { jobs } from "@/lib/jobs/tables";
import { uploadedDocument } from "@/lib/testing/documents";
import { fakeModelPerTest } from "@/lib/testing/fake-model";
import type { ChatRequest } from "@/lib/testing/fake-openai";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi } from "@/lib/testing/http";
import { advanceAssessmentJob } from "./engine/job";
import { controlSetId, createAssessmentCall, getAssessmentCall, runJobs } from "./testing";

const TEXT = [
  "Multi-factor authentication is enforced for all remote and privileged access.",
  "Customer data at rest is encrypted with AES-256 and keys are managed in a KMS.",
  "Backups of customer data run daily and are stored in a second region.",
].join("\n");

const serveModel = fakeModelPerTest();

const question = (request: ChatRequest) =>
  JSON.parse(request.body.messages.at(-1)?.content ?? "{}") as {
    control: { ref: string; criteria: string[] };
    passages: { document_id: string; text: string }[];
  };

async function assessmentOn(org: TestOrg) {
  const vendor = await createVendor(org);
  const document = await uploadedDocument(org.token, { name: "evidence.txt", bytes: TEXT }, { vendor_id: vendor.id });
  // Extracted before the assessment exists, so one engine job (not also the extraction's wake-up) runs it.
  await runJobs(org);
  const created = await createAssessmentCall(org.token, {
    vendor_id: vendor.id,
    control_set_ids: [await controlSetId(org, /SOC 2/)],
    supporting_document_ids: [document.id],
  });
  return { id: bodyAt(created, 201).id, documentId: document.id };
}

describe("the assessment engine with an OpenAI-compatible model (LLM_* set)", () => {
  it("asks the model per control with relevant passages, keeps only verbatim quotes, and skips controls with no passage", async () => {
    const fake = await serveModel((request) => {
      const { control, passages } = question(request);
      const first = passages[0];
      return {
        content: JSON.stringify({
          result: control.ref === "CC6.7" ? "partially_met" : "met",
          rationale: `Judged ${control.ref} on ${passages.length} passages.`,
          quotes: [
            { document_id: first?.document_id, quote: first?.text },
            { document_id: first?.document_id, quote: "A sentence the document never says." },
          ],
        }),
      };
    });
    const org = await createOrg();
    const { id, documentId } = await assessmentOn(org);
    await runJobs(org);

    const assessment = bodyAt(await getAssessmentCall(org.token, id), 200);
    expect(assessment.status).toBe("review_evals");
    const asked = fake.requests.map((request) => question(request).control.ref).sort();
    expect(asked).toEqual(["A1.2", "CC6.1", "CC6.7"]);
    expect(fake.requests[0]?.body).toMatchObject({ model: "fake-model-1", response_format: { type: "json_object" } });
    expect(fake.requests[0]?.headers.authorization).toBe("Bearer sk-test-key");
    const items = bodyAt(await callApi("get", `/v1/assessments/${id}/evaluations`, { token: org.token }), 200).items;
    const byRef = Object.fromEntries(items.map((item) => [item.control_ref, item] as const));
    expect(byRef["CC6.7"]).toMatchObject({
      result: "partially_met",
      rationale: expect.stringMatching(/^Judged CC6.7 on \d passages\.$/),
    });
    expect(byRef["CC6.7"]?.evidence).toEqual([
      {
        document_id: documentId,
        document_name: "evidence.txt",
        quote: "Customer data at rest is encrypted with AES-256 and keys are managed in a KMS.",
      },
    ]);
    expect(byRef["CC1.1"]).toMatchObject({ result: "no_evidence", evidence: [] });
  });

  it("resumes after a failed attempt without evaluating a control twice, and fails the assessment after the last attempt", async () => {
    let calls = 0;
    let overloaded = false;
    const fake = await serveModel(() => {
      calls += 1;
      // Calls 2 and 3 are CC6.7's two tries within one job attempt (the model call's own retry policy).
      return calls === 2 || calls === 3 || overloaded
        ? { status: 503, text: "overloaded" }
        : { content: JSON.stringify({ result: "met", rationale: "ok", quotes: [] }) };
    });
    const org = await createOrg();
    const { id } = await assessmentOn(org);
    await runJobs(org);
    // Controls without a relevant passage (10 before CC6.1) and CC6.1 were committed before CC6.7 failed.
    expect(bodyAt(await getAssessmentCall(org.token, id), 200).progress.controls_evaluated).toBe(11);

    // The retry is scheduled with backoff; bring it forward, as time would.
    await db()
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(eq(jobs.orgId, org.orgId), eq(jobs.status, "queued")));
    await runJobs(org);
    const done = bodyAt(await getAssessmentCall(org.token, id), 200);
    expect(done.status).toBe("review_evals");
    expect(done.progress.controls_evaluated).toBe(22);
    expect(fake.requests.map((request) => question(request).control.ref)).toEqual([
      "CC6.1",
      "CC6.7",
      "CC6.7",
      "CC6.7",
      "A1.2",
    ]);

    overloaded = true;
    const second = await assessmentOn(org);
    await runJobs(org);
    expect(bodyAt(await getAssessmentCall(org.token, second.id), 200).status).toBe("analyzing_questionnaire");
    await advanceAssessmentJob.handle(
      { assessment_id: second.id },
      {
        jobId: "test",
        attempt: 5,
        orgId: org.orgId,
        defer: () => undefined,
        completeWith: () => undefined,
        prepared: undefined,
      },
    );
    const failed = bodyAt(await getAssessmentCall(org.token, second.id), 200);
    expect(failed.status).toBe("failed");
    expect(failed.status_reason).toMatch(/^The analysis stopped: .*503/);
  });
});
