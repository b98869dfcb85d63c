import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, notFound } from "@/lib/api/errors";
import type { ChangeContext } from "@/lib/audit/changes";
import { db, type Queryable } from "@/lib/db/client";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { notifyAssessmentDocumentsChanged } from "@/lib/extensions/assessment-documents";
import { enqueueJob } from "@/lib/jobs";
import { existingReferences } from "@/lib/lookups/registry";
import { documentTypeSlugs, isDocumentType } from "@/lib/modules/taxonomy";
import { assertVendorServices as assertServices, findVendorInOrg } from "@/lib/modules/vendors";
import { blobSize } from "@/lib/storage/blobs";
import { presignUrl } from "@/lib/storage/presign";
import { recordDocumentChange } from "./change-log";
import { classifyDocumentJob } from "./jobs";
import {
  DOWNLOAD_URL_LIFETIME_SECONDS,
  type DocumentListFilters,
  type UpdateDocumentInput,
  type UploadFieldsInput,
} from "./schemas";
import { serializeDocument } from "./serialize";
import { type DocumentRow, documents } from "./tables";

export async function findDocumentInOrg(
  q: Queryable,
  orgId: string,
  documentId: string,
  lock?: RowLock,
): Promise<DocumentRow> {
  return findInOrg(q, documents, orgId, documentId, {
    notFound: () => notFound("document_not_found", "Document"),
    lock,
  });
}

export async function assertDocumentType(q: Queryable, orgId: string, slug: string): Promise<void> {
  if (!(await isDocumentType(q, orgId, slug))) {
    const known = await documentTypeSlugs(q, orgId);
    throw apiError("invalid_document_type", `Unknown document_type "${slug}". Accepted values: ${known.join(", ")}.`);
  }
}

const unique = (ids: string[]) => [...new Set(ids)];

async function assertAssessments(q: Queryable, orgId: string, assessmentIds: string[]): Promise<void> {
  if (assessmentIds.length === 0) {
    return;
  }
  const known = await existingReferences(q, "assessment", orgId, assessmentIds);
  const missing = assessmentIds.find((id) => !known.has(id));
  if (missing) {
    throw apiError("assessment_not_found", `Assessment ${missing} not found.`);
  }
}

export interface StoredUpload {
  documentId: string;
  storageKey: string;
  fileName: string;
  extension: string;
  size: number;
  /** Null when the bytes went straight to S3 (the server never read them). */
  sha256: string | null;
  contentType: string | null;
}

/** The business checks of an upload's fields, in the order the error table lists them. */
export async function validateUploadFields(ctx: ServiceContext, fields: UploadFieldsInput): Promise<void> {
  await findVendorInOrg(ctx.tx, ctx.orgId, fields.vendor_id);
  if (fields.document_type !== undefined) {
    await assertDocumentType(ctx.tx, ctx.orgId, fields.document_type);
  }
  await assertServices(ctx.tx, ctx.orgId, fields.vendor_id, unique(fields.service_ids));
  await assertAssessments(ctx.tx, ctx.orgId, unique(fields.assessment_ids));
}

/**
 * Inserts the document (its bytes already stored) and queues its classification in the same
 * transaction. With `extracted` (text the server produced itself, as for sample documents) it is
 * complete at once: no classification job, and the assessments it is linked to are told.
 */
export async function insertDocument(
  ctx: ChangeContext,
  fields: UploadFieldsInput,
  upload: StoredUpload,
  extracted?: { text: string | null },
) {
  const [row] = await ctx.tx
    .insert(documents)
    .values({
      id: upload.documentId,
      orgId: ctx.orgId,
      vendorId: fields.vendor_id,
      name: fields.name ?? upload.fileName,
      fileName: upload.fileName,
      extension: upload.extension,
      size: upload.size,
      contentType: upload.contentType,
      sha256: upload.sha256,
      storageKey: upload.storageKey,
      documentType: fields.document_type ?? null,
      documentTypeGiven: fields.document_type !== undefined,
      status: extracted ? "complete" : "created",
      extractedText: extracted?.text ?? null,
      serviceIds: unique(fields.service_ids),
      assessmentIds: unique(fields.assessment_ids),
    })
    .returning();
  await recordDocumentChange(ctx, "created", null, row as DocumentRow);
  if (extracted) {
    await notifyAssessmentDocumentsChanged(ctx.tx, ctx.orgId, unique(fields.assessment_ids));
  } else {
    await enqueueJob(ctx.tx, classifyDocumentJob, { document_id: upload.documentId }, { orgId: ctx.orgId });
  }
  return serializeDocument(row as DocumentRow);
}

/** The stored file behind each of these documents of the organization (others left out). */
export async function storedFilesOf(q: Queryable, orgId: string, documentIds: readonly string[]) {
  if (documentIds.length === 0) {
    return new Map<string, DocumentRow>();
  }
  const rows = await q
    .select()
    .from(documents)
    .where(inOrg(documents, orgId, inArray(documents.id, [...new Set(documentIds)])));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Newest first; archived documents are never listed. */
export async function listDocuments(ctx: ServiceContext, filters: DocumentListFilters) {
  if (filters.vendor_id !== undefined) {
    await findVendorInOrg(ctx.tx, ctx.orgId, filters.vendor_id);
  }
  if (filters.assessment_id !== undefined) {
    await assertAssessments(ctx.tx, ctx.orgId, [filters.assessment_id]);
  }
  const where = inOrg(
    documents,
    ctx.orgId,
    eq(documents.isArchived, false),
    filters.vendor_id !== undefined ? eq(documents.vendorId, filters.vendor_id) : undefined,
    filters.service_id !== undefined
      ? sql`${documents.serviceIds} @> ${JSON.stringify([filters.service_id])}::jsonb`
      : undefined,
    filters.assessment_id !== undefined
      ? sql`${documents.assessmentIds} @> ${JSON.stringify([filters.assessment_id])}::jsonb`
      : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    ctx.tx
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.createdAt), desc(documents.id))
      .limit(filters.limit)
      .offset(filters.offset),
    ctx.tx.select({ total: count() }).from(documents).where(where),
  ]);
  return {
    data: rows.map(serializeDocument),
    total: totalRow?.total ?? 0,
    limit: filters.limit,
    offset: filters.offset,
  };
}

