import { asc } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { domainEvents } from "@/lib/events/tables";
import type { Schemas } from "@/lib/testing/api-call-types";
import type { TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";

/** Test helpers for the vendors module: the org's default taxonomy and events. */

export const VENDOR_FIELDS = [
  "created_at",
  "custom_fields",
  "description",
  "engagement_type",
  "external_id",
  "hq_location",
  "id",
  "inherent_risk_level_id",
  "name",
  "primary_contact",
  "relationship_owner_ids",
  "residual_risk_level_id",
  "risk_analyst_ids",
  "services",
  "status",
  "status_id",
  "tags",
  "tier",
  "updated_at",
  "use_case",
  "watcher_ids",
  "website",
];
export const LIST_ROW_FIELDS = [
  "created_at",
  "custom_fields",
  "description",
  "external_id",
  "hq_location",
  "id",
  "inherent_risk_level_id",
  "name",
  "primary_contact",
  "residual_risk_level_id",
  "status",
  "status_id",
  "tags",
  "tier",
  "updated_at",
  "use_case",
  "website",
];
export const SERVICE_FIELDS = [
  "created_at",
  "custom_fields",
  "description",
  "external_id",
  "id",
  "is_archived",
  "name",
  "primary_contact",
  "relationship_owner_ids",
  "tags",
  "vendor_id",
  "watcher_ids",
];

export const sortedKeys = (value: object) => Object.keys(value).sort();

export interface Taxonomy {
  statuses: { id: string; name: string }[];
  findingStatusId: string;
  riskLevels: { id: string; name: string }[];
}

export async function taxonomyOf(org: TestOrg): Promise<Taxonomy> {
  const [vendorStatuses, findingStatuses, levels] = await Promise.all([
    callApi("get", "/v1/statuses?entity=vendor", { token: org.token }),
    callApi("get", "/v1/statuses?entity=finding", { token: org.token }),
    callApi("get", "/v1/risk_levels", { token: org.token }),
  ]);
  expectStatus(vendorStatuses, 200);
  expectStatus(findingStatuses, 200);
  expectStatus(levels, 200);
  const [findingStatus] = findingStatuses.body.items;
  if (!findingStatus) {
    throw new Error("the organization has no finding status");
  }
  return {
    statuses: vendorStatuses.body.items,
    findingStatusId: findingStatus.id,
    riskLevels: levels.body.items,
  };
}

export async function createTag(org: TestOrg, value: string): Promise<string> {
  const result = await callApi("post", "/v1/tags", { token: org.token, body: { value } });
  expect([200, 201]).toContain(result.status);
  if (result.status !== 200 && result.status !== 201) {
    throw new Error(`tag not created: ${result.status} ${result.text}`);
  }
  return result.body.id;
}

/** PATCH /v1/vendors/{vendor_id} with any body (tests send invalid ones on purpose); narrow with expectStatus. */
export const patchVendor = (org: TestOrg, vendorId: string, body: unknown) =>
  callApi("patch", `/v1/vendors/${vendorId}`, { token: org.token, uncheckedBody: body });
export const getVendor = (org: TestOrg, vendorId: string) =>
  callApi("get", `/v1/vendors/${vendorId}`, { token: org.token });
/** The vendor as GET /v1/vendors/{vendor_id} answers it, which must be 200. */
export const readVendor = async (org: TestOrg, vendorId: string): Promise<Schemas["Vendor"]> =>
  bodyAt(await callApi("get", `/v1/vendors/${vendorId}`, { token: org.token }), 200);

/** Domain events of the org about `subjectIds`, oldest first, as [event_type, data]. */
export async function eventsAbout(orgId: string, subjectIds: string[]) {
  const rows = await db()
    .select({ type: domainEvents.eventType, data: domainEvents.data })
    .from(domainEvents)
    .where(inOrg(domainEvents, orgId))
    .orderBy(asc(domainEvents.occurredAt), asc(domainEvents.createdAt));
  return rows
    .filter((row) => Object.values(row.data).some((value) => subjectIds.includes(String(value))))
    .map((row) => [row.type, row.data]);
}
