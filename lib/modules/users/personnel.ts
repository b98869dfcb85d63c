import { inArray } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { users } from "./tables";

/**
 * Personnel fields (risk_analyst_ids, relationship_owner_ids, watcher_ids, assignee_id) take
 * cbuser_ IDs of the caller's organization only. An email, a malformed ID or another org's user
 * is rejected with the caller's error, naming the field.
 */
export async function assertOrgUserIds(
  q: Queryable,
  orgId: string,
  field: string,
  ids: readonly string[],
  reject: (message: string) => Error,
): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  const wanted = [...new Set(ids)];
  const found = await q
    .select({ id: users.id })
    .from(users)
    .where(inOrg(users, orgId, inArray(users.id, wanted)));
  const known = new Set(found.map((row) => row.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw reject(`${field} contains unknown user IDs: ${unknown.join(", ")}. Use cbuser_ IDs of this organization.`);
  }
}
