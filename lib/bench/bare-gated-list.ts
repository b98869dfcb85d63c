import type pg from "pg";
import type { OrgModules } from "@/lib/modules/org/tables";

/**
 * What the bare servers' list routes share: statements taken once from the app's own query builders
 * with `.toSQL()`, the organization standing in as a placeholder parameter, and a list answered as
 * the app does (the module switch first, then the page and the count side by side).
 */

export const ORG = "\u0000org";

export interface Statement {
  text: string;
  params: unknown[];
}

export const toStatement = (query: { toSQL(): { sql: string; params: unknown[] } }): Statement => {
  const { sql, params } = query.toSQL();
  return { text: sql, params };
};

export const withOrg = (statement: Statement, orgId: string) =>
  statement.params.map((param) => (param === ORG ? orgId : param));

export interface GatedListStatements {
  gate: Statement;
  page: Statement;
  count: Statement;
}

/** `{items, total, limit, offset}` as the app answers it, or null (404) while the module is off. */
export async function gatedList<Item>(
  pool: pg.Pool,
  orgId: string,
  statements: GatedListStatements,
  options: { gate: keyof OrgModules; bounds: { limit: number; offset: number }; item: (row: unknown[]) => Item },
) {
  const gate = await pool.query<{ modules: Record<string, boolean> }>(
    statements.gate.text,
    withOrg(statements.gate, orgId),
  );
  if (gate.rows[0]?.modules[options.gate] === false) {
    return null;
  }
  const [page, total] = await Promise.all([
    pool.query<unknown[]>({ text: statements.page.text, values: withOrg(statements.page, orgId), rowMode: "array" }),
    pool.query<unknown[]>({ text: statements.count.text, values: withOrg(statements.count, orgId), rowMode: "array" }),
  ]);
  return {
    items: page.rows.map(options.item),
    total: Number(total.rows[0]?.[0] ?? 0),
    limit: options.bounds.limit,
    offset: options.bounds.offset,
  };
}
