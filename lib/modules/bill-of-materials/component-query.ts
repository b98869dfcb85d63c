import { and, asc, count, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { findVendorInOrg } from "@/lib/modules/vendors";
import type { ComponentFilters } from "./schemas";
import { serializeComponent } from "./serialize";
import { findBomInOrg } from "./service";
import { billsOfMaterials, bomComponents } from "./tables";

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A case-insensitive prefix of the purl: served by the (org_id, lower(purl) text_pattern_ops) index. */
export const purlPrefixCondition = (prefix: string): SQL =>
  sql`lower(${bomComponents.purl}) like ${`${likeLiteral(prefix.toLowerCase())}%`}`;

/** The component lists this licence (an SPDX ID or expression as written), ignoring case. */
export const licenseCondition = (license: string): SQL =>
  sql`exists (select 1 from unnest(${bomComponents.licenses}) as l(text) where lower(l.text) = ${license.toLowerCase()})`;

/** The filters of the component searches (per BOM and across a vendor's BOMs). */
function filterConditions(filters: ComponentFilters): (SQL | undefined)[] {
  return [
    filters.q === undefined ? undefined : ilike(bomComponents.name, `%${likeLiteral(filters.q)}%`),
    filters.purl === undefined ? undefined : purlPrefixCondition(filters.purl),
    filters.component_type === undefined ? undefined : eq(bomComponents.componentType, filters.component_type),
    filters.license === undefined ? undefined : licenseCondition(filters.license),
  ];
}

async function componentPage(q: Queryable, where: SQL, filters: ComponentFilters) {
  const [rows, [total]] = await Promise.all([
    q
      .select()
      .from(bomComponents)
      .where(where)
      .orderBy(asc(bomComponents.bomId), asc(bomComponents.position))
      .limit(filters.limit)
      .offset(filters.offset),
    q.select({ value: count() }).from(bomComponents).where(where),
  ]);
  return {
    items: rows.map(serializeComponent),
    total: total?.value ?? 0,
    limit: filters.limit,
    offset: filters.offset,
  };
}

/** Components of one BOM, in file order. */
export async function searchBomComponents(q: Queryable, orgId: string, bomId: string, filters: ComponentFilters) {
  await findBomInOrg(q, orgId, bomId);
  return componentPage(
    q,
    inOrg(bomComponents, orgId, eq(bomComponents.bomId, bomId), ...filterConditions(filters)),
    filters,
  );
}

/** Components across the vendor's BOMs that are not archived (oldest BOM first, each in file order). */
export async function searchVendorComponents(q: Queryable, orgId: string, vendorId: string, filters: ComponentFilters) {
  await findVendorInOrg(q, orgId, vendorId);
  const liveBoms = q
    .select({ id: billsOfMaterials.id })
    .from(billsOfMaterials)
    .where(
      inOrg(billsOfMaterials, orgId, eq(billsOfMaterials.vendorId, vendorId), eq(billsOfMaterials.isArchived, false)),
    );
  return componentPage(
    q,
    inOrg(
      bomComponents,
      orgId,
      and(eq(bomComponents.vendorId, vendorId), sql`${bomComponents.bomId} in ${liveBoms}`),
      ...filterConditions(filters),
    ),
    filters,
  );
}
