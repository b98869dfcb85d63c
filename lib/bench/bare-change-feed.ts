import { count, eq, getTableColumns } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { activityLog } from "@/lib/audit/tables";
import type { Database } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { selectOrgModules } from "@/lib/modules/org/switches";
import { changeFeedOrder, changeFeedWhere, serializeFeedEntry } from "@/lib/modules/supplier-profile/change-feed";
import { vendors } from "@/lib/modules/vendors/tables";
import { ORG, type Statement, toStatement } from "./bare-gated-list";

/**
 * The bare server's GET /v1/vendors/{vendor_id}/change_feed?limit=50: the statements the app runs
 * (the module switch, the vendor's existence, the page and the count), built by the app's own query
 * builders and taken with `.toSQL()`, so a change to the app's query changes the bare server's too.
 * The organization and the vendor are the values that vary between requests.
 */

export const BENCH_CHANGE_FEED_QUERY = "limit=50";
const LIMIT = 50;

const VENDOR = "\u0000vendor";

const mock = drizzle.mock() as unknown as Database;
const where = changeFeedWhere(ORG, VENDOR);
const statements = {
  gate: toStatement(selectOrgModules(mock, ORG)),
  vendor: toStatement(
    mock
      .select()
      .from(vendors)
      .where(inOrg(vendors, ORG, eq(vendors.id, VENDOR)))
      .limit(1),
  ),
  page: toStatement(
    mock
      .select()
      .from(activityLog)
      .where(where)
      .orderBy(...changeFeedOrder)
      .limit(LIMIT)
      .offset(0),
  ),
  count: toStatement(mock.select({ total: count() }).from(activityLog).where(where)),
};

const bind = (statement: Statement, orgId: string, vendorId: string) =>
  statement.params.map((param) => (param === ORG ? orgId : param === VENDOR ? vendorId : param));

const columnNames = Object.keys(getTableColumns(activityLog));

/** A page row as drizzle maps it (the table's columns in order), for the API's own serialisation. */
const rowOf = (values: unknown[]) =>
  Object.fromEntries(columnNames.map((name, index) => [name, values[index]])) as Parameters<
    typeof serializeFeedEntry
  >[0];

export async function listChangeFeed(pool: pg.Pool, orgId: string, vendorId: string, search: string) {
  if (search !== BENCH_CHANGE_FEED_QUERY) {
    return null;
  }
  const gate = await pool.query<{ modules: Record<string, boolean> }>(
    statements.gate.text,
    bind(statements.gate, orgId, vendorId),
  );
  const vendor = await pool.query(statements.vendor.text, bind(statements.vendor, orgId, vendorId));
  if (gate.rows[0]?.modules.supplier_profile === false || vendor.rowCount === 0) {
    return null;
  }
  const [page, total] = await Promise.all([
    pool.query<unknown[]>({
      text: statements.page.text,
      values: bind(statements.page, orgId, vendorId),
      rowMode: "array",
    }),
    pool.query<unknown[]>({
      text: statements.count.text,
      values: bind(statements.count, orgId, vendorId),
      rowMode: "array",
    }),
  ]);
  return {
    items: page.rows.map((row) => serializeFeedEntry(rowOf(row))),
    total: Number(total.rows[0]?.[0] ?? 0),
    limit: LIMIT,
    offset: 0,
  };
}
