import { count, desc, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { enqueueJob } from "@/lib/jobs";
import { vendorNamesInOrg } from "@/lib/modules/vendors";
import { toUnixSeconds } from "@/lib/time";
import { matchAdvisoryJob } from "./advisory-jobs";
import type { Advisory, AdvisoryListFilters } from "./advisory-schemas";
import { type BomAdvisoryRow, bomAdvisories, bomAdvisoryMatches } from "./tables";
import { advisoryPackageKeys, advisorySeverity, type OsvAdvisory } from "./versions";

const findAdvisory = (q: Queryable, orgId: string, id: string) =>
  findInOrg(q, bomAdvisories, orgId, id, { notFound: () => notFound("advisory_not_found", "Advisory") });

const secondsOf = (text: string | undefined) => {
  const time = text ? Date.parse(text) : Number.NaN;
  return Number.isFinite(time) ? Math.floor(time / 1000) : null;
};

function serializeAdvisory(row: BomAdvisoryRow, matches: Advisory["matches"], withDocument: boolean): Advisory {
  const osv = row.advisory as unknown as OsvAdvisory;
  return {
    id: row.id,
    osv_id: row.osvId,
    aliases: row.aliases,
    summary: row.summary,
    severity: row.severity as Advisory["severity"],
    affected_packages: row.packageKeys,
    published_at: secondsOf(osv.published),
    modified_at: secondsOf(osv.modified),
    matching: row.matchedAt === null,
    matched_vendor_count: row.matchedVendorCount,
    is_archived: row.isArchived,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    matches,
    advisory: withDocument ? row.advisory : null,
  };
}

/**
 * Imports an OSV advisory (a new one, or a newer text of one already imported by its id, which is
 * matched again) and queues its matching against every latest BOM. Answers whether it was new.
 */
export async function importAdvisory(ctx: ServiceContext, osv: OsvAdvisory) {
  const { tx, orgId } = ctx;
  const values = {
    aliases: [...new Set(osv.aliases ?? [])],
    summary: osv.summary?.slice(0, 1000) ?? null,
    severity: advisorySeverity(osv),
    advisory: osv as unknown as Record<string, unknown>,
    packageKeys: advisoryPackageKeys(osv),
    matchedAt: null,
    isArchived: false,
    archivedAt: null,
  };
  const id = newId("bomAdvisory");
  const [row] = await tx
    .insert(bomAdvisories)
    .values({ id, orgId, osvId: osv.id, ...values })
    .onConflictDoUpdate({
      target: [bomAdvisories.orgId, bomAdvisories.osvId],
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  const advisory = row as BomAdvisoryRow;
  await enqueueJob(tx, matchAdvisoryJob, { advisory_id: advisory.id }, { orgId });
  return { created: advisory.id === id, advisory: serializeAdvisory(advisory, null, true) };
}

export async function listAdvisories(ctx: ServiceContext, filters: AdvisoryListFilters) {
  const { tx, orgId } = ctx;
  const where = inOrg(bomAdvisories, orgId, filters.include_archived ? undefined : eq(bomAdvisories.isArchived, false));
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(bomAdvisories)
      .where(where)
      .orderBy(desc(bomAdvisories.createdAt), desc(bomAdvisories.id))
      .limit(filters.limit)
      .offset(filters.offset),
    tx.select({ value: count() }).from(bomAdvisories).where(where),
  ]);
  return {
    items: rows.map((row) => serializeAdvisory(row, null, false)),
    total: total?.value ?? 0,
    limit: filters.limit,
    offset: filters.offset,
  };
}

/** The advisory with the vendors it matched (by vendor name) and the radar events that named them. */
export async function readAdvisory(q: Queryable, orgId: string, advisoryId: string) {
  const row = await findAdvisory(q, orgId, advisoryId);
  const matches = await q
    .select()
    .from(bomAdvisoryMatches)
    .where(inOrg(bomAdvisoryMatches, orgId, eq(bomAdvisoryMatches.advisoryId, advisoryId)));
  const names = await vendorNamesInOrg(
    q,
    orgId,
    matches.map((match) => match.vendorId),
  );
  const listed = matches
    .map((match) => ({
      vendor_id: match.vendorId,
      vendor_name: names.get(match.vendorId) ?? null,
      bill_of_materials_id: match.bomId,
      components: match.components,
      radar_event_id: match.radarEventId,
    }))
    .sort((a, b) => (a.vendor_name ?? "").localeCompare(b.vendor_name ?? "") || a.vendor_id.localeCompare(b.vendor_id));
  return serializeAdvisory(row, listed, true);
}

/** Archived advisories are not matched against new BOMs; their matches and radar events stay. */
export async function archiveAdvisory(ctx: ServiceContext, advisoryId: string) {
  const { tx, orgId } = ctx;
  const current = await findAdvisory(tx, orgId, advisoryId);
  if (!current.isArchived) {
    await tx
      .update(bomAdvisories)
      .set({ isArchived: true, archivedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(bomAdvisories.id, advisoryId));
  }
  return readAdvisory(tx, orgId, advisoryId);
}
