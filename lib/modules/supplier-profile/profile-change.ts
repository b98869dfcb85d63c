import { type ChangeContext, recordChange } from "@/lib/audit/changes";

/** The supplier profile's record types, as the change feed names them. */
export const profileEntityTypes = [
  "bank_account",
  "site",
  "tax_registration",
  "diversity_record",
  "legal_entity_assignment",
] as const;
export type ProfileEntityType = (typeof profileEntityTypes)[number];

/** The change feed's actions (03 §5). */
export type ProfileAction = "created" | "updated" | "approved" | "rejected" | "retired" | "deleted";

export interface ProfileChange {
  vendorId: string;
  entityType: ProfileEntityType;
  entityId: string;
  entityName?: string | null;
  action: ProfileAction;
  /** The API-shaped (masked) record before and after, for the field-level diff. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** What the feed shows; defaults to `after` (to `before` for a deletion). */
  snapshot?: Record<string, unknown> | null;
  reason?: string | null;
}

/**
 * Records a change to a supplier profile record in the change log, listed in the vendor's change feed.
 * Objects passed here are the masked API shapes; the change log redacts numbers once more on its own.
 */
export async function recordProfileChange(ctx: ChangeContext, change: ProfileChange): Promise<void> {
  await recordChange(ctx, {
    entityType: change.entityType,
    entityId: change.entityId,
    entityName: change.entityName ?? null,
    action: change.action,
    before: change.before ?? null,
    after: change.after ?? null,
    reason: change.reason ?? null,
    vendorId: change.vendorId,
    snapshot: change.snapshot ?? change.after ?? change.before ?? null,
  });
}
