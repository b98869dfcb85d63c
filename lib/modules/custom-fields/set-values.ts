import { and, eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError } from "@/lib/api/errors";
import { recordChange } from "@/lib/audit/changes";
import { inOrg } from "@/lib/db/tenant";
import { customFieldTarget } from "@/lib/extensions/custom-field-targets";
import type { EditableTarget } from "./schemas";
import { type CustomFieldValue, customFieldDefinitions, customFieldValues } from "./tables";
import { normalizeCustomFieldValue } from "./value-rules";
import { customFieldValuesFor } from "./values";

const invalidField = (configId: string, problem: string) => apiError("invalid_custom_field", `${configId}: ${problem}`);

async function loadFields(ctx: ServiceContext, targetType: EditableTarget, configIds: string[]) {
  const rows =
    configIds.length === 0
      ? []
      : await ctx.tx
          .select()
          .from(customFieldDefinitions)
          .where(inOrg(customFieldDefinitions, ctx.orgId, inArray(customFieldDefinitions.id, configIds)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return configIds.map((configId) => {
    const field = byId.get(configId);
    if (!field || field.isArchived) {
      throw invalidField(configId, "no such custom field in this organization.");
    }
    if (!field.enabled) {
      throw invalidField(configId, `"${field.fieldName}" is disabled; enable it before setting values.`);
    }
    if (!field.appliesTo.includes(targetType)) {
      throw invalidField(configId, `"${field.fieldName}" does not apply to ${targetType} records.`);
    }
    return field;
  });
}

async function storedValues(ctx: ServiceContext, targetId: string, configIds: string[]) {
  const rows =
    configIds.length === 0
      ? []
      : await ctx.tx
          .select({ configId: customFieldValues.configId, value: customFieldValues.value })
          .from(customFieldValues)
          .where(and(eq(customFieldValues.targetId, targetId), inArray(customFieldValues.configId, configIds)));
  return new Map(rows.map((row) => [row.configId, row.value]));
}

const sameValue = (a: CustomFieldValue | null | undefined, b: CustomFieldValue | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Sets the named fields' values on one record: every value is checked against its field first, then
 * all are written together; null, "" or [] clears. Fields not named keep their values.
 */
export async function setCustomFieldValues(
  ctx: ServiceContext,
  { targetType, targetId, values }: { targetType: EditableTarget; targetId: string; values: Record<string, unknown> },
) {
  const target = customFieldTarget(targetType);
  await target.assertExists(ctx, targetId);
  const configIds = Object.keys(values);
  const fields = await loadFields(ctx, targetType, configIds);
  const next = new Map<string, CustomFieldValue | null>();
  for (const field of fields) {
    next.set(field.id, await normalizeCustomFieldValue(ctx.tx, ctx.orgId, field, values[field.id]));
  }
  const current = await storedValues(ctx, targetId, configIds);
  const changed = [...next].filter(([configId, value]) => !sameValue(current.get(configId), value));
  for (const [configId, value] of changed) {
    const row = and(eq(customFieldValues.configId, configId), eq(customFieldValues.targetId, targetId));
    if (value === null) {
      await ctx.tx.delete(customFieldValues).where(row);
    } else {
      await ctx.tx
        .insert(customFieldValues)
        .values({ orgId: ctx.orgId, configId, targetType, targetId, value })
        .onConflictDoUpdate({
          target: [customFieldValues.configId, customFieldValues.targetId],
          set: { value, updatedAt: new Date() },
        });
    }
  }
  if (changed.length > 0) {
    await target.onValuesChanged?.(ctx, targetId);
    // The record's own change log: each changed custom field as `custom_fields.<field name>`.
    const label = (configId: string) => `custom_fields.${fields.find((field) => field.id === configId)?.fieldName}`;
    await recordChange(ctx, {
      entityType: targetType,
      entityId: targetId,
      entityName: (await target.nameOf?.(ctx, targetId)) ?? null,
      action: "updated",
      before: Object.fromEntries(changed.map(([configId]) => [label(configId), current.get(configId) ?? null])),
      after: Object.fromEntries(changed.map(([configId, value]) => [label(configId), value])),
    });
  }
  const entries = await customFieldValuesFor(ctx.tx, ctx.orgId, targetType, [targetId]);
  return { target_type: targetType, target_id: targetId, custom_fields: entries.get(targetId) ?? [] };
}
