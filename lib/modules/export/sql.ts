import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { aliasInOrg } from "@/lib/db/tenant";

/** A timestamptz as integer Unix seconds (float8, so both drivers return a JS number, not a string). */
export const unixSeconds = (column: AnyColumn | SQL): SQL => sql`floor(extract(epoch from ${column}))::float8`;

/** A bigint column as a JS number (node-postgres returns int8 as a string). */
export const asNumber = (column: AnyColumn | SQL): SQL => sql`${column}::float8`;

/**
 * A table's primary contact email as the API derives `primary_contact`: the first
 * stored contact having an email, else `fallback` (the vendor's security contact).
 */
export function primaryContactEmail(contacts: AnyColumn, fallback?: AnyColumn): SQL {
  const first = sql`(select c->>'email' from jsonb_array_elements(${contacts}) c where coalesce(c->>'email', '') <> '' limit 1)`;
  return fallback ? sql`coalesce(${first}, nullif(${fallback}, ''))` : first;
}

/** Tag values of a row's tag_ids, in the stored order, joined with "; " (null when none). */
export function tagList(tagIds: AnyColumn, orgId: AnyColumn): SQL {
  return sql`(select string_agg(t.value, '; ' order by array_position(${tagIds}, t.id)) from tags t where ${aliasInOrg("t", orgId)} and t.id = any(${tagIds}))`;
}
