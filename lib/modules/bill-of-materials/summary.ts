import { asc, count, countDistinct, desc, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { type BomSummary, bomLimits } from "./schemas";
import { findBomInOrg } from "./service";
import { bomComponents } from "./tables";

type ComponentType = BomSummary["component_types"][number]["component_type"];

/**
 * A BOM's components counted by type and by licence, in SQL: what the vendor page's summary and
 * facets show, without reading the components (a BOM may list tens of thousands). Licences are the
 * entries of `licenses` as written (an SPDX ID or expression each), counted once per component.
 * Until the BOM is parsed every count is zero (a parse in progress has written only some batches).
 */
export async function summarizeBom(q: Queryable, orgId: string, bomId: string): Promise<BomSummary> {
  const bom = await findBomInOrg(q, orgId, bomId);
  const summary: BomSummary = {
    bill_of_materials_id: bom.id,
    parse_status: bom.parseStatus as BomSummary["parse_status"],
    component_count: 0,
    component_types: [],
    licenses: { items: [], distinct_count: 0, total_count: 0, without_license: 0 },
  };
  if (bom.parseStatus !== "parsed") {
    return summary;
  }
  const ofBom = inOrg(bomComponents, orgId, eq(bomComponents.bomId, bom.id));
  // One row per component and licence it lists (a licence listed twice by a component counts once).
  const pairs = q
    .selectDistinct({
      componentId: bomComponents.id,
      license: sql<string>`unnest(${bomComponents.licenses})`.as("license"),
    })
    .from(bomComponents)
    .where(ofBom)
    .as("pairs");
  const [types, licenses, [licenseTotals], [componentTotals]] = await Promise.all([
    q
      .select({ componentType: bomComponents.componentType, count: count() })
      .from(bomComponents)
      .where(ofBom)
      .groupBy(bomComponents.componentType)
      .orderBy(desc(count()), asc(bomComponents.componentType)),
    q
      .select({ license: pairs.license, count: count() })
      .from(pairs)
      .groupBy(pairs.license)
      // Byte order among ties: the same on every server, whatever its default collation.
      .orderBy(desc(count()), sql`${pairs.license} collate "C"`)
      .limit(bomLimits.summaryLicenses),
    q.select({ distinct: countDistinct(pairs.license), total: count() }).from(pairs),
    q
      .select({
        components: count(),
        withoutLicense: sql<number>`count(*) filter (where cardinality(${bomComponents.licenses}) = 0)`.mapWith(Number),
      })
      .from(bomComponents)
      .where(ofBom),
  ]);
  return {
    ...summary,
    component_count: componentTotals?.components ?? 0,
    component_types: types.map((row) => ({ component_type: row.componentType as ComponentType, count: row.count })),
    licenses: {
      items: licenses.map((row) => ({ license: row.license, count: row.count })),
      distinct_count: licenseTotals?.distinct ?? 0,
      total_count: licenseTotals?.total ?? 0,
      without_license: componentTotals?.withoutLicense ?? 0,
    },
  };
}
