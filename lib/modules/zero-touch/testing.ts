import { expect } from "vitest";
import { JobWorker } from "@/lib/jobs";
import type { Schemas } from "@/lib/testing/api-call-types";
import { uploadedDocument } from "@/lib/testing/documents";
import type { TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";

/** Text the offline engine finds several zero touch controls in (trust center, SOC 2, privacy, status page). */
export const securityPageText = [
  "Our trust center describes our security program and how customers can request access to our SOC 2 Type II report under NDA.",
  "We hold a current SOC 2 Type II attestation and an ISO/IEC 27001 certificate issued by an accredited certification body.",
  "Our privacy policy explains what personal data we collect, how it is used and shared, and how individuals exercise their rights.",
  "A public status page shows uptime history and incidents. We encrypt customer data at rest with AES-256 and in transit with TLS 1.2.",
  "Customers can enforce single sign-on with SAML and multi-factor authentication for every account.",
].join("\n");

export const runJobs = (org: TestOrg) => new JobWorker({ orgId: org.orgId }).runUntilIdle();

/** A text document of the vendor, of `documentType`, uploaded through POST /v1/documents; returns its ID. */
export async function uploadVendorDocument(org: TestOrg, vendorId: string, text: string, documentType: string) {
  const document = await uploadedDocument(
    org.token,
    { name: `${documentType}.txt`, bytes: text },
    { vendor_id: vendorId, document_type: documentType },
  );
  return document.id;
}

export async function launch(
  org: TestOrg,
  body: Schemas["ZeroTouchLaunch"],
  token = org.token,
): Promise<Schemas["ZeroTouchRunSummary"]> {
  const result = await callApi("post", "/v1/zero_touch_assessment", { token, body });
  expectStatus(result, 200);
  return result.body;
}

export async function getRun(org: TestOrg, id: string): Promise<Schemas["ZeroTouchRun"]> {
  const result = await callApi("get", `/v1/zero_touch_assessment/${id}`, { token: org.token });
  expectStatus(result, 200);
  return result.body;
}

/** The component of a run's result under `key`, which the run must have. */
export function componentOf(run: Schemas["ZeroTouchRun"], key: string) {
  const found = run.result.components.find((entry) => entry.key === key);
  if (!found) {
    throw new Error(`run ${run.id} has no component ${key}`);
  }
  return found;
}

/** Launches a run for the vendor and runs the job to completion; returns the finished run. */
export async function completedRun(org: TestOrg, vendorId: string) {
  const summary = await launch(org, { vendor_id: vendorId });
  await runJobs(org);
  const run = await getRun(org, summary.id);
  expect(run.status).toBe("complete");
  return run;
}

export async function writeConfig(
  org: TestOrg,
  body: Schemas["ZeroTouchConfigWrite"],
): Promise<Schemas["ZeroTouchConfig"]> {
  const result = await callApi("post", "/v1/zero_touch_assessment/config", { token: org.token, body });
  expectStatus(result, 200);
  return result.body;
}

export async function auditOf(org: TestOrg, id: string) {
  const result = await callApi("get", `/v1/zero_touch_assessment/${id}/audit`, { token: org.token });
  expectStatus(result, 200);
  return result.body.data;
}
