import { and, eq, inArray, sql } from "drizzle-orm";
import { inTurns } from "@/lib/db/batches";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { defineJob, enqueueJob, exponentialBackoff } from "@/lib/jobs";
import { storedFilesOf } from "@/lib/modules/documents";
import { readBlob } from "@/lib/storage/blobs";
import { matchVendorJob } from "./advisory-jobs";
import { insertComponents } from "./component-insert";
import { type BomParseResult, parseBomOffThread } from "./parse";
import { billsOfMaterials, bomComponents, type StoredQuality } from "./tables";

/** Components written per transaction, in one statement each (./component-insert). */
export const COMPONENTS_PER_TRANSACTION = 1_000;

const FINISHED = ["parsed", "failed", "unsupported"];

function storedQuality(result: Extract<BomParseResult, { status: "parsed" }>): StoredQuality {
  const { quality } = result;
  return {
    component_count: quality.componentCount,
    with_version: quality.withVersion,
    with_purl: quality.withPurl,
    with_license: quality.withLicense,
    with_supplier: quality.withSupplier,
    with_hash: quality.withHash,
    spec_version: quality.specVersion,
    ntia_minimum_elements: quality.ntiaMinimumElements,
  };
}

interface BomFile {
  bytes: Uint8Array;
  fileName: string;
  extension: string;
  name: string;
}

async function readFile(orgId: string, documentId: string): Promise<BomFile | null> {
  const file = (await storedFilesOf(db(), orgId, [documentId])).get(documentId);
  if (!file?.storageKey) {
    return null;
  }
  try {
    const bytes = await readBlob(file.storageKey);
    return { bytes, fileName: file.fileName, extension: file.extension, name: file.name };
  } catch {
    return null;
  }
}

/**
 * Parses a BOM's file off the main thread and stores its components, a batch per transaction (the
 * BOM reads parsing meanwhile, so no reader takes the half-written list for the whole one); the
 * last transaction marks it parsed and queues its matching against the open advisories. A retry
 * after a crash first deletes what an earlier attempt wrote.
 */
export const parseBomJob = defineJob<{ bom_id: string }>({
  type: "bill_of_materials.parse",
  maxAttempts: 3,
  retryDelaySeconds: exponentialBackoff(10, 300),
  maxConcurrent: 2,
  async handle(payload, context) {
    const orgId = context.orgId as string;
    const [bom] = await db()
      .update(billsOfMaterials)
      .set({ parseStatus: "parsing", updatedAt: sql`now()` })
      .where(
        inOrg(
          billsOfMaterials,
          orgId,
          eq(billsOfMaterials.id, payload.bom_id),
          sql`${billsOfMaterials.parseStatus} not in ('parsed', 'failed', 'unsupported')`,
        ),
      )
      .returning();
    if (!bom || FINISHED.includes(bom.parseStatus)) {
      return;
    }
    const file = await readFile(orgId, bom.documentId);
    const result: BomParseResult = file
      ? await parseBomOffThread(file.bytes, { fileName: file.fileName, extension: file.extension })
      : {
          status: "failed",
          format: "unknown",
          specVersion: null,
          parseError: "The uploaded file is no longer stored.",
        };
    if (result.status !== "parsed") {
      await db().transaction(async (tx) => {
        await tx
          .update(billsOfMaterials)
          .set({
            parseStatus: result.status,
            format: result.format,
            specVersion: result.specVersion,
            parseError: result.parseError,
            parsedAt: sql`now()`,
            updatedAt: sql`now()`,
          })
          .where(eq(billsOfMaterials.id, bom.id));
        await enqueueJob(tx, matchVendorJob, { vendor_id: bom.vendorId }, { orgId });
      });
      return;
    }
    await db()
      .delete(bomComponents)
      .where(inOrg(bomComponents, orgId, eq(bomComponents.bomId, bom.id)));
    let position = 0;
    for await (const batch of inTurns(result.components, COMPONENTS_PER_TRANSACTION)) {
      await insertComponents(db(), bom, batch, position);
      position += batch.length;
    }
    await db().transaction(async (tx) => {
      const [done] = await tx
        .update(billsOfMaterials)
        .set({
          parseStatus: "parsed",
          format: result.format,
          bomType: result.bomType,
          specVersion: result.specVersion,
          serialNumber: result.serialNumber,
          name: result.name ?? file?.name ?? null,
          componentCount: result.components.length,
          quality: storedQuality(result),
          parseError: null,
          parsedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(billsOfMaterials.id, bom.id), inArray(billsOfMaterials.parseStatus, ["parsing"])))
        .returning({ id: billsOfMaterials.id });
      if (done) {
        await enqueueJob(tx, matchVendorJob, { vendor_id: bom.vendorId }, { orgId });
      }
    });
  },
});
