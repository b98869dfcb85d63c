import { and, eq, notInArray } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { recordChange } from "@/lib/audit/changes";
import { customFieldTarget } from "@/lib/extensions/custom-field-targets";
import type { EditableTarget } from "./schemas";
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

/** The record whose value the field change removed or narrowed shows it in its own history. */
async function recordPrunedValue(
  ctx: ServiceContext,
  definition: Definition,
  target: { targetType: string; targetId: string },
  before: CustomFieldValue,
  after: CustomFieldValue | null,
): Promise<void> {
  const field = `custom_fields.${definition.fieldName}`;
  const handler = customFieldTarget(target.targetType as EditableTarget);
  await recordChange(ctx, {
    entityType: target.targetType,
    entityId: target.targetId,
    entityName: (await handler.nameOf?.(ctx, target.targetId).catch(() => null)) ?? null,
    action: "updated",
    before: { [field]: before },
    after: { [field]: after },
  });
}

/**
 * After a field's applies_to or options change, its stored values must still be valid: values on
 * record types it no longer applies to, and option labels that no longer exist, are removed.
 */
export async function pruneValuesAfterChange(ctx: ServiceContext, definition: Definition): Promise<void> {
  const q = ctx.tx;
  const removed = await q
    .delete(customFieldValues)
    .where(
      and(
        eq(customFieldValues.configId, definition.id),
        notInArray(customFieldValues.targetType, definition.appliesTo),
      ),
    )
    .returning();
  for (const row of removed) {
    await recordPrunedValue(ctx, definition, row, row.value, null);
  }
  if (definition.fieldType !== "select" && definition.fieldType !== "multiselect") {
    return;
  }
  const labels = new Set(definition.options.map((option) => option.label));
  const rows = await q
    .select({
      targetType: customFieldValues.targetType,
      targetId: customFieldValues.targetId,
      value: customFieldValues.value,
    })
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
    await recordPrunedValue(ctx, definition, row, row.value, kept);
  }
}
