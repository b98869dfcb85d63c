import { eq, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { recordChange } from "@/lib/audit/changes";
import { enqueueJob } from "@/lib/jobs";
import { findVendorInOrg } from "@/lib/modules/vendors";
import { toUnixSeconds } from "@/lib/time";
import { generateFactSheetJob } from "./generate";
import { type FactSheetSectionName, factSheetSectionNames, vendorFactSheets } from "./tables";

type FactSheetRow = typeof vendorFactSheets.$inferSelect;

/** GET /v1/vendors/{vendor_id}/fact-sheet; a vendor never generated reads status null with every section null. */
export function serializeFactSheet(vendorId: string, row: FactSheetRow | undefined) {
  const sections = Object.fromEntries(
    factSheetSectionNames.map((name) => [name, row?.sections[name] ?? null]),
  ) as Record<FactSheetSectionName, Record<string, unknown> | null>;
  return {
    vendor_id: vendorId,
    entity_id: row?.entityId ?? null,
    status: row?.status ?? null,
    completed_sections: row?.completedSections ?? [],
    updated_at: toUnixSeconds(row?.generatedAt),
    ...sections,
  };
}

export async function getFactSheet(ctx: ServiceContext, vendorId: string) {
  await findVendorInOrg(ctx.tx, ctx.orgId, vendorId);
  const [row] = await ctx.tx.select().from(vendorFactSheets).where(eq(vendorFactSheets.vendorId, vendorId));
  return serializeFactSheet(vendorId, row);
}

/**
 * Starts a new run, enqueued in this transaction: status pending, no section completed yet. The
 * previous run's sections stay readable until the new run replaces them; a run still going is superseded.
 */
export async function refreshFactSheet(ctx: ServiceContext, vendorId: string) {
  const vendor = await findVendorInOrg(ctx.tx, ctx.orgId, vendorId);
  const [previous] = await ctx.tx
    .select({ status: vendorFactSheets.status })
    .from(vendorFactSheets)
    .where(eq(vendorFactSheets.vendorId, vendorId));
  const runId = await enqueueJob(ctx.tx, generateFactSheetJob, { vendor_id: vendorId }, { orgId: ctx.orgId });
  const restart = { status: "pending" as const, runId, completedSections: [], error: null };
  await ctx.tx
    .insert(vendorFactSheets)
    .values({ vendorId, orgId: ctx.orgId, ...restart })
    .onConflictDoUpdate({ target: vendorFactSheets.vendorId, set: { ...restart, updatedAt: sql`now()` } });
  await recordChange(ctx, {
    entityType: "fact_sheet",
    entityId: vendorId,
    entityName: vendor.name,
    action: "refresh_requested",
    before: { status: previous?.status ?? null },
    after: { status: restart.status },
  });
  return { vendor_id: vendorId, status: "pending" as const };
}
