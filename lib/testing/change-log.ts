import type { Schemas } from "./api-call-types";
import type { TestOrg } from "./fixtures";
import { callApi, expectStatus } from "./http";

type ChangeLogEntry = Schemas["ChangeLogEntry"];

/** The change log entries of one record, newest first, read through GET /v1/change_log as the org's admin. */
export async function changesOf(org: TestOrg, entityType: string, entityId: string): Promise<ChangeLogEntry[]> {
  const query = new URLSearchParams({ entity_type: entityType, entity_id: entityId, limit: "200" });
  const result = await callApi("get", `/v1/change_log?${query}`, { token: org.token });
  expectStatus(result, 200);
  return result.body.items;
}

/** The single field change of `entry` for `field`, or undefined. */
export const changeOf = (entry: ChangeLogEntry | undefined, field: string) =>
  entry?.changes.find((change) => change.field === field);