/** Only supplied fields change; a supplied list replaces the set ([] clears). */
export async function updateDocument(
  ctx: ServiceContext,
  { documentId, body }: { documentId: string; body: UpdateDocumentInput },
) {
  const current = await findDocumentInOrg(ctx.tx, ctx.orgId, documentId, "update");
  const changes: Partial<typeof documents.$inferInsert> = {};
  if (body.name !== undefined) {
    changes.name = body.name;
  }
  let reclassify = false;
  if (body.document_type !== undefined) {
    if (body.document_type === null) {
      changes.documentType = null;
      changes.documentTypeGiven = false;
      reclassify = current.documentTypeGiven || current.documentType !== null;
    } else {
      await assertDocumentType(ctx.tx, ctx.orgId, body.document_type);
      changes.documentType = body.document_type;
      changes.documentTypeGiven = true;
    }
  }
  if (body.service_ids !== undefined) {
    await assertServices(ctx.tx, ctx.orgId, current.vendorId, unique(body.service_ids));
    changes.serviceIds = unique(body.service_ids);
  }
  if (body.assessment_ids !== undefined) {
    await assertAssessments(ctx.tx, ctx.orgId, unique(body.assessment_ids));
    changes.assessmentIds = unique(body.assessment_ids);
  }
  if (Object.keys(changes).length === 0) {
    return serializeDocument(current);
  }
  const [row] = await ctx.tx
    .update(documents)
    .set({ ...changes, updatedAt: new Date() })
    .where(inOrg(documents, ctx.orgId, eq(documents.id, documentId)))
    .returning();
  await recordDocumentChange(ctx, "updated", current, row as DocumentRow);
  if (reclassify && current.storageKey) {
    await enqueueJob(ctx.tx, classifyDocumentJob, { document_id: documentId }, { orgId: ctx.orgId });
  }
  if (changes.assessmentIds) {
    const added = changes.assessmentIds.filter((id) => !current.assessmentIds.includes(id));
    await notifyAssessmentDocumentsChanged(ctx.tx, ctx.orgId, added);
  }
  return serializeDocument(row as DocumentRow);
}

/** Archives once; a repeat call returns the same envelope (the first archived_at). */
export async function archiveDocument(ctx: ServiceContext, documentId: string) {
  const current = await findDocumentInOrg(ctx.tx, ctx.orgId, documentId, "update");
  let archivedAt = current.archivedAt;
  if (!current.isArchived || !archivedAt) {
    archivedAt = new Date();
    const [archived] = await ctx.tx
      .update(documents)
      .set({ isArchived: true, archivedAt, updatedAt: archivedAt })
      .where(inOrg(documents, ctx.orgId, eq(documents.id, documentId)))
      .returning();
    if (archived) {
      await recordDocumentChange(ctx, "archived", current, archived);
    }
  }
  return { id: documentId, is_archived: true, archived_at: Math.floor(archivedAt.getTime() / 1000) };
}

export const downloadPath = (documentId: string) => `/files/documents/${documentId}`;

/**
 * The document a verified presigned URL names, whatever its organization (the signature is the
 * credential); none once archived, so a URL issued before the archive stops working with it.
 */
export async function findPresignedDocument(documentId: string): Promise<DocumentRow | undefined> {
  const [row] = await db().select().from(documents).where(eq(documents.id, documentId)).limit(1);
  return row?.isArchived ? undefined : row;
}

/**
 * A presigned URL for the stored bytes; 409 document_not_ready while nothing is stored. An archived
 * document is not downloadable (404, like its URLs already issued).
 */
export async function documentDownload(q: Queryable, orgId: string, documentId: string) {
  const row = await findDocumentInOrg(q, orgId, documentId);
  if (row.isArchived) {
    throw notFound("document_not_found", "Document");
  }
  if (!row.storageKey || (await blobSize(row.storageKey)) === null) {
    throw apiError("document_not_ready");
  }
  return {
    url: presignUrl(downloadPath(row.id), DOWNLOAD_URL_LIFETIME_SECONDS),
    filename: row.fileName,
    expires_in: DOWNLOAD_URL_LIFETIME_SECONDS,
  };
}

export interface DocumentText {
  id: string;
  name: string;
  status: string | null;
  /** The extracted text; null until the classification job completes (or when nothing was extractable). */
  text: string | null;
}

/**
 * For the assessment engine: the organization's documents among `ids` (archived included, in the
 * order asked; unknown IDs skipped) with their extracted text and status.
 */
export async function loadDocumentTexts(q: Queryable, orgId: string, ids: string[]): Promise<DocumentText[]> {
  if (ids.length === 0) {
    return [];
  }
  const rows = await q
    .select({ id: documents.id, name: documents.name, status: documents.status, text: documents.extractedText })
    .from(documents)
    .where(inOrg(documents, orgId, inArray(documents.id, unique(ids))));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique(ids).flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}
