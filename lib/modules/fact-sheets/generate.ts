import { and, eq, sql } from "drizzle-orm";
import { recordChange, systemActor } from "@/lib/audit/changes";
import { db } from "@/lib/db/client";
import { defineJob } from "@/lib/jobs";
import { vendorNamesInOrg } from "@/lib/modules/vendors";
import { loadVendorFacts } from "./facts";
import { factSheetProvider } from "./providers";
import type { SectionContent } from "./providers/types";
import { type FactSheetSectionName, factSheetSectionNames, vendorFactSheets } from "./tables";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** Only the run this job started may write: a later refresh supersedes it. */
const currentRun = (vendorId: string, runId: string) =>
  and(
    eq(vendorFactSheets.vendorId, vendorId),
    eq(vendorFactSheets.runId, runId),
    eq(vendorFactSheets.status, "pending"),
  );

/** Commits one section; false when the run was superseded meanwhile. */
async function commitSection(
  vendorId: string,
  runId: string,
  section: FactSheetSectionName,
  content: SectionContent | null,
): Promise<boolean> {
  const rows = await db()
    .update(vendorFactSheets)
    .set({
      sections: sql`${vendorFactSheets.sections} || ${JSON.stringify({ [section]: content })}::jsonb`,
      completedSections: sql`array_append(${vendorFactSheets.completedSections}, ${section})`,
      generatedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(currentRun(vendorId, runId))
    .returning({ vendorId: vendorFactSheets.vendorId });
  return rows.length > 0;
}

/** Ends the run (unless superseded) and records it in the change log, in one transaction. */
async function finishRun(
  orgId: string,
  vendorId: string,
  runId: string,
  outcome: { error: string } | null,
): Promise<void> {
  await db().transaction(async (tx) => {
    const status = outcome ? "failed" : "completed";
    const finished = await tx
      .update(vendorFactSheets)
      .set({ status, error: outcome?.error ?? null, updatedAt: new Date() })
      .where(currentRun(vendorId, runId))
      .returning({ completedSections: vendorFactSheets.completedSections });
    if (finished.length === 0) {
      return;
    }
    const vendorNames = await vendorNamesInOrg(tx, orgId, [vendorId]);
    await recordChange(
      { orgId, tx, actor: systemActor },
      {
        entityType: "fact_sheet",
        entityId: vendorId,
        entityName: vendorNames.get(vendorId) ?? null,
        action: status,
        before: { status: "pending" },
        after: { status, completed_sections: finished[0]?.completedSections ?? [], error: outcome?.error ?? null },
      },
    );
  });
}

/**
 * Generates the sections in order, committing each as it completes, so readers see completed_sections
 * grow. A retried job (its worker died) resumes after the sections this run already committed.
 * A provider failure ends the run as failed; nothing is retried behind the caller's back.
 */
export async function generateFactSheet(orgId: string, vendorId: string, runId: string): Promise<void> {
  const [sheet] = await db().select().from(vendorFactSheets).where(currentRun(vendorId, runId));
  if (!sheet || sheet.orgId !== orgId) {
    return;
  }
  try {
    const facts = await loadVendorFacts(db(), orgId, vendorId);
    const provider = factSheetProvider();
    const done = new Set(sheet.completedSections);
    for (const section of factSheetSectionNames.filter((name) => !done.has(name))) {
      const content = await provider.generateSection(section, facts);
      if (!(await commitSection(vendorId, runId, section, content))) {
        return;
      }
    }
    await finishRun(orgId, vendorId, runId, null);
  } catch (error) {
    await finishRun(orgId, vendorId, runId, { error: errorText(error) });
  }
}

export const generateFactSheetJob = defineJob<{ vendor_id: string }>({
  type: "fact_sheets.generate",
  // Attempts beyond the first only happen when a worker died mid-run (lease expiry).
  maxAttempts: 3,
  retryDelaySeconds: () => 5,
  async handle(payload, context) {
    if (context.orgId) {
      await generateFactSheet(context.orgId, payload.vendor_id, context.jobId);
    }
  },
});
