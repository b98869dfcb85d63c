import { eq, inArray, or, sql } from "drizzle-orm";
import type { ChangeContext } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { recordDocumentChange } from "./change-log";
import { documents } from "./tables";

/** What the assessments module needs to know of a document. */
export interface AssessmentDocument {
  id: string;
  vendorId: string;
  name: string;
  status: string;
  statusReason: string | null;
  isArchived: boolean;
  text: string | null;
}

const columns = {
  id: documents.id,
  vendorId: documents.vendorId,
  name: documents.name,
  status: documents.status,
  statusReason: documents.statusReason,
  isArchived: documents.isArchived,
  text: documents.extractedText,
};

/** The organization's documents among `ids` (archived included); unknown IDs are absent. */
export async function findDocumentsInOrg(q: Queryable, orgId: string, ids: readonly string[]) {
  if (ids.length === 0) {
    return [];
  }
  return q
    .select({ ...columns, text: sql<null>`null` })
    .from(documents)
    .where(inOrg(documents, orgId, inArray(documents.id, [...ids])));
}

/** An assessment's evidence: its supporting documents and those linked to it, live ones only. */
export async function documentsOfAssessment(
  q: Queryable,
  orgId: string,
  assessmentId: string,
  supportingIds: readonly string[],
): Promise<AssessmentDocument[]> {
  const linked = sql`${documents.assessmentIds} @> ${JSON.stringify([assessmentId])}::jsonb`;
  return q
    .select(columns)
    .from(documents)
    .where(
      inOrg(
        documents,
        orgId,
        eq(documents.isArchived, false),
        supportingIds.length > 0 ? or(linked, inArray(documents.id, [...supportingIds])) : linked,
      ),
    )
    .orderBy(documents.createdAt, documents.id);
}

/** Adds the assessment to the documents' assessment_ids (kept once), each change in the change log. */
export async function linkDocumentsToAssessment(
  ctx: ChangeContext,
  ids: readonly string[],
  assessmentId: string,
): Promise<void> {
  if (ids.length === 0) {
    return;
  }
  const ofIds = inOrg(documents, ctx.orgId, inArray(documents.id, [...ids]));
  const before = await ctx.tx.select().from(documents).where(ofIds).orderBy(documents.id).for("update");
  const tag = sql`${JSON.stringify([assessmentId])}::jsonb`;
  const after = await ctx.tx
    .update(documents)
    .set({
      assessmentIds: sql`case when ${documents.assessmentIds} @> ${tag} then ${documents.assessmentIds} else ${documents.assessmentIds} || ${tag} end`,
      updatedAt: new Date(),
    })
    .where(ofIds)
    .returning();
  const afterById = new Map(after.map((row) => [row.id, row]));
  for (const row of before) {
    const updated = afterById.get(row.id);
    if (updated) {
      await recordDocumentChange(ctx, "updated", row, updated);
    }
  }
}

/** The vendor's live documents, oldest first: a workflow's default evidence for a new assessment. */
export async function liveDocumentIdsOfVendor(q: Queryable, orgId: string, vendorId: string): Promise<string[]> {
  const rows = await q
    .select({ id: documents.id })
    .from(documents)
    .where(inOrg(documents, orgId, eq(documents.vendorId, vendorId), eq(documents.isArchived, false)))
    .orderBy(documents.createdAt, documents.id);
  return rows.map((row) => row.id);
}
