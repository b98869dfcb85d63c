import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type { Database } from "@/lib/db/client";
import {
  type ContractListFilters,
  ContractListQuery,
  contractConditions,
  contractOrder,
  selectContractCount,
  selectContractsWithNames,
  serializeContractWithNames,
} from "@/lib/modules/contracts";
import { selectOrgModules } from "@/lib/modules/org/switches";
import { gatedList, ORG, toStatement } from "./bare-gated-list";

/**
 * The bare server's GET /v1/contract-records for the one query the benchmark sends: the module switch,
 * the page with its names and the count, built once by the app's own query builders
 * (lib/modules/contracts/list-query.ts and serialize.ts, as listContracts runs them) and taken with
 * `.toSQL()`, so a change to the app's query changes the bare server's too. Rows go through the app's
 * own serializer. The organization is the only value that varies between requests.
 */

const DAY = 86_400;
/** Notice deadlines before 90 days from the start of the benchmark's day: the renewal view's question. */
const NOTICE_DEADLINE_BEFORE = Math.floor(Date.now() / 1000 / DAY) * DAY + 90 * DAY;
export const BENCH_CONTRACTS_QUERY = `notice_deadline_before=${NOTICE_DEADLINE_BEFORE}&limit=50`;

const filters: ContractListFilters = ContractListQuery.parse(
  Object.fromEntries(new URLSearchParams(BENCH_CONTRACTS_QUERY)),
);
const mock = drizzle.mock() as unknown as Database;
const where = contractConditions(ORG, filters);
const statements = {
  gate: toStatement(selectOrgModules(mock, ORG)),
  page: toStatement(
    selectContractsWithNames(mock)
      .where(where)
      .orderBy(...contractOrder(filters.sort))
      .limit(filters.limit)
      .offset(filters.offset),
  ),
  count: toStatement(selectContractCount(mock).where(where)),
};

/** The contract's columns in table order: the page's select lists them first. */
const columns = Object.entries(selectContractsWithNames(mock)._.selectedFields.contract);
/** Columns drizzle reads as numbers (bigint in number mode); node-postgres gives them as text. */
const NUMBER_COLUMNS = new Set(
  columns.filter(([, column]) => column.columnType === "PgBigInt53").map(([name]) => name),
);

/** A page row as drizzle maps it: the table's columns in order, then the four names. */
function rowOf(values: unknown[]) {
  const contract = Object.fromEntries(
    columns.map(([name], index) => {
      const value = values[index];
      return [name, NUMBER_COLUMNS.has(name) && value !== null ? Number(value) : value];
    }),
  );
  const [vendorName, ownerName, statusName, parentName] = values.slice(columns.length) as (string | null)[];
  return { contract, vendorName, ownerName, statusName, parentName } as Parameters<
    typeof serializeContractWithNames
  >[0];
}

/** The SQL the bare server runs, for the report and for checking that it is the app's. */
export const bareContractStatements = statements;

/** `search` must be the benchmark's query (BENCH_CONTRACTS_QUERY); anything else is null (404). */
export async function listContractRecords(pool: pg.Pool, orgId: string, search: string) {
  if (search !== BENCH_CONTRACTS_QUERY) {
    return null;
  }
  return gatedList(pool, orgId, statements, {
    gate: "contract_records",
    bounds: filters,
    item: (row) => serializeContractWithNames(rowOf(row)),
  });
}
