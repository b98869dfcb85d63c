import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import { batchesOf, betweenBatches } from "@/lib/db/batches";
import { db, type Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { defineJob, exponentialBackoff } from "@/lib/jobs";
import { announceMatches, finishMatching, type VendorMatch, vendorMatches } from "./advisory-match";
import { type BomAdvisoryRow, billsOfMaterials, bomAdvisories, bomAdvisoryMatches, bomComponents } from "./tables";

/** Match rows written per transaction (narrow rows, one statement). */
const MATCHES_PER_TRANSACTION = 500;

async function upsertMatches(q: Queryable, advisory: BomAdvisoryRow, matches: readonly VendorMatch[]): Promise<void> {
  if (matches.length === 0) {
    return;
  }
  await q
    .insert(bomAdvisoryMatches)
    .values(
      matches.map((match) => ({
        advisoryId: advisory.id,
        vendorId: match.vendorId,
        orgId: advisory.orgId,
        bomId: match.bomId,
        components: match.components,
      })),
    )
    .onConflictDoUpdate({
      target: [bomAdvisoryMatches.advisoryId, bomAdvisoryMatches.vendorId],
      set: { bomId: sql`excluded.bom_id`, components: sql`excluded.components` },
    });
}

/** Names the vendors matched but not yet announced in one radar event, and marks the advisory matched. */
async function announceAndFinish(advisory: BomAdvisoryRow): Promise<void> {
  await db().transaction(async (tx) => {
    const fresh = await tx
      .select()
      .from(bomAdvisoryMatches)
      .where(
        inOrg(
          bomAdvisoryMatches,
          advisory.orgId,
          eq(bomAdvisoryMatches.advisoryId, advisory.id),
          isNull(bomAdvisoryMatches.radarEventId),
        ),
      )
      .for("update");
    const eventId = await announceMatches(
      tx,
      advisory,
      fresh.map((row) => ({ vendorId: row.vendorId, bomId: row.bomId, components: row.components })),
    );
    if (eventId) {
      await tx
        .update(bomAdvisoryMatches)
        .set({ radarEventId: eventId })
        .where(and(eq(bomAdvisoryMatches.advisoryId, advisory.id), isNull(bomAdvisoryMatches.radarEventId)));
    }
    await finishMatching(tx, advisory.id);
  });
}

/**
 * Matches an advisory against every vendor's latest BOM: the match rows are written a batch per
 * transaction (vendors no longer affected lose theirs), then one transaction records the radar
 * event naming the vendors not named before. Safe to repeat: a vendor already announced is not
 * announced again.
 */
export const matchAdvisoryJob = defineJob<{ advisory_id: string }>({
  type: "bill_of_materials.match_advisory",
  maxAttempts: 5,
  retryDelaySeconds: exponentialBackoff(10, 600),
  async handle(payload, context) {
    const orgId = context.orgId as string;
    const [advisory] = await db()
      .select()
      .from(bomAdvisories)
      .where(inOrg(bomAdvisories, orgId, eq(bomAdvisories.id, payload.advisory_id)));
    if (!advisory) {
      return;
    }
    const matches = advisory.isArchived ? [] : await vendorMatches(db(), advisory);
    const vendorIds = matches.map((match) => match.vendorId);
    await db()
      .delete(bomAdvisoryMatches)
      .where(
        inOrg(
          bomAdvisoryMatches,
          orgId,
          eq(bomAdvisoryMatches.advisoryId, advisory.id),
          vendorIds.length > 0 ? notInArray(bomAdvisoryMatches.vendorId, vendorIds) : undefined,
        ),
      );
    for (const batch of batchesOf(matches, MATCHES_PER_TRANSACTION)) {
      await upsertMatches(db(), advisory, batch);
      await betweenBatches();
    }
    await announceAndFinish(advisory);
  },
});

/**
 * Matches one vendor's latest BOM (after it was parsed, or after the BOM before it was archived)
 * against the open advisories naming any of its packages, and against those that matched the
 * vendor before: a vendor newly affected is named in a radar event of its own, one no longer
 * affected loses its match.
 */
export const matchVendorJob = defineJob<{ vendor_id: string }>({
  type: "bill_of_materials.match_vendor",
  maxAttempts: 5,
  retryDelaySeconds: exponentialBackoff(10, 600),
  async handle(payload, context) {
    const orgId = context.orgId as string;
    const [latest] = await db()
      .select({ id: billsOfMaterials.id, parseStatus: billsOfMaterials.parseStatus })
      .from(billsOfMaterials)
      .where(
        inOrg(
          billsOfMaterials,
          orgId,
          eq(billsOfMaterials.vendorId, payload.vendor_id),
          eq(billsOfMaterials.isLatest, true),
        ),
      );
    if (
      latest &&
      latest.parseStatus !== "parsed" &&
      latest.parseStatus !== "failed" &&
      latest.parseStatus !== "unsupported"
    ) {
      // Still parsing: its parse queues this job again when it is done.
      return;
    }
    const keys = latest
      ? (
          await db()
            .selectDistinct({ key: bomComponents.packageKey })
            .from(bomComponents)
            .where(
              inOrg(
                bomComponents,
                orgId,
                eq(bomComponents.bomId, latest.id),
                sql`${bomComponents.packageKey} is not null`,
              ),
            )
        ).map((row) => row.key as string)
      : [];
    const previously = db()
      .select({ id: bomAdvisoryMatches.advisoryId })
      .from(bomAdvisoryMatches)
      .where(inOrg(bomAdvisoryMatches, orgId, eq(bomAdvisoryMatches.vendorId, payload.vendor_id)));
    const advisories = await db()
      .select()
      .from(bomAdvisories)
      .where(
        inOrg(
          bomAdvisories,
          orgId,
          sql`(${keys.length > 0 ? sql`(${bomAdvisories.isArchived} = false and ${bomAdvisories.packageKeys} && ${sql.param(keys)}::text[])` : sql`false`} or ${bomAdvisories.id} in ${previously})`,
        ),
      );
    for (const advisory of advisories) {
      const [match] = latest && !advisory.isArchived ? await vendorMatches(db(), advisory, latest.id) : [];
      await db().transaction(async (tx) => {
        if (match) {
          await upsertMatches(tx, advisory, [match]);
        } else {
          await tx
            .delete(bomAdvisoryMatches)
            .where(
              inOrg(
                bomAdvisoryMatches,
                orgId,
                eq(bomAdvisoryMatches.advisoryId, advisory.id),
                eq(bomAdvisoryMatches.vendorId, payload.vendor_id),
              ),
            );
        }
      });
      await announceAndFinish(advisory);
      await betweenBatches();
    }
  },
});

export const advisoryJobs = [matchAdvisoryJob, matchVendorJob];
