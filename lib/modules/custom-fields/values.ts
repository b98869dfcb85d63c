import { and, eq, inArray } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import {
  type CustomFieldTarget,
  type CustomFieldType,
  type CustomFieldValue,
  customFieldDefinitions,
  customFieldValues,
} from "./tables";

/** A value entry as records carry it (02 "Custom field definition and values"). */
export interface CustomFieldEntry {
  config_id: string;
  field_name: string;
  field_type: CustomFieldType;
  value: CustomFieldValue;
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
  const byTarget = new Map<string, CustomFieldEntry[]>();
  if (targetIds.length === 0) {
    return byTarget;
  }
  const rows = await q
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
      and(
        eq(customFieldValues.orgId, orgId),
        eq(customFieldValues.targetType, targetType),
        inArray(customFieldValues.targetId, [...targetIds]),
        eq(customFieldDefinitions.enabled, true),
        eq(customFieldDefinitions.isArchived, false),
      ),
    )
    .orderBy(customFieldDefinitions.position, customFieldDefinitions.createdAt, customFieldDefinitions.id);
  for (const row of rows) {
    const entries = byTarget.get(row.targetId) ?? [];
    entries.push({ config_id: row.configId, field_name: row.fieldName, field_type: row.fieldType, value: row.value });
    byTarget.set(row.targetId, entries);
  }
  return byTarget;
}
