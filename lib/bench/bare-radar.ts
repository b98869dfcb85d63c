import { Column, count, type DriverValueDecoder, getTableColumns, is, SQL, Table } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Database } from "@/lib/db/client";
import {
  alertConditions,
  newestAlertsFirst,
  selectAlertsWithNames,
  serializeAlertWithNames,
} from "@/lib/modules/radar/alert-query";
import { type RadarAlertListFilters, RadarAlertListQuery } from "@/lib/modules/radar/schemas";
import { radarAlerts } from "@/lib/modules/radar/tables";
import { ORG, toStatement, withOrg } from "./bare-gated-list";

/**
 * The bare server's GET /v1/radar/alerts, for the one query the benchmark sends. Its two
 * statements are not copied: they are built once by the app's own query builders
 * (lib/modules/radar/alert-query.ts, the page with names and the count by severity, as
 * listRadarAlerts runs them) and taken with `.toSQL()`, so a change to the app's query changes
 * the bare server's too. Their rows are read by the statements' own selected fields, not by counted
 * positions, and the page's go through the app's own serializer (serializeAlertWithNames), so a
 * column added to radar_alerts or a field added to the alert JSON reaches the bare server as well.
 * The organization is the only value that varies between requests.
 */

export const BENCH_ALERTS_QUERY = "severity=high&limit=50";

/** Where a selected field lands in the mapped row, and how its value is read from the driver's. */
interface SelectedField {
  /** The nested objects it sits in ("alert" for the alert's columns), then its own key. */
  parents: string[];
  key: string;
  decode: (value: unknown) => unknown;
}

/**
 * A select's fields in the order drizzle lists them in its SQL (the order of the selection object,
 * a nested object such as getTableColumns(...) or a whole table in place), each with the decoder
 * drizzle maps it with: the column's own, or the one an SQL expression was given with mapWith
 * (count() reads a number). Anything else fails here, at startup, rather than mapping a row wrong.
 */
function selectedFieldsOf(fields: Record<string, unknown>, prefix: string[] = []): SelectedField[] {
  return Object.entries(fields).flatMap(([name, field]): SelectedField[] => {
    const path = [...prefix, name];
    if (is(field, Column)) {
      return [{ parents: prefix, key: name, decode: (value) => field.mapFromDriverValue(value) }];
    }
    if (is(field, SQL) || is(field, SQL.Aliased)) {
      const expression = is(field, SQL) ? field : field.sql;
      const decoder = (expression as unknown as { decoder?: DriverValueDecoder<unknown, unknown> }).decoder;
      if (!decoder) {
        throw new Error(`bare radar: no decoder for the selected expression ${path.join(".")}`);
      }
      return [{ parents: prefix, key: name, decode: (value) => decoder.mapFromDriverValue(value) }];
    }
    if (is(field, Table)) {
      return selectedFieldsOf(getTableColumns(field), path);
    }
    if (typeof field === "object" && field !== null && Object.getPrototypeOf(field) === Object.prototype) {
      return selectedFieldsOf(field as Record<string, unknown>, path);
    }
    throw new Error(`bare radar: cannot map the selected field ${path.join(".")}`);
  });
}

/** Reads `rowMode: "array"` rows into the objects drizzle would give for the same select. */
function rowReader<Row>(query: { _: { selectedFields: Record<string, unknown> } }): (values: unknown[]) => Row {
  const fields = selectedFieldsOf(query._.selectedFields);
  return (values) => {
    if (values.length !== fields.length) {
      throw new Error(`bare radar: a row of ${values.length} values for ${fields.length} selected fields`);
    }
    const row: Record<string, unknown> = {};
    fields.forEach(({ parents, key, decode }, index) => {
      let node = row;
      for (const parent of parents) {
        if (node[parent] === undefined) {
          node[parent] = {};
        }
        node = node[parent] as Record<string, unknown>;
      }
      const value = values[index];
      node[key] = value === null ? null : decode(value);
    });
    return row as Row;
  };
}

function buildQueries(filters: RadarAlertListFilters) {
  const db = drizzle.mock() as unknown as Database;
  const where = alertConditions(ORG, filters);
  const page = selectAlertsWithNames(db)
    .where(where)
    .orderBy(...newestAlertsFirst)
    .limit(filters.limit)
    .offset(filters.offset);
  const counts = db
    .select({ severity: radarAlerts.severity, total: count() })
    .from(radarAlerts)
    .where(where)
    .groupBy(radarAlerts.severity);
  return {
    statements: { page: toStatement(page), counts: toStatement(counts) },
    pageRow: rowReader<Parameters<typeof serializeAlertWithNames>[0]>(page),
    countRow: rowReader<Awaited<typeof counts>[number]>(counts),
  };
}

const filters = RadarAlertListQuery.parse(Object.fromEntries(new URLSearchParams(BENCH_ALERTS_QUERY)));
const { statements, pageRow, countRow } = buildQueries(filters);

/** The SQL the bare server runs, for the report and for checking that it is the app's. */
export const bareAlertStatements = statements;

/** `search` must be the benchmark's query (BENCH_ALERTS_QUERY); anything else is null (404). */
export async function listAlerts(pool: pg.Pool, orgId: string, search: string) {
  if (search !== BENCH_ALERTS_QUERY) {
    return null;
  }
  const [page, counts] = await Promise.all([
    pool.query<unknown[]>({ text: statements.page.text, values: withOrg(statements.page, orgId), rowMode: "array" }),
    pool.query<unknown[]>({
      text: statements.counts.text,
      values: withOrg(statements.counts, orgId),
      rowMode: "array",
    }),
  ]);
  return {
    items: page.rows.map((row) => serializeAlertWithNames(pageRow(row))),
    total: counts.rows.reduce((sum, row) => sum + countRow(row).total, 0),
    limit: filters.limit,
    offset: filters.offset,
  };
}
