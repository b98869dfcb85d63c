/**
 * Rows per export call. Pure constants: the web app's export page imports them.
 * The default keeps a call without `limit` to one bounded page, like every other list endpoint.
 * The maximum bounds how long one call holds the server: the response streams in keyset batches,
 * so memory stays flat at any size, and 100,000 rows (the benchmark's organization) stream in
 * seconds. A larger export pages with `offset`.
 */
export const EXPORT_DEFAULT_LIMIT = 1_000;
export const EXPORT_MAX_LIMIT = 100_000;
