import type { Database } from "./client";

interface DriverClient {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * One statement straight to the driver (node-postgres pool or PGlite), skipping the query builder.
 * Only for the job queue's and webhook delivery's hot statements, run thousands of times a second,
 * where building the query cost more than sending it. Parameters are $1..$n; both drivers send a JS
 * array as a PostgreSQL array, and JSON goes as text with a `::jsonb` cast.
 */
export async function queryRows<Row>(database: Database, text: string, params: unknown[] = []): Promise<Row[]> {
  const client = (database as unknown as { $client: DriverClient }).$client;
  return (await client.query<Row>(text, params)).rows;
}
