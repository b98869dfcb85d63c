import { asc, eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { type DocumentRow, storedFilesOf } from "@/lib/modules/documents";
import { s3UrlOf } from "@/lib/modules/file-uploads";
import { vendorNamesInOrg } from "@/lib/modules/vendors";
import { toUnixSeconds } from "@/lib/time";
import type { BillOfMaterials, BomComponent } from "./schemas";
import { type BomComponentRow, type BomRow, bomComponents } from "./tables";

type Enum<K extends keyof BillOfMaterials> = BillOfMaterials[K];

export function serializeComponent(row: BomComponentRow): BomComponent {
  return {
    id: row.id,
    bill_of_materials_id: row.bomId,
    vendor_document_id: row.documentId,
    name: row.name,
    version: row.version,
    purl: row.purl,
    cpe: row.cpe,
    group: row.group,
    supplier: row.supplier,
    author: row.author,
    description: row.description,
    bom_ref: row.bomRef,
    component_type: row.componentType as BomComponent["component_type"],
    licenses: row.licenses,
    hashes: row.hashes,
    external_references: row.externalReferences,
    properties: row.properties,
    created_at: toUnixSeconds(row.createdAt),
    kind: row.kind as BomComponent["kind"],
    license_suggestions: row.licenseSuggestions ?? [],
    model_card: row.modelCard,
  };
}

function serializeDocumentSummary(row: DocumentRow | undefined): BillOfMaterials["document"] {
  if (!row?.storageKey) {
    return null;
  }
  return {
    id: row.id,
    name: row.name,
    s3_url: s3UrlOf(row.storageKey),
    size: row.size,
    extension: row.extension,
    created_at: toUnixSeconds(row.createdAt),
  };
}

interface BomNames {
  documents: Map<string, DocumentRow>;
  vendorNames: Map<string, string>;
}

function serializeBom(row: BomRow, names: BomNames, components: BomComponent[] | null): BillOfMaterials {
  return {
    id: row.id,
    vendor_id: row.vendorId,
    vendor_document_id: row.documentId,
    format: row.format as Enum<"format">,
    bom_type: row.bomType as Enum<"bom_type">,
    parse_status: row.parseStatus as Enum<"parse_status">,
    spec_version: row.specVersion,
    serial_number: row.serialNumber,
    component_count: row.componentCount,
    name: row.name,
    parse_error: row.parseError,
    parsed_at: row.parsedAt ? toUnixSeconds(row.parsedAt) : null,
    is_archived: row.isArchived,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    document: serializeDocumentSummary(names.documents.get(row.documentId)),
    components,
    service_ids: row.serviceIds,
    is_latest: row.isLatest,
    quality: row.quality ?? null,
    vendor_name: names.vendorNames.get(row.vendorId) ?? null,
  };
}

async function namesOf(q: Queryable, orgId: string, rows: readonly BomRow[]): Promise<BomNames> {
  const [documents, vendorNames] = await Promise.all([
    storedFilesOf(
      q,
      orgId,
      rows.map((row) => row.documentId),
    ),
    vendorNamesInOrg(
      q,
      orgId,
      rows.map((row) => row.vendorId),
    ),
  ]);
  return { documents, vendorNames };
}

/** List summaries: components null. */
export async function serializeBomSummaries(q: Queryable, orgId: string, rows: readonly BomRow[]) {
  const names = await namesOf(q, orgId, rows);
  return rows.map((row) => serializeBom(row, names, null));
}

/** The detail: every component, in file order (or none read, components null, when not wanted). */
export async function serializeBomDetail(
  q: Queryable,
  orgId: string,
  row: BomRow,
  withComponents = true,
): Promise<BillOfMaterials> {
  const [names, components] = await Promise.all([
    namesOf(q, orgId, [row]),
    withComponents
      ? q
          .select()
          .from(bomComponents)
          .where(inOrg(bomComponents, orgId, eq(bomComponents.bomId, row.id)))
          .orderBy(asc(bomComponents.position))
      : null,
  ]);
  return serializeBom(row, names, components ? components.map(serializeComponent) : null);
}
