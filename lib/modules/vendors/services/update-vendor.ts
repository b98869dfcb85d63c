import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import type { ChangeContext } from "@/lib/audit/changes";
import { inOrg } from "@/lib/db/tenant";
import { recordDomainEvent } from "@/lib/events/record";
import { recordVendorChange, vendorSnapshot } from "../change-log";
import { changedValues } from "../changed-values";
import { withPrimaryContact } from "../contacts";
import { findVendorInOrg, type VendorRow } from "../lookup";
import { assertReferences, invalidVendor, requireName, uniqueIds } from "../references";
import type { UpdateVendorInput, Vendor } from "../schemas";
import { vendors } from "../tables";
import { loadVendor } from "./get-vendor";

/** `null` and omitted both mean "leave unchanged"; an array replaces the whole set. */
function requestedValues(current: VendorRow, input: UpdateVendorInput): Partial<VendorRow> {
  const ids = (value: string[] | null | undefined) => (value == null ? undefined : uniqueIds(value));
  return {
    name: input.name == null ? undefined : requireName(input.name, invalidVendor),
    website: input.website ?? undefined,
    description: input.description ?? undefined,
    hqLocation: input.hq_location ?? undefined,
    useCase: input.use_case ?? undefined,
    engagementType: input.engagement_type ?? undefined,
    statusId: input.status_id ?? undefined,
    tagIds: ids(input.tag_ids),
    inherentRiskLevelId: input.inherent_risk_level_id ?? undefined,
    residualRiskLevelId: input.residual_risk_level_id ?? undefined,
    riskAnalystIds: ids(input.risk_analyst_ids),
    relationshipOwnerIds: ids(input.relationship_owner_ids),
    watcherIds: ids(input.watcher_ids),
    contacts: input.primary_contact ? withPrimaryContact(current.contacts, input.primary_contact) : undefined,
  };
}

/** Writes and emits Vendor.Updated only when a stored value actually changes. */
export async function updateVendor(
  ctx: ServiceContext,
  { vendorId, body: input }: { vendorId: string; body: UpdateVendorInput },
): Promise<Vendor> {
  const current = await findVendorInOrg(ctx.tx, ctx.orgId, vendorId, "update");
  const requested = requestedValues(current, input);
  await assertReferences(ctx.tx, ctx.orgId, input, invalidVendor);
  await writeVendorChanges(ctx, current, requested);
  return loadVendor(ctx.tx, ctx.orgId, vendorId);
}

/**
 * Stores the requested values that differ from `current` (a row locked by the caller) and records
 * Vendor.Updated and the change log entry; a request that changes nothing writes nothing. Returns
 * whether anything changed.
 */
export async function writeVendorChanges(
  ctx: ChangeContext,
  current: VendorRow,
  requested: Partial<VendorRow>,
): Promise<boolean> {
  const changes = changedValues(current, requested);
  if (Object.keys(changes).length === 0) {
    return false;
  }
  const { tx } = ctx;
  const before = await vendorSnapshot(tx, current.orgId, current.id);
  await tx
    .update(vendors)
    .set({ ...changes, updatedAt: new Date() })
    .where(inOrg(vendors, current.orgId, eq(vendors.id, current.id)));
  await recordDomainEvent(tx, current.orgId, "Vendor.Updated", { vendor_id: current.id });
  await recordVendorChange(ctx, "updated", before, await vendorSnapshot(tx, current.orgId, current.id));
  return true;
}
