import type { ChangeLogEntry } from "@/lib/modules/audit-log/change-log-schemas";
import type { TestOrg } from "./fixtures";
import { call } from "./http";

/** The change log entries of one record, newest first, read through GET /v1/change_log as the org's admin. */
export async function changesOf(org: TestOrg, entityType: string, entityId: string): Promise<ChangeLogEntry[]> {
  const query = new URLSearchParams({ entity_type: entityType, entity_id: entityId, limit: "200" });
  const result = await call(`/v1/change_log?${query}`, { token: org.token });
  if (result.status !== 200) {
    throw new Error(`change log read failed: ${result.status} ${result.text}`);
  }
  return result.body.items;
}

/** The single field change of `entry` for `field`, or undefined. */
export const changeOf = (entry: ChangeLogEntry | undefined, field: string) =>
  entry?.changes.find((change) => change.field === field);
