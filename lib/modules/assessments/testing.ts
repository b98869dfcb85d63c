import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { domainEvents } from "@/lib/events/tables";
import { JobWorker } from "@/lib/jobs";
import type { Schemas } from "@/lib/testing/api-call-types";
import type { TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";

/** Test helpers for the assessments module's API and engine tests. */

export const createAssessmentCall = (
  token: string,
  body: Schemas["CreateAssessment"],
  headers: Record<string, string> = {},
) => callApi("post", "/v1/assessments", { token, body, headers });

export const getAssessmentCall = (token: string, id: string) => callApi("get", `/v1/assessments/${id}`, { token });

/** Every queued job of the organization (document classification, the engine, workflows), until none is left. */
export const runJobs = (org: TestOrg) => new JobWorker({ orgId: org.orgId }).runUntilIdle();

/** The org's control set named like `pattern` (GET /v1/control_sets). */
export async function controlSetId(org: TestOrg, pattern: RegExp): Promise<string> {
  const sets = await callApi("get", "/v1/control_sets", { token: org.token });
  expectStatus(sets, 200);
  const set = sets.body.items.find((candidate) => pattern.test(candidate.name));
  if (!set) {
    throw new Error(`no control set matching ${pattern}`);
  }
  return set.id;
}

export async function eventsOf(org: TestOrg, type?: string) {
  const rows = await db().select().from(domainEvents).where(inOrg(domainEvents, org.orgId));
  return rows
    .filter((row) => type === undefined || row.eventType === type)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
    .map((row) => ({ type: row.eventType, data: row.data }));
}
