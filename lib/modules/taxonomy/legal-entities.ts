import { eq, ne } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { recordChange } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { toUnixSeconds } from "@/lib/time";
import type { CreateLegalEntityInput, LegalEntityRecord, UpdateLegalEntityInput } from "./schemas";
import { legalEntities } from "./tables";

type LegalEntityRow = typeof legalEntities.$inferSelect;

const serializeLegalEntity = (row: LegalEntityRow): LegalEntityRecord => ({
  id: row.id,
  name: row.name,
  country: row.country,
  is_default: row.isDefault,
  created_at: toUnixSeconds(row.createdAt),
});

async function recordLegalEntityChange(
  ctx: ServiceContext,
  action: "created" | "updated",
  before: LegalEntityRecord | null,
  after: LegalEntityRecord,
) {
  await recordChange(ctx, {
    entityType: "legal_entity",
    entityId: after.id,
    entityName: after.name,
    action,
    before,
    after,
  });
}

/**
 * Locks every legal entity of the organization, so that two requests making different entities the
 * default run one after the other (signup always creates one, so there is a row to lock).
 */
async function lockLegalEntities(ctx: ServiceContext) {
  await ctx.tx
    .select({ id: legalEntities.id })
    .from(legalEntities)
    .where(inOrg(legalEntities, ctx.orgId))
    .for("update");
}

/** The organization's other default (if any) stops being the default; its change is recorded. */
async function demoteDefault(ctx: ServiceContext, exceptId: string | null) {
  const demoted = await ctx.tx
    .update(legalEntities)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      inOrg(
        legalEntities,
        ctx.orgId,
        eq(legalEntities.isDefault, true),
        exceptId === null ? undefined : ne(legalEntities.id, exceptId),
      ),
    )
    .returning();
  for (const row of demoted) {
    const after = serializeLegalEntity(row);
    await recordLegalEntityChange(ctx, "updated", { ...after, is_default: true }, after);
  }
}

/** A legal entity of this organization, or 404 legal_entity_not_found (another organization's too). */
export function findLegalEntityInOrg(q: Queryable, orgId: string, legalEntityId: string, lock?: RowLock) {
  return findInOrg(q, legalEntities, orgId, legalEntityId, {
    notFound: () => notFound("legal_entity_not_found", "Legal entity"),
    lock,
  });
}

/** PATCH /v1/legal_entities/{legal_entity_id}: another organization's ID is a 404 before the body is read. */
export const requireLegalEntityInOrg = requireInOrg("legal_entity_id", findLegalEntityInOrg);

/** POST /v1/legal_entities: is_default true demotes the previous default. */
export async function createLegalEntity(
  ctx: ServiceContext,
  input: CreateLegalEntityInput,
): Promise<LegalEntityRecord> {
  const isDefault = input.is_default ?? false;
  if (isDefault) {
    await lockLegalEntities(ctx);
    await demoteDefault(ctx, null);
  }
  const [row] = await ctx.tx
    .insert(legalEntities)
    .values({ id: newId("legalEntity"), orgId: ctx.orgId, name: input.name, country: input.country, isDefault })
    .returning();
  if (!row) {
    throw new Error("legal entity insert returned no row");
  }
  const created = serializeLegalEntity(row);
  await recordLegalEntityChange(ctx, "created", null, created);
  return created;
}

/** PATCH /v1/legal_entities/{id}: only supplied fields change; nothing changed records nothing. */
export async function updateLegalEntity(
  ctx: ServiceContext,
  { legalEntityId, body: input }: { legalEntityId: string; body: UpdateLegalEntityInput },
): Promise<LegalEntityRecord> {
  if (input.is_default === true) {
    await lockLegalEntities(ctx);
  }
  const current = await findLegalEntityInOrg(ctx.tx, ctx.orgId, legalEntityId, "update");
  const changes: Partial<LegalEntityRow> = {};
  if (input.name !== undefined && input.name !== current.name) {
    changes.name = input.name;
  }
  if (input.country !== undefined && input.country !== current.country) {
    changes.country = input.country;
  }
  if (input.is_default !== undefined && input.is_default !== current.isDefault) {
    changes.isDefault = input.is_default;
  }
  if (Object.keys(changes).length === 0) {
    return serializeLegalEntity(current);
  }
  if (changes.isDefault) {
    await demoteDefault(ctx, current.id);
  }
  const [row] = await ctx.tx
    .update(legalEntities)
    .set({ ...changes, updatedAt: new Date() })
    .where(inOrg(legalEntities, ctx.orgId, eq(legalEntities.id, current.id)))
    .returning();
  if (!row) {
    throw new Error("legal entity update returned no row");
  }
  const updated = serializeLegalEntity(row);
  await recordLegalEntityChange(ctx, "updated", serializeLegalEntity(current), updated);
  return updated;
}
