import { getTableColumns } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { apiAuditLog } from "@/lib/audit/tables";
import type { Database } from "@/lib/db/client";
import { AuditLogQuery, auditLogQueries, serializeAuditEntry } from "@/lib/modules/audit-log";
import { ORG, type Statement, toStatement, withOrg } from "./bare-gated-list";

/**
 * The bare server's GET /v1/system_audit_log: the page and total statements the app runs, built by
 * the app's own query builder (auditLogQueries) and taken with `.toSQL()` once per query string, so a
 * change to the app's query changes the bare server's too. The organization varies between requests.
 */

const mock = drizzle.mock() as unknown as Database;
const statementsByQuery = new Map<string, { page: Statement; total: Statement; limit: number; offset: number }>();

function statementsFor(search: string) {
  let statements = statementsByQuery.get(search);
  if (!statements) {
    const filters = AuditLogQuery.parse(Object.fromEntries(new URLSearchParams(search)));
    const queries = auditLogQueries(mock, ORG, filters);
    statements = {
      page: toStatement(queries.page),
      total: toStatement(queries.total),
      limit: filters.limit,
      offset: filters.offset,
    };
    statementsByQuery.set(search, statements);
  }
  return statements;
}

const columnNames = Object.keys(getTableColumns(apiAuditLog));
const rowOf = (values: unknown[]) =>
  Object.fromEntries(columnNames.map((name, index) => [name, values[index]])) as Parameters<
    typeof serializeAuditEntry
  >[0];

export async function listAuditLogEntries(pool: pg.Pool, orgId: string, search: string) {
  const statements = statementsFor(search);
  const [page, total] = await Promise.all([
    pool.query<unknown[]>({ text: statements.page.text, values: withOrg(statements.page, orgId), rowMode: "array" }),
    pool.query<unknown[]>({ text: statements.total.text, values: withOrg(statements.total, orgId), rowMode: "array" }),
  ]);
  return {
    items: page.rows.map((row) => serializeAuditEntry(rowOf(row))),
    total: Number(total.rows[0]?.[0] ?? 0),
    limit: statements.limit,
    offset: statements.offset,
  };
}
