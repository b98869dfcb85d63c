import { and, asc, eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError } from "@/lib/api/errors";
import { inOrg } from "@/lib/db/tenant";
import { assertLegalEntityIds, legalEntityJoin } from "@/lib/modules/taxonomy";
import { findVendorInOrg } from "@/lib/modules/vendors";
import { toUnixSeconds } from "@/lib/time";
import { recordProfileChange } from "../profile-change";
import type { LegalEntityAssignment } from "../schemas/registrations";
import { vendorLegalEntityAssignments } from "../tables";

/** The vendor's legal entities, in the order they were assigned. */
export async function listLegalEntityAssignments(ctx: ServiceContext, vendorId: string) {
  const rows = await ctx.tx
    .select({
      legalEntityId: vendorLegalEntityAssignments.legalEntityId,
      name: legalEntityJoin.name,
      country: legalEntityJoin.country,
      isDefault: legalEntityJoin.isDefault,
      assignedAt: vendorLegalEntityAssignments.createdAt,
    })
    .from(vendorLegalEntityAssignments)
    .innerJoin(
      legalEntityJoin.table,
      and(
        eq(legalEntityJoin.id, vendorLegalEntityAssignments.legalEntityId),
        inOrg(legalEntityJoin.table, vendorLegalEntityAssignments.orgId),
      ),
    )
    .where(inOrg(vendorLegalEntityAssignments, ctx.orgId, eq(vendorLegalEntityAssignments.vendorId, vendorId)))
    .orderBy(asc(vendorLegalEntityAssignments.createdAt), asc(legalEntityJoin.name), asc(legalEntityJoin.id));
  const items: LegalEntityAssignment[] = rows.map((row) => ({
    legal_entity_id: row.legalEntityId,
    name: row.name,
    country: row.country,
    is_default: row.isDefault,
    assigned_at: toUnixSeconds(row.assignedAt),
  }));
  return { items, total: items.length };
}

/**
 * PUT: the vendor's legal entities become exactly `ids` (each once). Every ID must be a legal entity of
 * the organization, else 422 invalid_legal_entity and nothing changes. Entities kept keep their
 * assigned_at. A change is one change feed entry (legal_entity_assignment, updated, entity_id = the vendor).
 */
export async function replaceLegalEntityAssignments(
  ctx: ServiceContext,
  { vendorId, legalEntityIds: ids }: { vendorId: string; legalEntityIds: readonly string[] },
) {
  const vendor = await findVendorInOrg(ctx.tx, ctx.orgId, vendorId, "update");
  const wanted = [...new Set(ids)];
  await assertLegalEntityIds(ctx.tx, ctx.orgId, "legal_entity_ids", wanted, (message) =>
    apiError("invalid_legal_entity", message),
  );
  const currentRows = await ctx.tx
    .select({ legalEntityId: vendorLegalEntityAssignments.legalEntityId })
    .from(vendorLegalEntityAssignments)
    .where(inOrg(vendorLegalEntityAssignments, ctx.orgId, eq(vendorLegalEntityAssignments.vendorId, vendorId)));
  const current = currentRows.map((row) => row.legalEntityId);
  const removed = current.filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !current.includes(id));
  if (removed.length > 0) {
    await ctx.tx
      .delete(vendorLegalEntityAssignments)
      .where(
        inOrg(
          vendorLegalEntityAssignments,
          ctx.orgId,
          eq(vendorLegalEntityAssignments.vendorId, vendorId),
          inArray(vendorLegalEntityAssignments.legalEntityId, removed),
        ),
      );
  }
  if (added.length > 0) {
    await ctx.tx
      .insert(vendorLegalEntityAssignments)
      .values(added.map((legalEntityId) => ({ orgId: ctx.orgId, vendorId, legalEntityId })));
  }
  if (removed.length > 0 || added.length > 0) {
    await recordProfileChange(ctx, {
      vendorId,
      entityType: "legal_entity_assignment",
      entityId: vendorId,
      entityName: vendor.name,
      action: "updated",
      before: { legal_entity_ids: [...current].sort() },
      after: { legal_entity_ids: [...wanted].sort() },
    });
  }
  return listLegalEntityAssignments(ctx, vendorId);
}
