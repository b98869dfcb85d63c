import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { domainEvents } from "@/lib/events/tables";
import { JobWorker } from "@/lib/jobs";
import type { TestOrg } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";

/** A payroll provider's request, as procurement pastes it: what it says and what it rules out. */
export const payrollContext = [
  "Hi team, forwarding the proposal from PayFlow for our payroll.",
  "PayFlow will run monthly payroll for our 400 employees and process employee names, home addresses, bank account details and social security numbers.",
  "The platform is hosted on Amazon Web Services in the United States.",
  "They never handle customer records or payment card data.",
  "PayFlow staff will not visit our offices; all work is remote.",
  "The annual fee is $96,000.",
].join("\n");

export const runIntakeJobs = (org: TestOrg) => new JobWorker({ orgId: org.orgId }).runUntilIdle();

export async function questionnaireOfType(org: TestOrg, type: string) {
  const result = await call(`/v1/intake/api/questionnaires?type=${type}`, { token: org.token });
  expect(result.status, result.text).toBe(200);
  return result.body.items[0] as { id: string; name: string; question_count: number };
}

export async function fileSession(org: TestOrg, body: Record<string, unknown>, token = org.token) {
  const result = await call("/v1/intake/api/sessions", { token, body });
  expect(result.status, result.text).toBe(201);
  return result.body as { session_id: string; context_truncated: boolean };
}

export async function getSession(org: TestOrg, id: string) {
  const result = await call(`/v1/intake/api/sessions/${id}`, { token: org.token });
  expect(result.status, result.text).toBe(200);
  return result.body;
}

export async function eventsOfType(org: TestOrg, eventType: string) {
  const rows = await db()
    .select({ data: domainEvents.data })
    .from(domainEvents)
    .where(inOrg(domainEvents, org.orgId, eq(domainEvents.eventType, eventType)));
  return rows.map((row) => row.data as Record<string, unknown>);
}
