import { expect } from "vitest";
import { JobWorker } from "@/lib/jobs";
import { uploadDocument } from "@/lib/testing/documents";
import type { TestOrg } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";

/** Text the offline engine finds several zero touch controls in (trust center, SOC 2, privacy, status page). */
export const securityPageText = [
  "Our trust center describes our security program and how customers can request access to our SOC 2 Type II report under NDA.",
  "We hold a current SOC 2 Type II attestation and an ISO/IEC 27001 certificate issued by an accredited certification body.",
  "Our privacy policy explains what personal data we collect, how it is used and shared, and how individuals exercise their rights.",
  "A public status page shows uptime history and incidents. We encrypt customer data at rest with AES-256 and in transit with TLS 1.2.",
  "Customers can enforce single sign-on with SAML and multi-factor authentication for every account.",
].join("\n");

export const runJobs = (org: TestOrg) => new JobWorker({ orgId: org.orgId }).runUntilIdle();

export async function uploadVendorDocument(org: TestOrg, vendorId: string, text: string, documentType: string) {
  const result = await uploadDocument(
    org.token,
    { name: `${documentType}.txt`, bytes: text },
    { vendor_id: vendorId, document_type: documentType },
  );
  expect(result.status, result.text).toBe(201);
  return result.body.id as string;
}

export async function launch(org: TestOrg, body: Record<string, unknown>, token = org.token) {
  const result = await call("/v1/zero_touch_assessment", { token, body });
  expect(result.status, result.text).toBe(200);
  return result.body as { id: string; vendor_id: string; status: string; composite_score: number | null };
}

export async function getRun(org: TestOrg, id: string) {
  const result = await call(`/v1/zero_touch_assessment/${id}`, { token: org.token });
  expect(result.status, result.text).toBe(200);
  return result.body;
}

/** Launches a run for the vendor and runs the job to completion; returns the finished run. */
export async function completedRun(org: TestOrg, vendorId: string) {
  const summary = await launch(org, { vendor_id: vendorId });
  await runJobs(org);
  const run = await getRun(org, summary.id);
  expect(run.status).toBe("complete");
  return run;
}

export async function writeConfig(org: TestOrg, body: Record<string, unknown>) {
  const result = await call("/v1/zero_touch_assessment/config", { token: org.token, body });
  expect(result.status, result.text).toBe(200);
  return result.body;
}

export async function auditOf(org: TestOrg, id: string) {
  const result = await call(`/v1/zero_touch_assessment/${id}/audit`, { token: org.token });
  expect(result.status, result.text).toBe(200);
  return result.body.data as {
    action: string;
    instruction: string | null;
    note: string | null;
    changes: { field: string; before: unknown; after: unknown }[];
    composite_before: number | null;
    composite_after: number | null;
    actor: { type: string; id: string | null; name: string };
  }[];
}
