import type { CustomFieldEntry } from "@/lib/modules/custom-fields";
import { toUnixSeconds } from "@/lib/time";
import { derivePrimaryContact } from "./contacts";
import type { ServiceReadRow, VendorReadRow } from "./queries";
import type { Service, Vendor } from "./schemas";

export function serializeService(row: ServiceReadRow, customFields: CustomFieldEntry[] = []): Service {
  return {
    id: row.id,
    vendor_id: row.vendorId,
    name: row.name,
    description: row.description,
    external_id: row.externalId,
    tags: row.tagValues,
    relationship_owner_ids: row.relationshipOwnerIds,
    watcher_ids: row.watcherIds,
    primary_contact: derivePrimaryContact(row.contacts),
    custom_fields: customFields,
    is_archived: row.isArchived,
    created_at: toUnixSeconds(row.createdAt),
  };
}

/** The lighter row of GET /v1/vendors: no services and no personnel arrays. */
export function serializeVendorListRow(row: VendorReadRow, customFields: CustomFieldEntry[] = []) {
  return {
    id: row.id,
    external_id: row.externalId,
    name: row.name,
    website: row.website,
    description: row.description,
    hq_location: row.hqLocation,
    status: row.statusName,
    status_id: row.statusId,
    tags: row.tagValues,
    use_case: row.useCase,
    tier: row.tier,
    primary_contact: derivePrimaryContact(row.contacts, row.securityContactEmail),
    inherent_risk_level_id: row.inherentRiskLevelId,
    residual_risk_level_id: row.residualRiskLevelId,
    custom_fields: customFields,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

export function serializeVendor(row: VendorReadRow, services: Service[], customFields: CustomFieldEntry[]): Vendor {
  return {
    id: row.id,
    external_id: row.externalId,
    name: row.name,
    website: row.website,
    description: row.description,
    hq_location: row.hqLocation,
    status: row.statusName,
    status_id: row.statusId,
    tags: row.tagValues,
    risk_analyst_ids: row.riskAnalystIds,
    relationship_owner_ids: row.relationshipOwnerIds,
    watcher_ids: row.watcherIds,
    inherent_risk_level_id: row.inherentRiskLevelId,
    residual_risk_level_id: row.residualRiskLevelId,
    engagement_type: row.engagementType,
    use_case: row.useCase,
    tier: row.tier,
    primary_contact: derivePrimaryContact(row.contacts, row.securityContactEmail),
    services,
    custom_fields: customFields,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}
