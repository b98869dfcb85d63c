import { is, Placeholder } from "drizzle-orm";
import pg from "pg";
import type { Database } from "./client";

interface DriverClient {
  query<Row>(text: string | pg.QueryConfig, params?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * A statement node-postgres prepares once per connection under `name`, then only binds and runs:
 * no parse and no planning on each call. PGlite runs its text as usual. A name belongs to one text.
 */
export interface NamedStatement {
  name: string;
  text: string;
}

/**
 * One statement straight to the driver (node-postgres pool or PGlite), skipping the query builder.
 * Only for the job queue's and webhook delivery's hot statements, run thousands of times a second,
 * where building the query cost more than sending it. Parameters are $1..$n; both drivers send a JS
 * array as a PostgreSQL array, and JSON goes as text with a `::jsonb` cast.
 */
export async function queryRows<Row>(
  database: Database,
  statement: string | NamedStatement,
  params: unknown[] = [],
  parsers?: ResultParsers,
): Promise<Row[]> {
  const client = (database as unknown as { $client: DriverClient }).$client;
  const text = typeof statement === "string" ? statement : statement.text;
  if ((client as unknown) instanceof pg.Pool) {
    const name = typeof statement === "string" ? undefined : statement.name;
    return (await client.query<Row>({ name, text, values: params, ...(parsers ? { types: pgTypes(parsers) } : {}) }))
      .rows;
  }
  // PGlite: query(text, params, { parsers }).
  const pglite = client as unknown as {
    query<R>(text: string, params: unknown[], options?: { parsers: ResultParsers }): Promise<{ rows: R[] }>;
  };
  return (await pglite.query<Row>(text, params, parsers ? { parsers } : undefined)).rows;
}

/** Text parsers by type OID for one statement's columns, in place of the driver's defaults. */
export type ResultParsers = Record<number, (text: string) => unknown>;

const pgTypes = (parsers: ResultParsers) => ({
  getTypeParser: (oid: number, format?: string) =>
    parsers[oid] ?? (pg.types.getTypeParser as (oid: number, format?: string) => unknown)(oid, format),
});

/** A built query as a NamedStatement, and how to fill its placeholders by name. */
export interface BindableStatement {
  statement: NamedStatement;
  bind(values: Record<string, unknown>): unknown[];
}

/**
 * Takes a query builder's SQL once (`sql.placeholder(name)` where values vary) for queryRows: the
 * rows come as the driver gives them, named as the SQL's columns, with none of the builder's
 * per-row mapping.
 */
export function bindableStatement(
  name: string,
  query: { toSQL(): { sql: string; params: unknown[] } },
): BindableStatement {
  const { sql, params } = query.toSQL();
  return {
    statement: { name, text: sql },
    bind: (values) => params.map((param) => (is(param, Placeholder) ? values[param.name] : param)),
  };
}
