import { codes as currencyCodeList } from "currency-codes";
import { arrayContains, asc, eq, max, ne, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, notFound } from "@/lib/api/errors";
import { recordChange } from "@/lib/audit/changes";
import { findInOrg, inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { toUnixSeconds } from "@/lib/time";
import { pruneValuesAfterChange } from "./prune";
import type {
  CreateCustomFieldInput,
  CustomFieldListFilter,
  CustomFieldOptionInput,
  UpdateCustomFieldInput,
} from "./schemas";
import { type CustomFieldOption, type CustomFieldTarget, type CustomFieldType, customFieldDefinitions } from "./tables";

export type CustomFieldRow = typeof customFieldDefinitions.$inferSelect;

const invalidField = (message: string) => apiError("invalid_custom_field", message);
const hasOptions = (type: CustomFieldType) => type === "select" || type === "multiselect";

export function serializeCustomField(row: CustomFieldRow) {
  return {
    id: row.id,
    field_name: row.fieldName,
    field_type: row.fieldType,
    enabled: row.enabled,
    applies_to: row.appliesTo,
    options: row.options.map((option) =>
      option.color ? { label: option.label, color: option.color } : { label: option.label },
    ),
    minimum: row.minimum,
    currency: row.currency,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/** Live (non-archived) fields, in the order records list their values. */
export async function listCustomFields(ctx: ServiceContext, filter: CustomFieldListFilter) {
  const rows = await ctx.tx
    .select()
    .from(customFieldDefinitions)
    .where(
      inOrg(
        customFieldDefinitions,
        ctx.orgId,
        eq(customFieldDefinitions.isArchived, false),
        filter.include_disabled ? undefined : eq(customFieldDefinitions.enabled, true),
        filter.target ? arrayContains(customFieldDefinitions.appliesTo, [filter.target]) : undefined,
      ),
    )
    .orderBy(
      asc(customFieldDefinitions.position),
      asc(customFieldDefinitions.createdAt),
      asc(customFieldDefinitions.id),
    );
  return { items: rows.map(serializeCustomField), total: rows.length };
}

function normalizeName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0) {
    throw invalidField("field_name must not be empty.");
  }
  return name;
}

function normalizeOptions(type: CustomFieldType, raw: CustomFieldOptionInput[]): CustomFieldOption[] {
  if (!hasOptions(type)) {
    if (raw.length > 0) {
      throw invalidField(`A ${type} field takes no options; options are for select and multiselect fields.`);
    }
    return [];
  }
  if (raw.length === 0) {
    throw invalidField(`A ${type} field needs at least one option.`);
  }
  const seen = new Set<string>();
  return raw.map((option) => {
    const label = option.label.trim();
    if (label.length === 0) {
      throw invalidField("Option labels must not be empty.");
    }
    if (seen.has(label.toLowerCase())) {
      throw invalidField(`Option labels must be unique; "${label}" appears twice.`);
    }
    seen.add(label.toLowerCase());
    return option.color ? { label, color: option.color.toLowerCase() } : { label };
  });
}

const currencyCodes = new Set(currencyCodeList());

/** A number field's minimum and currency (extension); other types take neither. Undefined keeps the current one. */
function normalizeNumberRules(
  type: CustomFieldType,
  input: { minimum?: number | null; currency?: string | null },
): { minimum?: number | null; currency?: string | null } {
  const given = (value: unknown) => value !== undefined && value !== null;
  if (type !== "number") {
    if (given(input.minimum) || given(input.currency)) {
      throw invalidField(`A ${type} field takes no minimum or currency; they are for number fields.`);
    }
    return {};
  }
  const rules: { minimum?: number | null; currency?: string | null } = {};
  if (input.minimum !== undefined) {
    rules.minimum = input.minimum;
  }
  if (input.currency !== undefined) {
    const code = input.currency?.trim().toUpperCase() || null;
    if (code !== null && !currencyCodes.has(code)) {
      throw invalidField(`currency must be an ISO 4217 code such as USD or EUR; "${input.currency}" is not one.`);
    }
    rules.currency = code;
  }
  return rules;
}

async function assertNameFree(ctx: ServiceContext, name: string, exceptId?: string): Promise<void> {
  const [clash] = await ctx.tx
    .select({ id: customFieldDefinitions.id })
    .from(customFieldDefinitions)
    .where(
      inOrg(
        customFieldDefinitions,
        ctx.orgId,
        eq(customFieldDefinitions.isArchived, false),
        eq(sql`lower(${customFieldDefinitions.fieldName})`, name.toLowerCase()),
        exceptId ? ne(customFieldDefinitions.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) {
    throw apiError("custom_field_exists", `A custom field named "${name}" already exists.`);
  }
}

const uniqueTargets = (targets: CustomFieldTarget[]) => [...new Set(targets)];

export async function createCustomField(ctx: ServiceContext, input: CreateCustomFieldInput) {
  const fieldName = normalizeName(input.field_name);
  const options = normalizeOptions(input.field_type, input.options ?? []);
  const numberRules = normalizeNumberRules(input.field_type, input);
  await assertNameFree(ctx, fieldName);
  // Fields list in creation order; a position keeps that order for fields made in one transaction,
  // whose created_at is the same.
  const [last] = await ctx.tx
    .select({ position: max(customFieldDefinitions.position) })
    .from(customFieldDefinitions)
    .where(inOrg(customFieldDefinitions, ctx.orgId));
  const [row] = await ctx.tx
    .insert(customFieldDefinitions)
    .values({
      position: (last?.position ?? 0) + 1,
      id: newId("customField"),
      orgId: ctx.orgId,
      fieldName,
      fieldType: input.field_type,
      enabled: input.enabled ?? true,
      appliesTo: uniqueTargets(input.applies_to),
      options,
      minimum: numberRules.minimum ?? null,
      currency: numberRules.currency ?? null,
    })
    .returning();
  if (!row) {
    throw new Error("custom field insert returned no row");
  }
  await recordChange(ctx, {
    entityType: "custom_field",
    entityId: row.id,
    entityName: row.fieldName,
    action: "created",
    after: serializeCustomField(row),
  });
  return serializeCustomField(row);
}

/** The live field of this organization, locked for the change; archived or foreign fields are not found. */
async function lockCustomField(ctx: ServiceContext, configId: string): Promise<CustomFieldRow> {
  return findInOrg(ctx.tx, customFieldDefinitions, ctx.orgId, configId, {
    notFound: () => notFound("custom_field_not_found", "Custom field"),
    lock: "update",
    where: eq(customFieldDefinitions.isArchived, false),
  });
}

async function saveCustomField(ctx: ServiceContext, configId: string, changes: Partial<CustomFieldRow>) {
  const [row] = await ctx.tx
    .update(customFieldDefinitions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(customFieldDefinitions.id, configId))
    .returning();
  if (!row) {
    throw notFound("custom_field_not_found", "Custom field");
  }
  return row;
}

export async function updateCustomField(
  ctx: ServiceContext,
  { configId, body }: { configId: string; body: UpdateCustomFieldInput },
) {
  const current = await lockCustomField(ctx, configId);
  const changes: Partial<CustomFieldRow> = {};
  if (body.field_name !== null && body.field_name !== undefined) {
    changes.fieldName = normalizeName(body.field_name);
    await assertNameFree(ctx, changes.fieldName, configId);
  }
  if (body.applies_to) {
    changes.appliesTo = uniqueTargets(body.applies_to);
  }
  if (body.options) {
    changes.options = normalizeOptions(current.fieldType, body.options);
  }
  Object.assign(changes, normalizeNumberRules(current.fieldType, body));
  const row = await saveCustomField(ctx, configId, changes);
  await pruneValuesAfterChange(ctx, row);
  await recordChange(ctx, {
    entityType: "custom_field",
    entityId: configId,
    entityName: row.fieldName,
    action: "updated",
    before: serializeCustomField(current),
    after: serializeCustomField(row),
  });
  return serializeCustomField(row);
}

/** Enabling or disabling keeps stored values; a disabled field is only hidden from responses. */
export async function setCustomFieldEnabled(
  ctx: ServiceContext,
  { configId, enabled }: { configId: string; enabled: boolean },
) {
  const current = await lockCustomField(ctx, configId);
  if (current.enabled === enabled) {
    return serializeCustomField(current);
  }
  const row = await saveCustomField(ctx, configId, { enabled });
  await recordChange(ctx, {
    entityType: "custom_field",
    entityId: configId,
    entityName: row.fieldName,
    action: enabled ? "enabled" : "disabled",
    before: serializeCustomField(current),
    after: serializeCustomField(row),
  });
  return serializeCustomField(row);
}

/** Archiving is final: the field leaves every list and lookup, and its values are never shown again. */
export async function archiveCustomField(ctx: ServiceContext, configId: string) {
  const current = await lockCustomField(ctx, configId);
  const row = await saveCustomField(ctx, configId, { isArchived: true });
  await recordChange(ctx, {
    entityType: "custom_field",
    entityId: configId,
    entityName: row.fieldName,
    action: "archived",
    before: { ...serializeCustomField(current), is_archived: false },
    after: { ...serializeCustomField(row), is_archived: true },
  });
  return serializeCustomField(row);
}
