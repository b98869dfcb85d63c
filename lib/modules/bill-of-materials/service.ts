import { and, count, desc, eq, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { DetailError, notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg, type RowLock } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { enqueueJob } from "@/lib/jobs";
import { keepStoredFileAsDocument } from "@/lib/modules/documents";
import { claimUpload } from "@/lib/modules/file-uploads";
import { assertVendorServices, findServiceInOrg, findVendorInOrg } from "@/lib/modules/vendors";
import { matchVendorJob } from "./advisory-jobs";
import { parseBomJob } from "./parse-job";
import { type BomHistoryFilters, bomLimits, type CreateBomInput } from "./schemas";
import { serializeBomDetail, serializeBomSummaries } from "./serialize";
import { type BomRow, billsOfMaterials } from "./tables";

export async function findBomInOrg(q: Queryable, orgId: string, bomId: string, lock?: RowLock): Promise<BomRow> {
  return findInOrg(q, billsOfMaterials, orgId, bomId, {
    notFound: () => notFound("bill_of_materials_not_found", "Bill of materials"),
    lock,
  });
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

async function clearLatest(q: Queryable, orgId: string, vendorId: string): Promise<void> {
  await q
    .update(billsOfMaterials)
    .set({ isLatest: false })
    .where(
      inOrg(billsOfMaterials, orgId, eq(billsOfMaterials.vendorId, vendorId), eq(billsOfMaterials.isLatest, true)),
    );
}

/** Makes the vendor's newest BOM that is not archived its latest (after its latest was archived). */
async function restoreLatest(q: Queryable, orgId: string, vendorId: string): Promise<void> {
  await clearLatest(q, orgId, vendorId);
  const next = (
    await q
      .select({ id: billsOfMaterials.id })
      .from(billsOfMaterials)
      .where(
        inOrg(billsOfMaterials, orgId, eq(billsOfMaterials.vendorId, vendorId), eq(billsOfMaterials.isArchived, false)),
      )
      .orderBy(desc(billsOfMaterials.createdAt), desc(billsOfMaterials.id))
      .limit(1)
  )[0]?.id;
  if (next) {
    await q.update(billsOfMaterials).set({ isLatest: true }).where(eq(billsOfMaterials.id, next));
  }
}

/**
 * Takes an uploaded file as the vendor's newest BOM: the file is kept as a vendor document, the BOM
 * reads pending, and its parse is queued in the same transaction.
 */
export async function createBom(ctx: ServiceContext, input: CreateBomInput) {
  const { tx, orgId } = ctx;
  // Lock the vendor: two uploads at once must not both become its latest.
  await findVendorInOrg(tx, orgId, input.vendor_id, "update");
  const serviceIds = unique(input.service_ids ?? []);
  await assertVendorServices(tx, orgId, input.vendor_id, serviceIds);
  const upload = await claimUpload(tx, orgId, input.s3_url, { size: input.size, maxBytes: bomLimits.fileBytes });
  const document = await keepStoredFileAsDocument(ctx, {
    vendorId: input.vendor_id,
    name: input.name,
    serviceIds,
    file: { ...upload, extension: input.extension.replace(/^\./, "").toLowerCase() },
  });
  const id = newId("billOfMaterials");
  await clearLatest(tx, orgId, input.vendor_id);
  const [row] = await tx
    .insert(billsOfMaterials)
    .values({ id, orgId, vendorId: input.vendor_id, documentId: document.id, serviceIds, isLatest: true })
    .returning();
  await enqueueJob(tx, parseBomJob, { bom_id: id }, { orgId });
  const [summary] = await serializeBomSummaries(tx, orgId, [row as BomRow]);
  return summary;
}

export async function readBom(q: Queryable, orgId: string, bomId: string, withComponents = true) {
  return serializeBomDetail(q, orgId, await findBomInOrg(q, orgId, bomId), withComponents);
}

const exactlyOne = () =>
  new DetailError(422, [
    {
      loc: ["query", "vendor_id"],
      msg: "Give exactly one of vendor_id and service_id",
      type: "value_error",
    },
  ]);

/** The newest BOM that is not archived, of a vendor or linked to a service; null when none. */
export async function latestBom(q: Queryable, orgId: string, query: { vendor_id?: string; service_id?: string }) {
  if ((query.vendor_id === undefined) === (query.service_id === undefined)) {
    throw exactlyOne();
  }
  let row: BomRow | undefined;
  if (query.vendor_id !== undefined) {
    await findVendorInOrg(q, orgId, query.vendor_id);
    [row] = await q
      .select()
      .from(billsOfMaterials)
      .where(
        inOrg(
          billsOfMaterials,
          orgId,
          eq(billsOfMaterials.vendorId, query.vendor_id),
          eq(billsOfMaterials.isLatest, true),
        ),
      )
      .limit(1);
  } else {
    const serviceId = query.service_id as string;
    await findServiceInOrg(q, orgId, serviceId);
    [row] = await q
      .select()
      .from(billsOfMaterials)
      .where(
        inOrg(
          billsOfMaterials,
          orgId,
          eq(billsOfMaterials.isArchived, false),
          sql`${billsOfMaterials.serviceIds} @> ${JSON.stringify([serviceId])}::jsonb`,
        ),
      )
      .orderBy(desc(billsOfMaterials.createdAt), desc(billsOfMaterials.id))
      .limit(1);
  }
  return row ? serializeBomDetail(q, orgId, row) : null;
}

/** Upload history, newest first. */
export async function listBoms(ctx: ServiceContext, filters: BomHistoryFilters) {
  const { tx, orgId } = ctx;
  const where = inOrg(
    billsOfMaterials,
    orgId,
    filters.vendor_id === undefined ? undefined : eq(billsOfMaterials.vendorId, filters.vendor_id),
    filters.service_id === undefined
      ? undefined
      : sql`${billsOfMaterials.serviceIds} @> ${JSON.stringify([filters.service_id])}::jsonb`,
    filters.include_archived ? undefined : eq(billsOfMaterials.isArchived, false),
  );
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(billsOfMaterials)
      .where(where)
      .orderBy(desc(billsOfMaterials.createdAt), desc(billsOfMaterials.id))
      .limit(filters.limit)
      .offset(filters.offset),
    tx.select({ value: count() }).from(billsOfMaterials).where(where),
  ]);
  return {
    items: await serializeBomSummaries(tx, orgId, rows),
    total: total?.value ?? 0,
    limit: filters.limit,
    offset: filters.offset,
  };
}

/** Archives the BOM (a repeat is a no-op); the vendor's latest falls back to its previous BOM. */
export async function archiveBom(ctx: ServiceContext, bomId: string) {
  const { tx, orgId } = ctx;
  const current = await findBomInOrg(tx, orgId, bomId);
  await findVendorInOrg(tx, orgId, current.vendorId, "update");
  let row = current;
  if (!current.isArchived) {
    [row] = (await tx
      .update(billsOfMaterials)
      .set({ isArchived: true, isLatest: false, archivedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(billsOfMaterials.id, bomId)))
      .returning()) as [BomRow];
    if (current.isLatest) {
      await restoreLatest(tx, orgId, current.vendorId);
      await enqueueJob(tx, matchVendorJob, { vendor_id: current.vendorId }, { orgId });
    }
  }
  const [summary] = await serializeBomSummaries(tx, orgId, [row]);
  return summary;
}
