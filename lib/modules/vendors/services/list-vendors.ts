import { asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { inOrg } from "@/lib/db/tenant";
import { readCustomFieldValuesFor } from "@/lib/modules/custom-fields/values";
import { statuses } from "@/lib/modules/taxonomy/tables";
import { newestVendorsStatement, statusJoin, vendorCountStatement, vendorReadColumns } from "../queries";
import type { VendorListFilters } from "../schemas";
import { serializeVendorListRow } from "../serialize";
import { vendors } from "../tables";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterConditions(orgId: string, filters: VendorListFilters): SQL | undefined {
  return inOrg(
    vendors,
    orgId,
    filters.name ? sql`${vendors.name} ilike ${`%${escapeLike(filters.name)}%`}` : undefined,
    filters.external_id !== undefined ? eq(vendors.externalId, filters.external_id) : undefined,
    filters.status_id !== undefined ? eq(vendors.statusId, filters.status_id) : undefined,
    filters.tag_id !== undefined ? sql`${vendors.tagIds} @> array[${filters.tag_id}]::text[]` : undefined,
    filters.tier !== undefined ? eq(vendors.tier, filters.tier) : undefined,
    filters.inherent_risk_level_id !== undefined
      ? eq(vendors.inherentRiskLevelId, filters.inherent_risk_level_id)
      : undefined,
    filters.residual_risk_level_id !== undefined
      ? eq(vendors.residualRiskLevelId, filters.residual_risk_level_id)
      : undefined,
  );
}

/** Newest first by default; each sort key has a matching (org_id, key, id) index. */
function ordering(filters: VendorListFilters): SQL[] {
  const direction = filters.order ?? (filters.sort === "name" ? "asc" : "desc");
  const by = direction === "asc" ? asc : desc;
  const key =
    filters.sort === "name"
      ? sql`lower(${vendors.name})`
      : filters.sort === "updated_at"
        ? vendors.updatedAt
        : vendors.createdAt;
  return [by(key), by(vendors.id)];
}

const filterKeys = [
  "name",
  "external_id",
  "status_id",
  "tag_id",
  "tier",
  "inherent_risk_level_id",
  "residual_risk_level_id",
] as const;

/** No filter and the spec's order (newest first): the prepared statements answer it. */
function isDefaultListing(filters: VendorListFilters): boolean {
  return (
    filterKeys.every((key) => filters[key] === undefined) &&
    filters.sort === "created_at" &&
    (filters.order ?? "desc") === "desc"
  );
}

async function pageOf(ctx: ServiceContext, filters: VendorListFilters) {
  if (isDefaultListing(filters)) {
    const [rows, [totalRow]] = await Promise.all([
      newestVendorsStatement().execute({ orgId: ctx.orgId, limit: filters.limit, offset: filters.offset }),
      vendorCountStatement().execute({ orgId: ctx.orgId }),
    ]);
    return { rows, total: totalRow?.total ?? 0 };
  }
  const where = filterConditions(ctx.orgId, filters);
  const [rows, [totalRow]] = await Promise.all([
    ctx.tx
      .select(vendorReadColumns)
      .from(vendors)
      .leftJoin(statuses, statusJoin)
      .where(where)
      .orderBy(...ordering(filters))
      .limit(filters.limit)
      .offset(filters.offset),
    ctx.tx.select({ total: count() }).from(vendors).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** A read (ctx from readContext): never called inside a transaction. */
export async function listVendors(ctx: ServiceContext, filters: VendorListFilters) {
  const { rows, total } = await pageOf(ctx, filters);
  const customFields = filters.include_custom_fields
    ? await readCustomFieldValuesFor(
        ctx.orgId,
        "vendor",
        rows.map((row) => row.id),
      )
    : new Map();
  return {
    items: rows.map((row) => serializeVendorListRow(row, customFields.get(row.id) ?? [])),
    total,
    limit: filters.limit,
    offset: filters.offset,
  };
}
