import { and, eq, notInArray } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { type CustomFieldValue, type customFieldDefinitions, customFieldValues } from "./tables";

type Definition = typeof customFieldDefinitions.$inferSelect;

/** A stored select value keeps only labels that are still options; null when none is left. */
function keepKnownLabels(value: CustomFieldValue, labels: Set<string>): CustomFieldValue | null {
  if (Array.isArray(value)) {
    const kept = value.filter((label) => labels.has(label));
    return kept.length > 0 ? kept : null;
  }
  return typeof value === "string" && labels.has(value) ? value : null;
}

/**
 * After a field's applies_to or options change, its stored values must still be valid: values on
 * record types it no longer applies to, and option labels that no longer exist, are removed.
 */
export async function pruneValuesAfterChange(q: Queryable, definition: Definition): Promise<void> {
  await q
    .delete(customFieldValues)
    .where(
      and(
        eq(customFieldValues.configId, definition.id),
        notInArray(customFieldValues.targetType, definition.appliesTo),
      ),
    );
  if (definition.fieldType !== "select" && definition.fieldType !== "multiselect") {
    return;
  }
  const labels = new Set(definition.options.map((option) => option.label));
  const rows = await q
    .select({ targetId: customFieldValues.targetId, value: customFieldValues.value })
    .from(customFieldValues)
    .where(eq(customFieldValues.configId, definition.id));
  for (const row of rows) {
    const kept = keepKnownLabels(row.value, labels);
    if (JSON.stringify(kept) === JSON.stringify(row.value)) {
      continue;
    }
    const target = and(eq(customFieldValues.configId, definition.id), eq(customFieldValues.targetId, row.targetId));
    if (kept === null) {
      await q.delete(customFieldValues).where(target);
    } else {
      await q.update(customFieldValues).set({ value: kept, updatedAt: new Date() }).where(target);
    }
  }
}
