import { asc, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { recordChange } from "@/lib/audit/changes";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import type { StatusEntity } from "./defaults";
import { documentTypes, legalEntities, riskLevels, statuses, tags } from "./tables";

const asList = <T>(items: T[]) => ({ items, total: items.length });

export async function listStatuses(ctx: ServiceContext, entity: StatusEntity | undefined) {
  const rows = await ctx.tx
    .select({ id: statuses.id, entity: statuses.entity, name: statuses.name, position: statuses.position })
    .from(statuses)
    .where(inOrg(statuses, ctx.orgId, entity ? eq(statuses.entity, entity) : undefined))
    .orderBy(asc(statuses.entity), asc(statuses.position));
  return asList(rows);
}

export async function listTags(ctx: ServiceContext) {
  const rows = await ctx.tx
    .select({ id: tags.id, value: tags.value })
    .from(tags)
    .where(inOrg(tags, ctx.orgId))
    .orderBy(asc(sql`lower(${tags.value})`));
  return asList(rows);
}

/** Create-or-get, matching case-insensitively: 201 with a new tag, 200 with the existing one. */
export async function createTag(ctx: ServiceContext, value: string) {
  const [created] = await ctx.tx
    .insert(tags)
    .values({ id: newId("tag"), orgId: ctx.orgId, value })
    .onConflictDoNothing()
    .returning({ id: tags.id, value: tags.value });
  if (created) {
    await recordChange(ctx, {
      entityType: "tag",
      entityId: created.id,
      entityName: created.value,
      action: "created",
      after: created,
    });
    return { created: true, tag: created };
  }
  const [existing] = await ctx.tx
    .select({ id: tags.id, value: tags.value })
    .from(tags)
    .where(inOrg(tags, ctx.orgId, eq(sql`lower(${tags.value})`, value.toLowerCase())));
  if (!existing) {
    throw new Error("tag conflict without an existing tag");
  }
  return { created: false, tag: existing };
}

export async function listRiskLevels(ctx: ServiceContext) {
  const rows = await ctx.tx
    .select({ id: riskLevels.id, name: riskLevels.name, rank: riskLevels.rank })
    .from(riskLevels)
    .where(inOrg(riskLevels, ctx.orgId))
    .orderBy(asc(riskLevels.rank));
  return asList(rows);
}

export async function listDocumentTypes(ctx: ServiceContext) {
  const rows = await ctx.tx
    .select({ slug: documentTypes.slug, name: documentTypes.name })
    .from(documentTypes)
    .where(inOrg(documentTypes, ctx.orgId))
    .orderBy(asc(documentTypes.position));
  return asList(rows);
}

export async function listLegalEntities(ctx: ServiceContext) {
  const rows = await ctx.tx
    .select({
      id: legalEntities.id,
      name: legalEntities.name,
      country: legalEntities.country,
      is_default: legalEntities.isDefault,
    })
    .from(legalEntities)
    .where(inOrg(legalEntities, ctx.orgId))
    .orderBy(asc(legalEntities.createdAt), asc(legalEntities.id));
  return asList(rows);
}
