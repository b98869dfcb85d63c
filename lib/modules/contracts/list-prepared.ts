import { type Placeholder, sql } from "drizzle-orm";
import { preparedStatementsByShape } from "@/lib/db/prepared";
import { contractConditions, contractOrder, selectContractCount } from "./list-query";
import type { ContractListFilters } from "./schemas";
import { selectContractsWithNames } from "./serialize";

/** The list's filters that bind as plain values (the text search builds a pattern, so it is left to the builder). */
const BOUND_FILTERS = [
  "vendor_id",
  "expiring_before",
  "notice_deadline_before",
  "auto_renew",
  "contract_type",
  "lifecycle_status_id",
  "owner_user_id",
  "parent_contract_id",
] as const;
type BoundFilter = (typeof BOUND_FILTERS)[number];

interface Shape {
  present: BoundFilter[];
  includeArchived: boolean;
  sort: ContractListFilters["sort"];
}

const shapeKey = (shape: Shape) =>
  [shape.present.join(","), shape.includeArchived ? "archived" : "current", shape.sort ?? "created_at"].join("|");

/** The shape's conditions with a placeholder where each value goes. */
function placeholderConditions(shape: Shape) {
  const placeholders: Partial<Record<BoundFilter, Placeholder>> = {};
  for (const filter of shape.present) {
    placeholders[filter] = sql.placeholder(filter);
  }
  // The builder only reads the filters' presence and passes each value on to a comparison, which
  // takes a placeholder as readily as a value.
  const filters = { ...placeholders, include_archived: shape.includeArchived } as unknown as ContractListFilters;
  return contractConditions(sql.placeholder("orgId"), filters);
}

const pageStatement = preparedStatementsByShape("vrp_contract_page", shapeKey, (database, name, shape: Shape) =>
  selectContractsWithNames(database)
    .where(placeholderConditions(shape))
    .orderBy(...contractOrder(shape.sort))
    .limit(sql.placeholder("limit"))
    .offset(sql.placeholder("offset"))
    .prepare(name),
);

const countStatement = preparedStatementsByShape("vrp_contract_count", shapeKey, (database, name, shape: Shape) =>
  selectContractCount(database).where(placeholderConditions(shape)).prepare(name),
);

/**
 * A list page and its count through statements prepared once per filter shape: the list's usual
 * requests (a deadline or a vendor, newest or soonest first) skip building the SQL each time, which
 * cost the web server about a millisecond per request (docs/performance.md, "Contract list").
 * Null when the filters include a text search.
 */
export function preparedContractList(orgId: string, filters: ContractListFilters) {
  if (filters.q?.trim()) {
    return null;
  }
  const present = BOUND_FILTERS.filter((filter) => filters[filter] !== undefined);
  const shape: Shape = { present, includeArchived: filters.include_archived, sort: filters.sort };
  const values: Record<string, unknown> = { orgId, limit: filters.limit, offset: filters.offset };
  for (const filter of present) {
    values[filter] = filters[filter];
  }
  return Promise.all([pageStatement(shape).execute(values), countStatement(shape).execute(values)]);
}
