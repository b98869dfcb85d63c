import { and, asc, type Column, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { statuses } from "@/lib/modules/taxonomy/tables";
import { services, vendors } from "./tables";

/** Tag values of a row's tag_ids, in the stored order. */
const tagValuesOf = (tagIds: Column, orgId: Column) =>
  sql<
    string[]
  >`array(select t.value from tags t where t.org_id = ${orgId} and t.id = any(${tagIds}) order by array_position(${tagIds}, t.id))`;

/** The vendor columns the API serialises, with the status name and tag values resolved. */
export const vendorReadColumns = {
  ...getTableColumns(vendors),
  statusName: statuses.name,
  tagValues: tagValuesOf(vendors.tagIds, vendors.orgId),
};

export const statusJoin = and(eq(statuses.id, vendors.statusId), eq(statuses.orgId, vendors.orgId));

export type VendorReadRow = Awaited<ReturnType<typeof selectVendor>>[number];

export function selectVendor(q: Queryable, orgId: string, vendorId: string) {
  return q
    .select(vendorReadColumns)
    .from(vendors)
    .leftJoin(statuses, statusJoin)
    .where(and(eq(vendors.orgId, orgId), eq(vendors.id, vendorId)))
    .limit(1);
}

const serviceReadColumns = { ...getTableColumns(services), tagValues: tagValuesOf(services.tagIds, services.orgId) };

export type ServiceReadRow = Awaited<ReturnType<typeof selectServices>>[number];

/** The vendor's services, oldest first. */
export function selectServices(q: Queryable, orgId: string, vendorId: string) {
  return q
    .select(serviceReadColumns)
    .from(services)
    .where(and(eq(services.orgId, orgId), eq(services.vendorId, vendorId)))
    .orderBy(asc(services.createdAt), asc(services.id));
}

export function selectServicesById(q: Queryable, orgId: string, serviceIds: string[]) {
  return q
    .select(serviceReadColumns)
    .from(services)
    .where(and(eq(services.orgId, orgId), inArray(services.id, serviceIds)));
}
