import { db } from "@/lib/db/client";
import { alertIdsOfEvent } from "@/lib/modules/radar";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";
import { createRadarEvent } from "@/lib/testing/radar";

/** A radar event on `vendorIds` through POST /v1/radar/events (its default detector raises the alerts). */
export async function recordTestRadarEvent(org: TestOrg, vendorIds: string[]) {
  const event = await createRadarEvent(org, vendorIds);
  return { eventId: event.id, alertIds: await alertIdsOfEvent(db(), org.orgId, event.id, vendorIds) };
}

/** The IDs of an event's alerts on these vendors, sorted (to compare with alert_ids). */
export const alertsOn = async (org: Pick<TestOrg, "orgId">, eventId: string, vendorIds: string[]) =>
  (await alertIdsOfEvent(db(), org.orgId, eventId, vendorIds)).sort();

/** Vendors of `org` created through the API, in order. */
export async function createVendors(org: TestOrg, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push((await createVendor(org, { name: `Vendor ${index + 1}` })).id);
  }
  return ids;
}

/** The organization's seeded assessment plan (id and control sets). */
export async function firstAssessmentPlan(org: TestOrg): Promise<Schemas["AssessmentPlan"]> {
  const plans = await callApi("get", "/v1/assessment_plans", { token: org.token });
  expectStatus(plans, 200);
  const [plan] = plans.body.items;
  if (!plan) {
    throw new Error("the organization has no assessment plan");
  }
  return plan;
}

/** A draft reassessment of `org` through POST /v1/reassessments; returns its object. */
export async function draftReassessment(
  org: TestOrg,
  body: Schemas["CreateReassessment"],
): Promise<Schemas["Reassessment"]> {
  const created = await callApi("post", "/v1/reassessments", { token: org.token, body });
  expectStatus(created, 201);
  return created.body;
}

/** POST /v1/reassessments/{id}/<action> without a body; the answer of that action's operation. */
export const transition = (org: TestOrg, id: string, action: "confirm" | "dismiss" | "run") => {
  const options = { token: org.token };
  switch (action) {
    case "confirm":
      return callApi("post", `/v1/reassessments/${id}/confirm`, options);
    case "dismiss":
      return callApi("post", `/v1/reassessments/${id}/dismiss`, options);
    case "run":
      return callApi("post", `/v1/reassessments/${id}/run`, options);
  }
};
