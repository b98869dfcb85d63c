import type { ServiceContext } from "@/lib/api/context";
import { recordDomainEvent } from "@/lib/events/record";
import { newId } from "@/lib/ids";
import { recordVendorChange, vendorForLog } from "../change-log";
import { withPrimaryContact } from "../contacts";
import { assertReferences, invalidVendor, requireName, uniqueIds } from "../references";
import type { CreateVendorInput, Vendor } from "../schemas";
import { vendors } from "../tables";
import { loadVendor } from "./get-vendor";

/** Omitted personnel arrays assign nobody; the response is the full vendor object (no services or custom fields yet). */
export async function createVendor(ctx: ServiceContext, input: CreateVendorInput): Promise<Vendor> {
  const name = requireName(input.name, invalidVendor);
  await assertReferences(ctx.tx, ctx.orgId, input, invalidVendor);
  const id = newId("vendor");
  await ctx.tx.insert(vendors).values({
    id,
    orgId: ctx.orgId,
    externalId: input.external_id ?? null,
    name,
    website: input.website ?? null,
    description: input.description ?? null,
    hqLocation: input.hq_location ?? null,
    useCase: input.use_case ?? null,
    statusId: input.status_id ?? null,
    tagIds: uniqueIds(input.tag_ids ?? []),
    inherentRiskLevelId: input.inherent_risk_level_id ?? null,
    residualRiskLevelId: input.residual_risk_level_id ?? null,
    engagementType: input.engagement_type ?? null,
    riskAnalystIds: uniqueIds(input.risk_analyst_ids ?? []),
    relationshipOwnerIds: uniqueIds(input.relationship_owner_ids ?? []),
    watcherIds: uniqueIds(input.watcher_ids ?? []),
    contacts: input.primary_contact ? withPrimaryContact([], input.primary_contact) : [],
  });
  await recordDomainEvent(ctx.tx, ctx.orgId, "Vendor.Created", { vendor_id: id });
  const vendor = await loadVendor(ctx.tx, ctx.orgId, id);
  await recordVendorChange(ctx, "created", null, vendorForLog(vendor));
  return vendor;
}
