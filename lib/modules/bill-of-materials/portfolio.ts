import { z } from "@hono/zod-openapi";
import { and, asc, count, eq, type SQL, sql } from "drizzle-orm";
import { DetailError } from "@/lib/api/errors";
import { pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { vendorNameSql } from "@/lib/modules/vendors";
import { licenseCondition, likeLiteral, purlPrefixCondition } from "./component-query";
import { BomComponentSchema, bomLimits } from "./schemas";
import { serializeComponent } from "./serialize";
import { billsOfMaterials, bomComponents } from "./tables";
import { parseVers, type VersRange, versContains } from "./versions";

/** Components a version-range search judges in JavaScript at most; more asks for a narrower search. */
export const RANGE_CANDIDATE_LIMIT = 20_000;

const text = z.string().trim().min(1).max(bomLimits.search);

export const PortfolioQuery = z
  .object({
    purl_prefix: text.optional().openapi({
      description:
        "Case-insensitive prefix of the purl: pkg:npm/express, or pkg:maven/org.apache.logging.log4j/log4j-core@.",
    }),
    name: text.optional().openapi({ description: "Case-insensitive prefix of the component's name." }),
    cpe: text.optional().openapi({ description: "Case-insensitive prefix of the CPE (cpe:2.3:a:apache:log4j)." }),
    version_range: z
      .string()
      .trim()
      .min(1)
      .max(1000)
      .optional()
      .superRefine((value, refinement) => {
        const parsed = value === undefined ? undefined : parseVers(value);
        if (parsed && !parsed.ok) {
          refinement.addIssue({ code: "custom", message: parsed.error });
        }
      })
      .openapi({
        description:
          "A vers range (vers:npm/>=2.0.0|<2.17.1); schemes npm, maven, pypi, golang and generic semver (see the API notes " +
          "for the others). Components without a version never match.",
      }),
    license: text.optional(),
    hash: text.optional().openapi({ description: "A hash value of any algorithm (hex, case-insensitive)." }),
    ...paginationQuery(),
  })
  .superRefine((query, refinement) => {
    if (!query.purl_prefix && !query.name && !query.cpe && !query.license && !query.hash) {
      refinement.addIssue({
        code: "custom",
        path: ["purl_prefix"],
        message: "Give at least one of purl_prefix, name, cpe, license and hash",
      });
    }
  });
export type PortfolioFilters = z.infer<typeof PortfolioQuery>;

export const PortfolioHitSchema = z
  .object({
    vendor_id: z.string(),
    vendor_name: z.string().nullable(),
    bill_of_materials_id: z.string(),
    service_ids: z.array(z.string()),
    component: BomComponentSchema,
  })
  .openapi("PortfolioComponent");
export const PortfolioListSchema = pageEnvelope("items", PortfolioHitSchema).openapi("PortfolioComponentList");

function conditions(filters: PortfolioFilters): (SQL | undefined)[] {
  return [
    filters.purl_prefix === undefined ? undefined : purlPrefixCondition(filters.purl_prefix),
    filters.name === undefined
      ? undefined
      : sql`lower(${bomComponents.name}) like ${`${likeLiteral(filters.name.toLowerCase())}%`}`,
    filters.cpe === undefined
      ? undefined
      : sql`lower(${bomComponents.cpe}) like ${`${likeLiteral(filters.cpe.toLowerCase())}%`}`,
    filters.license === undefined ? undefined : licenseCondition(filters.license),
    filters.hash === undefined
      ? undefined
      : sql`${bomComponents.hashValues} @> array[${filters.hash.toLowerCase()}]::text[]`,
  ];
}

/** The version a range judges: the component's own, else the one its purl carries. */
function versionOf(component: { version: string | null; purl: string | null }): string | null {
  if (component.version) {
    return component.version;
  }
  const at = component.purl?.lastIndexOf("@") ?? -1;
  return at > 0 ? decodeURIComponent((component.purl as string).slice(at + 1).split(/[?#]/)[0] as string) : null;
}

const tooBroad = () =>
  new DetailError(422, [
    {
      loc: ["query", "version_range"],
      msg: `More than ${RANGE_CANDIDATE_LIMIT} components match before the version range: narrow the search with purl_prefix or name`,
      type: "value_error",
    },
  ]);

/** The search's WHERE: the organization and the filters (a version range is judged afterwards, in JavaScript). */
export const portfolioConditions = (orgId: string, filters: PortfolioFilters): SQL =>
  inOrg(bomComponents, orgId, ...conditions(filters));

/** Only each vendor's latest BOM (the join both the page and the count make). */
const latestBomOnly = () => and(eq(billsOfMaterials.id, bomComponents.bomId), eq(billsOfMaterials.isLatest, true));

/**
 * The matching components with their BOM's services and their vendor's name, in the search's order:
 * by vendor name, then vendor, then file order. The caller adds the limit and offset.
 */
export function selectPortfolioComponents(q: Queryable, where: SQL) {
  const vendorName = vendorNameSql(bomComponents.vendorId, bomComponents.orgId).as("vendor_name");
  return q
    .select({ component: bomComponents, serviceIds: billsOfMaterials.serviceIds, vendorName })
    .from(bomComponents)
    .innerJoin(billsOfMaterials, latestBomOnly())
    .where(where)
    .orderBy(sql`vendor_name`, asc(bomComponents.vendorId), asc(bomComponents.position));
}

/** How many components match (the page's `total`). */
export function selectPortfolioCount(q: Queryable, where: SQL) {
  return q.select({ value: count() }).from(bomComponents).innerJoin(billsOfMaterials, latestBomOnly()).where(where);
}

/** A row of selectPortfolioComponents as the API answers it. */
export function serializePortfolioHit(row: {
  component: typeof bomComponents.$inferSelect;
  serviceIds: string[];
  vendorName: string | null;
}) {
  return {
    vendor_id: row.component.vendorId,
    vendor_name: row.vendorName,
    bill_of_materials_id: row.component.bomId,
    service_ids: row.serviceIds,
    component: serializeComponent(row.component),
  };
}

/**
 * Components of every vendor's latest BOM that is not archived, by vendor name, then in file order.
 * A version range is judged in JavaScript over at most RANGE_CANDIDATE_LIMIT candidates.
 */
export async function searchPortfolio(q: Queryable, orgId: string, filters: PortfolioFilters) {
  const where = portfolioConditions(orgId, filters);
  const range =
    filters.version_range === undefined
      ? undefined
      : (parseVers(filters.version_range) as { ok: true; range: VersRange }).range;
  if (range) {
    const rows = await selectPortfolioComponents(q, where).limit(RANGE_CANDIDATE_LIMIT + 1);
    if (rows.length > RANGE_CANDIDATE_LIMIT) {
      throw tooBroad();
    }
    const inRange = rows.filter((row) => {
      const version = versionOf(row.component);
      return version !== null && versContains(range, version) === true;
    });
    return {
      items: inRange.slice(filters.offset, filters.offset + filters.limit).map(serializePortfolioHit),
      total: inRange.length,
      limit: filters.limit,
      offset: filters.offset,
    };
  }
  const [rows, [total]] = await Promise.all([
    selectPortfolioComponents(q, where).limit(filters.limit).offset(filters.offset),
    selectPortfolioCount(q, where),
  ]);
  return {
    items: rows.map(serializePortfolioHit),
    total: total?.value ?? 0,
    limit: filters.limit,
    offset: filters.offset,
  };
}
