import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * Case-insensitive substring match. strpos needs no LIKE escaping, so `%` and `_` in the needle
 * match themselves.
 */
export function containsInsensitive(haystack: AnyColumn | SQL, needle: string): SQL {
  return sql`strpos(lower(${haystack}), ${needle.toLowerCase()}) > 0`;
}

/** Case-insensitive equality. */
export function equalsInsensitive(value: AnyColumn | SQL, other: string): SQL {
  return sql`lower(${value}) = ${other.toLowerCase()}`;
}
