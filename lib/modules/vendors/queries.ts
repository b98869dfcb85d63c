import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { preparedStatement } from "@/lib/db/prepared";
import { aliasInOrg, inOrg } from "@/lib/db/tenant";
import { customFieldValuesQuery } from "@/lib/modules/custom-fields";
import { statusNameJoin } from "@/lib/modules/taxonomy";
import { services, vendors } from "./tables";

type Placeholder = ReturnType<typeof sql.placeholder>;

/**
 * Tag values of a row's tag_ids, in the stored order. Columns are qualified by table name: drizzle
 * leaves them bare on single-table selects, and a bare org_id would mean the tag's own.
 */
const tagValuesOf = (table: "vendors" | "services") => {
  const row = sql.identifier(table);
  return sql<
    string[]
  >`array(select t.value from tags t where ${aliasInOrg("t", sql`${row}.org_id`)} and t.id = any(${row}.tag_ids) order by array_position(${row}.tag_ids, t.id))`;
};

/** The vendor columns the API serialises, with the status name and tag values resolved. */
export const vendorReadColumns = {
  ...getTableColumns(vendors),
  statusName: statusNameJoin.name,
  tagValues: tagValuesOf("vendors"),
};

export const statusJoin = and(eq(statusNameJoin.id, vendors.statusId), inOrg(statusNameJoin.table, vendors.orgId));

export function selectVendor(q: Queryable, orgId: string | Placeholder, vendorId: string | Placeholder) {
  return q
    .select(vendorReadColumns)
    .from(vendors)
    .leftJoin(statusNameJoin.table, statusJoin)
    .where(inOrg(vendors, orgId, eq(vendors.id, vendorId)))
    .limit(1);
}

export type VendorReadRow = Awaited<ReturnType<typeof selectVendor>>[number];

const serviceReadColumns = { ...getTableColumns(services), tagValues: tagValuesOf("services") };

/** The vendor's services, oldest first. */
export function selectServices(q: Queryable, orgId: string | Placeholder, vendorId: string | Placeholder) {
  return q
    .select(serviceReadColumns)
    .from(services)
    .where(inOrg(services, orgId, eq(services.vendorId, vendorId)))
    .orderBy(asc(services.createdAt), asc(services.id));
}

export type ServiceReadRow = Awaited<ReturnType<typeof selectServices>>[number];

export function selectServicesById(q: Queryable, orgId: string, serviceIds: string[]) {
  return q
    .select(serviceReadColumns)
    .from(services)
    .where(inOrg(services, orgId, inArray(services.id, serviceIds)));
}

// The reads on every GET of a vendor and every default list page (the web app's first page, an
// integration's full sync) are prepared once per database; filtered lists are built per request.
export const vendorByIdStatement = preparedStatement((database) =>
  selectVendor(database, sql.placeholder("orgId"), sql.placeholder("vendorId")).prepare("vrp_vendor_by_id"),
);

export const servicesOfVendorStatement = preparedStatement((database) =>
  selectServices(database, sql.placeholder("orgId"), sql.placeholder("vendorId")).prepare("vrp_services_of_vendor"),
);

/** Custom field values of all the vendor's services, without waiting for the services query. */
export const serviceFieldsOfVendorStatement = preparedStatement((database) =>
  customFieldValuesQuery(database, sql.placeholder("orgId"), "service", {
    idsFrom: database
      .select({ id: services.id })
      .from(services)
      .where(inOrg(services, sql.placeholder("orgId"), eq(services.vendorId, sql.placeholder("vendorId")))),
  }).prepare("vrp_service_fields_of_vendor"),
);

export const newestVendorsStatement = preparedStatement((database) =>
  database
    .select(vendorReadColumns)
    .from(vendors)
    .leftJoin(statusNameJoin.table, statusJoin)
    .where(inOrg(vendors, sql.placeholder("orgId")))
    .orderBy(desc(vendors.createdAt), desc(vendors.id))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare("vrp_newest_vendors"),
);

export const vendorCountStatement = preparedStatement((database) =>
  database
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(vendors)
    .where(inOrg(vendors, sql.placeholder("orgId")))
    .prepare("vrp_vendor_count"),
);
