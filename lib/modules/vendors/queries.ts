import { and, asc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { statuses } from "@/lib/modules/taxonomy/tables";
import { services, vendors } from "./tables";

/**
 * Tag values of a row's tag_ids, in the stored order. Columns are qualified by table name: drizzle
 * leaves them bare on single-table selects, and a bare org_id would mean the tag's own.
 */
const tagValuesOf = (table: "vendors" | "services") => {
  const row = sql.identifier(table);
  return sql<
    string[]
  >`array(select t.value from tags t where t.org_id = ${row}.org_id and t.id = any(${row}.tag_ids) order by array_position(${row}.tag_ids, t.id))`;
};

/** The vendor columns the API serialises, with the status name and tag values resolved. */
export const vendorReadColumns = {
  ...getTableColumns(vendors),
  statusName: statuses.name,
  tagValues: tagValuesOf("vendors"),
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

const serviceReadColumns = { ...getTableColumns(services), tagValues: tagValuesOf("services") };

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
