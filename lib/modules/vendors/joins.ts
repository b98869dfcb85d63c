import { services, vendors } from "./tables";

/**
 * Read-only join views of the vendors and services tables, for the few statements of other modules
 * that must read a vendor in the same SQL as their own rows: a list or an export whose order,
 * filter or count spans both tables (radar alerts searched by vendor name, the zero touch
 * leaderboard, the export reports). Each exposes the table to join and the columns other modules
 * may read. Other modules read through these and never write: a change to a vendor or a service
 * goes through this module's services. Where no join is needed, use a read function of the index
 * (`vendorNamesInOrg`, `vendorIdsInOrg`, `findVendorInOrg`, ...) instead.
 */
export const vendorJoin = {
  table: vendors,
  id: vendors.id,
  orgId: vendors.orgId,
  name: vendors.name,
  externalId: vendors.externalId,
  website: vendors.website,
  statusId: vendors.statusId,
  tier: vendors.tier,
  inherentRiskLevelId: vendors.inherentRiskLevelId,
  residualRiskLevelId: vendors.residualRiskLevelId,
  engagementType: vendors.engagementType,
  useCase: vendors.useCase,
  hqLocation: vendors.hqLocation,
  contacts: vendors.contacts,
  securityContactEmail: vendors.securityContactEmail,
  tagIds: vendors.tagIds,
  createdAt: vendors.createdAt,
  updatedAt: vendors.updatedAt,
} as const;

/** The services table for another module's join, read only (see vendorJoin). */
export const serviceJoin = {
  table: services,
  id: services.id,
  orgId: services.orgId,
  vendorId: services.vendorId,
  name: services.name,
  externalId: services.externalId,
  description: services.description,
  contacts: services.contacts,
  tagIds: services.tagIds,
  createdAt: services.createdAt,
  updatedAt: services.updatedAt,
} as const;
