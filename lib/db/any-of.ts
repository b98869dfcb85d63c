import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * `column = any($1::text[])`: one array parameter however many IDs, where `inArray` binds one
 * parameter per ID (5,000 IDs are 5,000 parameters to parse and plan on every call).
 */
export function isAnyOf(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::text[])`;
}
