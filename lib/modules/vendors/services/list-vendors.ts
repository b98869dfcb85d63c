import { asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { aliasInOrg, inOrg } from "@/lib/db/tenant";
import { readCustomFieldValuesFor } from "@/lib/modules/custom-fields";
import { statusNameJoin } from "@/lib/modules/taxonomy";
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

/** The rank of the vendor's risk level (a scalar subquery on the level's primary key; null without one). */
const riskRank = (column: "inherent_risk_level_id" | "residual_risk_level_id") =>
  sql`(select r.rank from risk_levels r where ${aliasInOrg("r", sql`${sql.identifier("vendors")}.org_id`)} and r.id = ${sql.identifier("vendors")}.${sql.identifier(column)})`;

/**
 * Newest first by default; each timestamp and name sort has a matching (org_id, key, id) index. The
 * risk sorts order by the level's rank, vendors without a level last whichever the direction.
 */
function ordering(filters: VendorListFilters): SQL[] {
  const byRisk = filters.sort === "inherent_risk" || filters.sort === "residual_risk";
  const direction = filters.order ?? (filters.sort === "name" || byRisk ? "asc" : "desc");
  const by = direction === "asc" ? asc : desc;
  if (byRisk) {
    const rank = riskRank(filters.sort === "inherent_risk" ? "inherent_risk_level_id" : "residual_risk_level_id");
    return [sql`${rank} ${sql.raw(direction)} nulls last`, by(vendors.id)];
  }
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
      .leftJoin(statusNameJoin.table, statusJoin)
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
