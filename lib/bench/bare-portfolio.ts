import { Column, is } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Database } from "@/lib/db/client";
import {
  type PortfolioFilters,
  PortfolioQuery,
  portfolioConditions,
  selectPortfolioComponents,
  selectPortfolioCount,
  serializePortfolioHit,
} from "@/lib/modules/bill-of-materials";
import { selectOrgModules } from "@/lib/modules/org/switches";
import { gatedList, ORG, toStatement } from "./bare-gated-list";

/**
 * The bare server's GET /v1/bill_of_materials/portfolio/components for the queries the benchmark
 * sends: the module switch, the page (each vendor's latest BOM, with the BOM's services and the
 * vendor's name) and the count, built once per query by the module's own query builders
 * (lib/modules/bill-of-materials/portfolio.ts, as searchPortfolio runs them) and taken with
 * `.toSQL()`, so a change to the app's query changes the bare server's too. Rows go through the
 * app's own serializer. The organization is the only value that varies between requests.
 */

/** The prefixes searched: a family of npm packages (express, express-session, …) and one Maven artifact. */
export const BENCH_PORTFOLIO_PREFIXES = ["pkg:npm/express", "pkg:maven/org.apache.logging.log4j/log4j-core@"];
export const benchPortfolioQuery = (prefix: string) =>
  new URLSearchParams({ purl_prefix: prefix, limit: "50" }).toString();

const mock = drizzle.mock() as unknown as Database;

function statementsOf(search: string) {
  const filters: PortfolioFilters = PortfolioQuery.parse(Object.fromEntries(new URLSearchParams(search)));
  const where = portfolioConditions(ORG, filters);
  return {
    filters,
    gate: toStatement(selectOrgModules(mock, ORG)),
    page: toStatement(selectPortfolioComponents(mock, where).limit(filters.limit).offset(filters.offset)),
    count: toStatement(selectPortfolioCount(mock, where)),
  };
}

const STATEMENTS = new Map(
  BENCH_PORTFOLIO_PREFIXES.map((prefix) => [benchPortfolioQuery(prefix), statementsOf(benchPortfolioQuery(prefix))]),
);

/** The SQL the bare server runs per query, for the report and for checking that it is the app's. */
export const barePortfolioStatements = STATEMENTS;

/**
 * The component's columns in table order: the page's select lists them first, then the services and
 * the name (the table object also carries non-column members, such as enableRLS).
 */
const columns = Object.entries(
  selectPortfolioComponents(mock, portfolioConditions(ORG, {} as PortfolioFilters))._.selectedFields.component,
)
  .filter(([, value]) => is(value, Column))
  .map(([name]) => name);

type PortfolioRow = Parameters<typeof serializePortfolioHit>[0];

/** A page row as drizzle maps it: the component's columns, then the BOM's services, then the vendor's name. */
function rowOf(values: unknown[]): PortfolioRow {
  const component = Object.fromEntries(columns.map((name, index) => [name, values[index]]));
  const [serviceIds, vendorName] = values.slice(columns.length) as [string[], string | null];
  return { component, serviceIds, vendorName } as PortfolioRow;
}

/** `search` must be one of the benchmark's queries (benchPortfolioQuery); anything else is null (404). */
export async function searchPortfolioComponents(pool: pg.Pool, orgId: string, search: string) {
  const statements = STATEMENTS.get(search);
  if (!statements) {
    return null;
  }
  return gatedList(pool, orgId, statements, {
    gate: "bill_of_materials",
    bounds: statements.filters,
    item: (row) => serializePortfolioHit(rowOf(row)),
  });
}
