import { count, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "./client";

/** The limit/offset window of a list request. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** The `{items, total, limit, offset}` envelope of a list endpoint. */
export interface Page<R> {
  items: R[];
  total: number;
  limit: number;
  offset: number;
}

/**
 * One page of a table's rows (`where`, `orderBy`, `limit`, `offset`) and the full count of the
 * filtered set, run side by side, in the list endpoints' envelope. For a plain `select * from
 * <table>` list; a list that joins or picks columns keeps its own query.
 */
export async function listPage<T extends PgTable, R>(
  q: Queryable,
  table: T,
  where: SQL | undefined,
  orderBy: (SQL | PgColumn)[],
  page: PageWindow,
  serialize: (row: T["$inferSelect"]) => R,
): Promise<Page<R>> {
  const [rows, [totalRow]] = await Promise.all([
    q
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.limit)
      .offset(page.offset),
    q
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return {
    items: (rows as T["$inferSelect"][]).map((row) => serialize(row)),
    total: totalRow?.total ?? 0,
    limit: page.limit,
    offset: page.offset,
  };
}
