import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { domainEvents } from "@/lib/events/tables";
import { JobWorker } from "@/lib/jobs";
import type { Schemas } from "@/lib/testing/api-call-types";
import type { TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";

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

/** The first questionnaire of `type`, which the organization must have. */
export async function questionnaireOfType(org: TestOrg, type: string) {
  const result = await callApi("get", `/v1/intake/api/questionnaires?type=${type}`, { token: org.token });
  expectStatus(result, 200);
  const [first] = result.body.items;
  if (!first) {
    throw new Error(`the organization has no questionnaire of type ${type}`);
  }
  return first;
}

export async function fileSession(
  org: TestOrg,
  body: Schemas["CreateIntakeSession"],
  token = org.token,
): Promise<Schemas["IntakeSessionCreated"]> {
  const result = await callApi("post", "/v1/intake/api/sessions", { token, body });
  expectStatus(result, 201);
  return result.body;
}

export async function getSession(org: TestOrg, id: string): Promise<Schemas["IntakeSession"]> {
  const result = await callApi("get", `/v1/intake/api/sessions/${id}`, { token: org.token });
  expectStatus(result, 200);
  return result.body;
}

export async function eventsOfType(org: TestOrg, eventType: string) {
  const rows = await db()
    .select({ data: domainEvents.data })
    .from(domainEvents)
    .where(inOrg(domainEvents, org.orgId, eq(domainEvents.eventType, eventType)));
  return rows.map((row) => row.data as Record<string, unknown>);
}
