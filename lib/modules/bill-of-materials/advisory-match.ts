import { and, eq, inArray, sql } from "drizzle-orm";
import { systemActor } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { recordRadarEvent } from "@/lib/modules/radar";
import { type BomAdvisoryRow, billsOfMaterials, bomAdvisories, bomAdvisoryMatches, bomComponents } from "./tables";
import { matchAdvisory, type OsvAdvisory } from "./versions";

/** At most this many affected components are kept per vendor and advisory (the page lists them). */
const COMPONENTS_KEPT = 50;
/** Candidate components read per statement while matching an advisory across the portfolio. */
const CANDIDATES_PER_READ = 5_000;

export interface AffectedComponent {
  id: string;
  name: string;
  version: string | null;
  purl: string | null;
}

export interface VendorMatch {
  vendorId: string;
  bomId: string;
  components: AffectedComponent[];
}

interface Candidate extends AffectedComponent {
  vendorId: string;
  bomId: string;
}

/**
 * The components of latest, not archived BOMs whose package is one the advisory names (by the
 * package key index), then judged by version in JavaScript: the ranges of every ecosystem are not
 * SQL. Optionally within one BOM.
 */
async function candidates(q: Queryable, advisory: BomAdvisoryRow, bomId?: string): Promise<Candidate[]> {
  if (advisory.packageKeys.length === 0) {
    return [];
  }
  const found: Candidate[] = [];
  let afterId = "";
  for (;;) {
    const rows = await q
      .select({
        id: bomComponents.id,
        name: bomComponents.name,
        version: bomComponents.version,
        purl: bomComponents.purl,
        vendorId: bomComponents.vendorId,
        bomId: bomComponents.bomId,
      })
      .from(bomComponents)
      .innerJoin(
        billsOfMaterials,
        and(eq(billsOfMaterials.id, bomComponents.bomId), eq(billsOfMaterials.isLatest, true)),
      )
      .where(
        inOrg(
          bomComponents,
          advisory.orgId,
          inArray(bomComponents.packageKey, advisory.packageKeys),
          bomId === undefined ? undefined : eq(bomComponents.bomId, bomId),
          sql`${bomComponents.id} > ${afterId}`,
        ),
      )
      .orderBy(bomComponents.id)
      .limit(CANDIDATES_PER_READ);
    found.push(...rows);
    if (rows.length < CANDIDATES_PER_READ) {
      return found;
    }
    afterId = rows.at(-1)?.id ?? afterId;
  }
}

/** The vendors whose latest BOM holds an affected version, each with its affected components. */
export async function vendorMatches(q: Queryable, advisory: BomAdvisoryRow, bomId?: string): Promise<VendorMatch[]> {
  const osv = advisory.advisory as unknown as OsvAdvisory;
  const byVendor = new Map<string, VendorMatch>();
  for (const candidate of await candidates(q, advisory, bomId)) {
    if (!matchAdvisory(osv, candidate).affected) {
      continue;
    }
    const match = byVendor.get(candidate.vendorId) ?? {
      vendorId: candidate.vendorId,
      bomId: candidate.bomId,
      components: [],
    };
    if (match.components.length < COMPONENTS_KEPT) {
      match.components.push({
        id: candidate.id,
        name: candidate.name,
        version: candidate.version,
        purl: candidate.purl,
      });
    }
    byVendor.set(candidate.vendorId, match);
  }
  return [...byVendor.values()];
}

function packagesText(matches: readonly VendorMatch[]): string {
  const packages = new Set(
    matches.flatMap((match) => match.components.map((component) => component.purl ?? component.name)),
  );
  const listed = [...packages].slice(0, 5);
  return listed.join(", ") + (packages.size > listed.length ? ` and ${packages.size - listed.length} more` : "");
}

function sourceUrl(osv: OsvAdvisory): string | null {
  const references = osv.references ?? [];
  const advisory = references.find((reference) => reference.type === "ADVISORY") ?? references[0];
  return advisory?.url && advisory.url.length <= 2000 ? advisory.url : null;
}

/**
 * One radar event naming the newly matched vendors (impact Infosec, source the advisory): the
 * radar's detector raises an alert for each, which analysts triage as any other.
 */
export async function announceMatches(
  q: Queryable,
  advisory: BomAdvisoryRow,
  matches: readonly VendorMatch[],
): Promise<string | null> {
  if (matches.length === 0) {
    return null;
  }
  const osv = advisory.advisory as unknown as OsvAdvisory;
  const title = `${advisory.osvId}: ${advisory.summary ?? "security advisory"}`.slice(0, 500);
  const details = (osv.details ?? "").slice(0, 2000);
  const summary =
    `${matches.length} vendor${matches.length === 1 ? "" : "s"} ship an affected version of ${packagesText(matches)} ` +
    `in their latest bill of materials${advisory.severity ? ` (severity ${advisory.severity})` : ""}.` +
    (details ? `\n\n${details}` : "");
  const published = osv.published ? Date.parse(osv.published) : Number.NaN;
  const event = await recordRadarEvent(
    { orgId: advisory.orgId, tx: q, actor: systemActor },
    {
      name: title,
      summary,
      primary_impact_type: "Infosec",
      vendor_ids: matches.map((match) => match.vendorId),
      source_name: advisory.osvId,
      source_url: sourceUrl(osv),
      occurred_at: Number.isFinite(published) && published > 0 ? Math.floor(published / 1000) : undefined,
    },
  );
  return event?.id ?? null;
}

/** Recounts the advisory's matched vendors and marks its matching finished. */
export async function finishMatching(q: Queryable, advisoryId: string): Promise<void> {
  await q
    .update(bomAdvisories)
    .set({
      matchedVendorCount: sql`(select count(*) from ${bomAdvisoryMatches} where ${bomAdvisoryMatches.advisoryId} = ${advisoryId})`,
      matchedAt: sql`now()`,
    })
    .where(eq(bomAdvisories.id, advisoryId));
}
