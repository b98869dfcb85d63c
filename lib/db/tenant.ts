import { type AnyColumn, and, eq, type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "./client";

/**
 * Tenant scoping, written once. Every row of an organization's data carries `org_id`; a service
 * reads and writes only rows of the caller's organization, and another organization's row is
 * "not found", never "forbidden". Services build their conditions here instead of spelling
 * `eq(table.orgId, …)`; lib/db/tenant-scoping.test.ts rejects a hand-written organization filter
 * anywhere else.
 */

/** Anything with an `org_id` column: a table, an alias, an export report's source. */
export interface OrgScoped {
  orgId: AnyColumn;
}
/** A table with an `org_id` column and an `id` primary key. */
export type OrgScopedIdTable = PgTable & { orgId: AnyPgColumn; id: AnyPgColumn };

/**
 * The organization to scope by: its ID, a prepared statement's placeholder, or another table's
 * `org_id` column (a join between two tables of the same organization) or SQL.
 */
export type OrgRef = string | Placeholder | SQLWrapper;

/** `table.org_id = orgId`, and any further conditions (undefined ones are skipped). */
export function inOrg(table: OrgScoped, orgId: OrgRef, ...conditions: (SQL | undefined)[]): SQL {
  const scope = eq(table.orgId, orgId);
  return conditions.length === 0 ? scope : (and(scope, ...conditions) as SQL);
}

/**
 * `<alias>.org_id = orgId` for a raw `sql` template that names a table by an alias
 * (`from tags t where ${aliasInOrg("t", orgId)} …`).
 */
export function aliasInOrg(alias: string, orgId: SQLWrapper | string): SQL {
  return sql`${sql.identifier(alias)}.org_id = ${orgId}`;
}

/** A row lock taken by `findInOrg`: `for update` before a read-modify-write, `for share` to hold it. */
export type RowLock = "update" | "share";

export interface FindInOrgOptions {
  /** The module's not-found error, thrown when no row of this organization has the ID. */
  notFound: () => Error;
  /** Lock the row in the caller's transaction. */
  lock?: RowLock;
  /** A further condition the row must meet (a parent's ID, not archived…); otherwise not found. */
  where?: SQL;
}

/**
 * The row of `table` with this ID in the caller's organization, or the module's not-found error
 * (another organization's row is not found too). `lock` locks it for the rest of the transaction.
 */
export async function findInOrg<T extends OrgScopedIdTable>(
  q: Queryable,
  table: T,
  orgId: string,
  id: string,
  options: FindInOrgOptions,
): Promise<T["$inferSelect"]> {
  const query = q
    .select()
    .from(table as PgTable)
    .where(inOrg(table, orgId, eq(table.id, id), options.where))
    .limit(1);
  const rows = options.lock ? await query.for(options.lock) : await query;
  const [row] = rows as T["$inferSelect"][];
  if (!row) {
    throw options.notFound();
  }
  return row;
}
