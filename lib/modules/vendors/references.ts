import { type ApiError, apiError } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { assertRiskLevelId, assertStatusId, assertTagIds } from "@/lib/modules/taxonomy";
import { assertOrgUserIds } from "@/lib/modules/users";

export type Reject = (message: string) => ApiError;

export const invalidVendor: Reject = (message) => apiError("invalid_vendor", message);
export const invalidService: Reject = (message) => apiError("invalid_service", message);

/** The reference fields of a vendor or service write; absent (undefined or null) fields are not checked. */
export interface ReferenceInput {
  status_id?: string | null;
  tag_ids?: string[] | null;
  inherent_risk_level_id?: string | null;
  residual_risk_level_id?: string | null;
  risk_analyst_ids?: string[] | null;
  relationship_owner_ids?: string[] | null;
  watcher_ids?: string[] | null;
}

const personnelFields = ["risk_analyst_ids", "relationship_owner_ids", "watcher_ids"] as const;
const riskLevelFields = ["inherent_risk_level_id", "residual_risk_level_id"] as const;

/** Each supplied ID must name a record of the organization; the first unknown one rejects, naming its field. */
export async function assertReferences(q: Queryable, orgId: string, input: ReferenceInput, reject: Reject) {
  if (input.status_id != null) {
    await assertStatusId(q, orgId, "vendor", "status_id", input.status_id, reject);
  }
  if (input.tag_ids != null) {
    await assertTagIds(q, orgId, "tag_ids", input.tag_ids, reject);
  }
  for (const field of riskLevelFields) {
    const id = input[field];
    if (id != null) {
      await assertRiskLevelId(q, orgId, field, id, reject);
    }
  }
  for (const field of personnelFields) {
    const ids = input[field];
    if (ids != null) {
      await assertOrgUserIds(q, orgId, field, ids, reject);
    }
  }
}

/** A stored ID set: duplicates dropped, first occurrence order kept. */
export const uniqueIds = (ids: readonly string[]): string[] => [...new Set(ids)];

/** Names are required and stored trimmed. */
export function requireName(name: string, reject: Reject): string {
  const trimmed = name.trim();
  if (trimmed.length === 0) {
    throw reject("name must not be empty.");
  }
  return trimmed;
}
