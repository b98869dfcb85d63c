import { asc, count, eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, notFound } from "@/lib/api/errors";
import { requireChildInOrg } from "@/lib/api/middleware/require-in-org";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { isLiveDocumentOfVendor } from "@/lib/modules/documents";
import { fromUnixSeconds, toUnixSeconds } from "@/lib/time";
import { recordProfileChange } from "../profile-change";
import { sourceOf } from "../record-source";
import { type CreateDiversityRecordInput, type DiversityRecord, PROFILE_LIST_CAP } from "../schemas/registrations";
import { type VendorDiversityRecordRow, vendorDiversityRecords } from "../tables";

export function serializeDiversityRecord(row: VendorDiversityRecordRow): DiversityRecord {
  return {
    id: row.id,
    vendor_id: row.vendorId,
    classification: row.classification as DiversityRecord["classification"],
    certifying_body: row.certifyingBody,
    certificate_number: row.certificateNumber,
    certified_at: toUnixSeconds(row.certifiedAt),
    expires_at: toUnixSeconds(row.expiresAt),
    document_id: row.documentId,
    source: row.source,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}

/** A diversity record of this vendor in this organization, or 404 diversity_record_not_found. */
export function findDiversityRecord(
  q: Queryable,
  orgId: string,
  vendorId: string,
  recordId: string,
  lock?: RowLock,
): Promise<VendorDiversityRecordRow> {
  return findInOrg(q, vendorDiversityRecords, orgId, recordId, {
    notFound: () => notFound("diversity_record_not_found", "Diversity record"),
    where: eq(vendorDiversityRecords.vendorId, vendorId),
    lock,
  });
}

/** Routes under .../diversity_records/{diversity_record_id}: 404 before anything else for another vendor's record. */
export const requireDiversityRecordOfVendor = requireChildInOrg(
  "vendor_id",
  "diversity_record_id",
  (q, orgId, vendorId, id) => findDiversityRecord(q, orgId, vendorId, id),
);

export async function listDiversityRecords(ctx: ServiceContext, vendorId: string) {
  const where = inOrg(vendorDiversityRecords, ctx.orgId, eq(vendorDiversityRecords.vendorId, vendorId));
  const [rows, [counted]] = await Promise.all([
    ctx.tx
      .select()
      .from(vendorDiversityRecords)
      .where(where)
      .orderBy(asc(vendorDiversityRecords.createdAt), asc(vendorDiversityRecords.id))
      .limit(PROFILE_LIST_CAP),
    ctx.tx.select({ total: count() }).from(vendorDiversityRecords).where(where),
  ]);
  return { items: rows.map(serializeDiversityRecord), total: counted?.total ?? 0 };
}

/** document_id must be a live (not archived) document of the same vendor, else 422 invalid_document. */
async function assertVendorDocument(ctx: ServiceContext, vendorId: string, documentId: string): Promise<void> {
  if (!(await isLiveDocumentOfVendor(ctx.tx, ctx.orgId, vendorId, documentId))) {
    throw apiError(
      "invalid_document",
      `document_id: ${documentId} is not a document of this vendor. Upload it with POST /v1/documents and this vendor_id.`,
    );
  }
}

const recordName = (record: DiversityRecord) =>
  [record.classification, record.certifying_body].filter((part) => part !== null).join(" · ");

export async function createDiversityRecord(
  ctx: ServiceContext,
  { vendorId, body: input }: { vendorId: string; body: CreateDiversityRecordInput },
): Promise<DiversityRecord> {
  if (input.document_id != null) {
    await assertVendorDocument(ctx, vendorId, input.document_id);
  }
  const [row] = await ctx.tx
    .insert(vendorDiversityRecords)
    .values({
      id: newId("diversityRecord"),
      orgId: ctx.orgId,
      vendorId,
      classification: input.classification,
      certifyingBody: input.certifying_body ?? null,
      certificateNumber: input.certificate_number ?? null,
      certifiedAt: input.certified_at == null ? null : fromUnixSeconds(input.certified_at),
      expiresAt: input.expires_at == null ? null : fromUnixSeconds(input.expires_at),
      documentId: input.document_id ?? null,
      source: sourceOf(ctx.actor),
    })
    .returning();
  if (!row) {
    throw new Error("diversity record insert returned no row");
  }
  const record = serializeDiversityRecord(row);
  await recordProfileChange(ctx, {
    vendorId,
    entityType: "diversity_record",
    entityId: record.id,
    entityName: recordName(record),
    action: "created",
    after: record,
  });
  return record;
}

/** DELETE: removed for good; the change feed keeps its last state. */
export async function deleteDiversityRecord(
  ctx: ServiceContext,
  { vendorId, diversityRecordId: recordId }: { vendorId: string; diversityRecordId: string },
) {
  const row = await findDiversityRecord(ctx.tx, ctx.orgId, vendorId, recordId, "update");
  await ctx.tx
    .delete(vendorDiversityRecords)
    .where(inOrg(vendorDiversityRecords, ctx.orgId, eq(vendorDiversityRecords.id, row.id)));
  const record = serializeDiversityRecord(row);
  await recordProfileChange(ctx, {
    vendorId,
    entityType: "diversity_record",
    entityId: record.id,
    entityName: recordName(record),
    action: "deleted",
    before: record,
  });
  return { id: record.id, deleted: true as const };
}
