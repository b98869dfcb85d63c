import { type AnyColumn, eq, type SQL, sql } from "drizzle-orm";
import { inOrg } from "@/lib/db/tenant";
import { statuses } from "./tables";

/**
 * Whether the organization's status `statusId` is one of `names` (compared trimmed and lower-cased:
 * pass the names lower-cased), as a condition of another module's query. False without a status.
 */
export function statusNameIsOneOf(statusId: AnyColumn, orgId: AnyColumn, names: readonly string[]): SQL {
  if (names.length === 0) {
    return sql`false`;
  }
  const wanted = sql.join(
    names.map((name) => sql`${name}`),
    sql`, `,
  );
  return sql`exists (select 1 from ${statuses} where ${inOrg(
    statuses,
    orgId,
    eq(statuses.id, statusId),
    sql`lower(trim(${statuses.name})) in (${wanted})`,
  )})`;
}
