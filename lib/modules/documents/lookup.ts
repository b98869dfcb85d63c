import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import { isAnyOf } from "@/lib/db/any-of";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { documents } from "./tables";

/** The names of those of `documentIds` that are documents of this organization, by ID (others left out). */
export async function documentNamesById(
  q: Queryable,
  orgId: string,
  documentIds: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(documentIds)];
  if (wanted.length === 0) {
    return new Map();
  }
  const rows = await q
    .select({ id: documents.id, name: documents.name })
    .from(documents)
    .where(inOrg(documents, orgId, inArray(documents.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** How many live (not archived) documents each of these vendors has; vendors without any are absent. */
export async function liveDocumentCountsByVendor(
  q: Queryable,
  orgId: string,
  vendorIds: readonly string[],
): Promise<Map<string, number>> {
  if (vendorIds.length === 0) {
    return new Map();
  }
  const rows = await q
    .select({ vendorId: documents.vendorId, total: count() })
    .from(documents)
    .where(inOrg(documents, orgId, and(isAnyOf(documents.vendorId, vendorIds), eq(documents.isArchived, false))))
    .groupBy(documents.vendorId);
  return new Map(rows.map((row) => [row.vendorId, row.total]));
}

/** Whether `documentId` is a live (not archived) document of the vendor in this organization. */
export async function isLiveDocumentOfVendor(
  q: Queryable,
  orgId: string,
  vendorId: string,
  documentId: string,
): Promise<boolean> {
  const [row] = await q
    .select({ id: documents.id })
    .from(documents)
    .where(
      inOrg(
        documents,
        orgId,
        eq(documents.id, documentId),
        eq(documents.vendorId, vendorId),
        eq(documents.isArchived, false),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The vendor's latest `limit` live documents, newest first, each with at most `textLimit` characters
 * of its extracted text (what a zero touch run reads as evidence).
 */
export async function latestLiveDocumentsWithText(
  q: Queryable,
  orgId: string,
  vendorId: string,
  { textLimit, limit }: { textLimit: number; limit: number },
) {
  return q
    .select({
      id: documents.id,
      name: documents.name,
      documentType: documents.documentType,
      status: documents.status,
      text: sql<string | null>`left(${documents.extractedText}, ${textLimit})`,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .where(inOrg(documents, orgId, eq(documents.vendorId, vendorId), eq(documents.isArchived, false)))
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit);
}
