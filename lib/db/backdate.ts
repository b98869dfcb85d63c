import { sql } from "drizzle-orm";
import type { Queryable } from "./client";
import { inOrg, type OrgScopedIdTable } from "./tenant";

/** A record and the time it is to have been created at. */
export interface DatedRow {
  id: string;
  at: Date;
}

/**
 * Sets `created_at` (and, with `touchUpdated`, `updated_at`) of many of the organization's rows of
 * `table` in one statement, each to its own time. For the owning module's backdating function (the
 * sample data's history, written as if it had happened weeks ago: no service sets creation times);
 * another module calls that function, never this on a table it does not own.
 */
export async function setCreatedAt(
  tx: Queryable,
  table: OrgScopedIdTable,
  orgId: string,
  rows: readonly DatedRow[],
  touchUpdated: boolean,
): Promise<void> {
  if (rows.length === 0) {
    return;
  }
  const values = sql.join(
    rows.map((row) => sql`(${row.id}, ${row.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const updated = touchUpdated ? sql`, updated_at = v.at` : sql``;
  await tx.execute(
    sql`update ${table} set created_at = v.at${updated} from (values ${values}) as v(id, at) where ${inOrg(table, orgId)} and ${table.id} = v.id`,
  );
}
