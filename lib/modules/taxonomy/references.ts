import { type AnyColumn, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ApiError } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { inOrg, type OrgScopedIdTable } from "@/lib/db/tenant";
import type { StatusEntity } from "./defaults";
import { documentTypes, legalEntities, riskLevels, statuses, tags } from "./tables";

type Reject = (message: string) => ApiError;

/** Throws `reject` naming `field` unless every ID is a record of this organization (another org's is unknown). */
async function assertOrgRecords(
  q: Queryable,
  source: OrgScopedIdTable,
  orgId: string,
  ids: readonly string[],
  reject: (unknown: string[]) => ApiError,
  extra?: SQL,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) {
    return;
  }
  const found = await q
    .select({ id: source.id })
    .from(source)
    .where(inOrg(source, orgId, inArray(source.id, wanted), extra));
  const known = new Set(found.map((row) => row.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw reject(unknown);
  }
}

export function assertStatusId(
  q: Queryable,
  orgId: string,
  entity: StatusEntity,
  field: string,
  id: string,
  reject: Reject,
): Promise<void> {
  return assertOrgRecords(
    q,
    statuses,
    orgId,
    [id],
    () => reject(`${field}: unknown ${entity} status ${id}. Use a cbst_ ID from GET /v1/statuses?entity=${entity}.`),
    eq(statuses.entity, entity),
  );
}

export function assertTagIds(
  q: Queryable,
  orgId: string,
  field: string,
  ids: readonly string[],
  reject: Reject,
): Promise<void> {
  return assertOrgRecords(q, tags, orgId, ids, (unknown) =>
    reject(`${field}: unknown tag IDs ${unknown.join(", ")}. Use cbtag_ IDs from GET /v1/tags.`),
  );
}

export function assertRiskLevelId(q: Queryable, orgId: string, field: string, id: string, reject: Reject) {
  return assertOrgRecords(q, riskLevels, orgId, [id], () =>
    reject(`${field}: unknown risk level ${id}. Use a cbsclvl_ ID from GET /v1/risk_levels.`),
  );
}

export function assertLegalEntityIds(
  q: Queryable,
  orgId: string,
  field: string,
  ids: readonly string[],
  reject: Reject,
): Promise<void> {
  return assertOrgRecords(q, legalEntities, orgId, ids, (unknown) =>
    reject(`${field}: unknown legal entity IDs ${unknown.join(", ")}. Use cble_ IDs from GET /v1/legal_entities.`),
  );
}

/** The countries of the organization's default legal entity (there is one from sign-up on). */
export async function defaultLegalEntityCountries(q: Queryable, orgId: string): Promise<string[]> {
  const rows = await q
    .select({ country: legalEntities.country })
    .from(legalEntities)
    .where(inOrg(legalEntities, orgId, sql`${legalEntities.isDefault}`));
  return rows.map((row) => row.country);
}

/** The organization's status `id` of a kind, if it has one. */
export async function findStatus(q: Queryable, orgId: string, entity: StatusEntity, id: string) {
  const [row] = await q
    .select({ id: statuses.id, name: statuses.name })
    .from(statuses)
    .where(inOrg(statuses, orgId, eq(statuses.id, id), eq(statuses.entity, entity)));
  return row;
}

/** The organization's status of a kind named `name` (case-insensitive), or null. */
export async function findStatusByName(q: Queryable, orgId: string, entity: StatusEntity, name: string) {
  const [row] = await q
    .select({ id: statuses.id, name: statuses.name })
    .from(statuses)
    .where(inOrg(statuses, orgId, eq(statuses.entity, entity), sql`lower(${statuses.name}) = lower(${name})`))
    .limit(1);
  return row ?? null;
}

/** The first status of a kind in the organization's list (where a new record starts), if any. */
export async function firstStatusOf(q: Queryable, orgId: string, entity: StatusEntity) {
  const [row] = await q
    .select({ id: statuses.id, name: statuses.name })
    .from(statuses)
    .where(inOrg(statuses, orgId, eq(statuses.entity, entity)))
    .orderBy(asc(statuses.position))
    .limit(1);
  return row;
}

/** The names of the organization's statuses among `ids`, by ID. */
export async function statusNamesOf(q: Queryable, orgId: string, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) {
    return new Map<string, string>();
  }
  const rows = await q
    .select({ id: statuses.id, name: statuses.name })
    .from(statuses)
    .where(inOrg(statuses, orgId, inArray(statuses.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The organization's risk levels, most severe (rank 1) first. */
export function riskLevelsOf(q: Queryable, orgId: string) {
  return q
    .select({ id: riskLevels.id, name: riskLevels.name, rank: riskLevels.rank })
    .from(riskLevels)
    .where(inOrg(riskLevels, orgId))
    .orderBy(asc(riskLevels.rank));
}

/** The name of the organization's risk level `id`, or null when it has none such. */
export async function riskLevelName(q: Queryable, orgId: string, id: string): Promise<string | null> {
  const [row] = await q
    .select({ name: riskLevels.name })
    .from(riskLevels)
    .where(inOrg(riskLevels, orgId, eq(riskLevels.id, id)));
  return row?.name ?? null;
}

/** Whether `slug` is one of the organization's document types. */
export async function isDocumentType(q: Queryable, orgId: string, slug: string): Promise<boolean> {
  const [row] = await q
    .select({ slug: documentTypes.slug })
    .from(documentTypes)
    .where(inOrg(documentTypes, orgId, eq(documentTypes.slug, slug)))
    .limit(1);
  return row !== undefined;
}

/** The slugs of the organization's document types, in the list's order. */
export async function documentTypeSlugs(q: Queryable, orgId: string): Promise<string[]> {
  const rows = await q
    .select({ slug: documentTypes.slug })
    .from(documentTypes)
    .where(inOrg(documentTypes, orgId))
    .orderBy(documentTypes.position);
  return rows.map((row) => row.slug);
}

/** The name of the organization's status `statusId` as a column of another module's query (null when unknown). */
export function statusNameSql(statusId: AnyColumn, orgId: AnyColumn): SQL<string | null> {
  return sql<
    string | null
  >`(select ${statuses.name} from ${statuses} where ${inOrg(statuses, orgId, eq(statuses.id, statusId))})`;
}
