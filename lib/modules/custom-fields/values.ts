import { eq, type SQLWrapper, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { preparedStatement } from "@/lib/db/prepared";
import { inOrg } from "@/lib/db/tenant";
import {
  type CustomFieldTarget,
  type CustomFieldType,
  type CustomFieldValue,
  customFieldDefinitions,
  customFieldValues,
} from "./tables";

/** A value entry as records carry it (docs/api-notes.md "Custom fields"). */
export interface CustomFieldEntry {
  config_id: string;
  field_name: string;
  field_type: CustomFieldType;
  value: CustomFieldValue;
}

type Placeholder = ReturnType<typeof sql.placeholder>;

/**
 * Set values of enabled, live fields on the records `targets` selects: `= any(<one array parameter>)`,
 * or the IDs a subquery returns, to read the values of related records in the same round trip. The
 * subquery runs first as an array (not `in (...)`): a prepared statement's generic plan otherwise
 * merge-joins the whole target index.
 */
export function customFieldValuesQuery(
  q: Queryable,
  orgId: string | Placeholder,
  targetType: CustomFieldTarget | Placeholder,
  targets: { anyOf: SQLWrapper } | { idsFrom: SQLWrapper },
) {
  return q
    .select({
      targetId: customFieldValues.targetId,
      configId: customFieldDefinitions.id,
      fieldName: customFieldDefinitions.fieldName,
      fieldType: customFieldDefinitions.fieldType,
      value: customFieldValues.value,
    })
    .from(customFieldValues)
    .innerJoin(customFieldDefinitions, eq(customFieldDefinitions.id, customFieldValues.configId))
    .where(
      inOrg(
        customFieldValues,
        orgId,
        eq(customFieldValues.targetType, targetType),
        "anyOf" in targets
          ? sql`${customFieldValues.targetId} = any(${targets.anyOf})`
          : sql`${customFieldValues.targetId} = any(array${targets.idsFrom})`,
        eq(customFieldDefinitions.enabled, true),
        eq(customFieldDefinitions.isArchived, false),
      ),
    )
    .orderBy(customFieldDefinitions.position, customFieldDefinitions.createdAt, customFieldDefinitions.id);
}

// Record reads (GET of a vendor, a list page) run it on every request: built and planned once.
const valuesStatement = preparedStatement((database) =>
  customFieldValuesQuery(database, sql.placeholder("orgId"), sql.placeholder("targetType"), {
    anyOf: sql.placeholder("targetIds"),
  }).prepare("vrp_custom_field_values"),
);

type ValueRow = Awaited<ReturnType<typeof customFieldValuesQuery>>[number];

/** Query rows as entries keyed by record ID. */
export function groupByTarget(rows: ValueRow[]): Map<string, CustomFieldEntry[]> {
  const entriesByTarget = new Map<string, CustomFieldEntry[]>();
  for (const row of rows) {
    const entries = entriesByTarget.get(row.targetId) ?? [];
    entries.push({ config_id: row.configId, field_name: row.fieldName, field_type: row.fieldType, value: row.value });
    entriesByTarget.set(row.targetId, entries);
  }
  return entriesByTarget;
}

/**
 * The set values of enabled, non-archived fields on each record, keyed by record ID. Records
 * without values are absent from the map; callers default to [].
 */
export async function customFieldValuesFor(
  q: Queryable,
  orgId: string,
  targetType: CustomFieldTarget,
  targetIds: readonly string[],
): Promise<Map<string, CustomFieldEntry[]>> {
  if (targetIds.length === 0) {
    return new Map();
  }
  return groupByTarget(await customFieldValuesQuery(q, orgId, targetType, { anyOf: sql.param([...targetIds]) }));
}

/** The same, as a prepared statement on the database: for reads, never inside a transaction. */
export async function readCustomFieldValuesFor(
  orgId: string,
  targetType: CustomFieldTarget,
  targetIds: readonly string[],
): Promise<Map<string, CustomFieldEntry[]>> {
  if (targetIds.length === 0) {
    return new Map();
  }
  return groupByTarget(await valuesStatement().execute({ orgId, targetType, targetIds: [...targetIds] }));
}
