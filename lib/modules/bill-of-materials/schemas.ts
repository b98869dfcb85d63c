import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery, queryBoolean } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";
import { bomFormats, bomTypes, componentTypes, parseStatuses } from "./tables";

export const bomLimits = {
  name: 500,
  extension: 20,
  search: 500,
  /** A BOM file the parser reads whole: larger files are refused at creation. */
  fileBytes: 32 * 1024 * 1024,
  serviceIds: 100,
  /** The licences a BOM's summary lists, most used first; the rest are only counted. */
  summaryLicenses: 100,
} as const;

const refId = z.string().min(1).max(100);
const BOM_ID_EXAMPLE = "cbbom_0f1e2d3c4b5a69788796a5b4c3d2e1f0";

// ---- objects

export const BomQualitySchema = z
  .object({
    component_count: z.number().int(),
    with_version: z.number().int(),
    with_purl: z.number().int(),
    with_license: z.number().int(),
    with_supplier: z.number().int(),
    with_hash: z.number().int(),
    spec_version: z.string().nullable(),
    ntia_minimum_elements: z.object({
      met: z.boolean(),
      missing: z.array(z.string()).openapi({ description: "The NTIA minimum elements the file lacks, in words." }),
    }),
  })
  .openapi("BomQuality", {
    description: "Extension: how complete the parsed file is (counts of components with each element).",
  });

export const BomComponentSchema = z
  .object({
    id: z.string().openapi({ example: "cbbomc_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    bill_of_materials_id: z.string(),
    vendor_document_id: z.string(),
    name: z.string(),
    version: z.string().nullable(),
    purl: z.string().nullable(),
    cpe: z.string().nullable(),
    group: z.string().nullable(),
    supplier: z.string().nullable(),
    author: z.string().nullable(),
    description: z.string().nullable(),
    bom_ref: z.string().nullable(),
    component_type: z.enum(componentTypes),
    licenses: z.array(z.string()),
    hashes: z.record(z.string(), z.string()),
    external_references: z.array(z.unknown()),
    properties: z.record(z.string(), z.string()),
    created_at: timestamp,
    kind: z.enum(["component", "service"]).openapi({
      description: "Extension: service for a CycloneDX service (SaaSBOM), component otherwise.",
    }),
    license_suggestions: z.array(z.object({ original: z.string(), suggestion: z.string() })).openapi({
      description:
        "Extension: licence texts that are not SPDX expressions, each with a guessed SPDX identifier. A guess, " +
        "never applied: licenses keeps the original text.",
    }),
    model_card: z
      .record(z.string(), z.unknown())
      .nullable()
      .openapi({ description: "Extension: the AI model card of a machine-learning-model component, else null." }),
  })
  .openapi("BomComponent");

export const BomDocumentSchema = z.object({
  id: z.string(),
  name: z.string(),
  s3_url: z.string(),
  size: z.number().int(),
  extension: z.string(),
  created_at: timestamp,
});

export const BillOfMaterialsSchema = z
  .object({
    id: z.string().openapi({ example: BOM_ID_EXAMPLE }),
    vendor_id: z.string(),
    vendor_document_id: z.string(),
    format: z.enum(bomFormats),
    bom_type: z.enum(bomTypes),
    parse_status: z.enum(parseStatuses),
    spec_version: z.string().nullable(),
    serial_number: z.string().nullable(),
    component_count: z.number().int(),
    name: z.string().nullable(),
    parse_error: z.string().nullable(),
    parsed_at: timestamp.nullable(),
    is_archived: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
    document: BomDocumentSchema.nullable(),
    components: z.array(BomComponentSchema).nullable().openapi({
      description: "On detail responses (latest and by ID), in file order; null on list summaries.",
    }),
    service_ids: z.array(z.string()).openapi({ description: "Extension: the services it was linked to." }),
    is_latest: z.boolean().openapi({ description: "Extension: the vendor's newest BOM that is not archived." }),
    quality: BomQualitySchema.nullable().openapi({ description: "Extension: null until parsed." }),
    vendor_name: z.string().nullable().openapi({ description: "Extension, read-only: the vendor's name." }),
  })
  .openapi("BillOfMaterials");
export type BillOfMaterials = z.infer<typeof BillOfMaterialsSchema>;
export type BomComponent = z.infer<typeof BomComponentSchema>;

const countOf = (description: string) => z.number().int().openapi({ description });

export const BomSummarySchema = z
  .object({
    bill_of_materials_id: z.string().openapi({ example: BOM_ID_EXAMPLE }),
    parse_status: z.enum(parseStatuses).openapi({ description: "Every count is zero until the BOM is parsed." }),
    component_count: countOf("The BOM's components."),
    component_types: z
      .array(z.object({ component_type: z.enum(componentTypes), count: z.number().int() }))
      .openapi({ description: "Each component type the BOM holds, most components first (ties by type)." }),
    licenses: z
      .object({
        items: z.array(z.object({ license: z.string(), count: z.number().int() })).openapi({
          description:
            `The ${bomLimits.summaryLicenses} most used licences, each as the components list it (an SPDX ID or ` +
            "expression), with how many components carry it; most components first, ties by licence.",
        }),
        distinct_count: countOf("How many different licences the components carry, those beyond items included."),
        total_count: countOf(
          "The sum of every licence's count, those beyond items included (a component under two licences counts twice).",
        ),
        without_license: countOf("Components that list no licence."),
      })
      .openapi({
        description: "Licences counted per component: a component listing one twice counts once for it.",
      }),
  })
  .openapi("BomSummary", {
    description: "Extension: a BOM's components counted by type and by licence, without the components themselves.",
  });
export type BomSummary = z.infer<typeof BomSummarySchema>;

// ---- requests

export const BomIdParam = z.object({ bom_id: refId.openapi({ example: BOM_ID_EXAMPLE }) });

export const CreateBomBody = z
  .object({
    vendor_id: refId,
    s3_url: z.string().min(1).max(2000).openapi({ description: "From GET /v1/file/uploadable_url, after the PUT." }),
    size: z
      .number()
      .int()
      .min(1)
      .max(bomLimits.fileBytes)
      .openapi({
        description: `The file's size in bytes (at most ${bomLimits.fileBytes}); must equal what was uploaded.`,
      }),
    name: z.string().trim().min(1).max(bomLimits.name),
    extension: z.string().trim().min(1).max(bomLimits.extension),
    service_ids: z.array(refId).max(bomLimits.serviceIds).optional(),
  })
  .openapi("CreateBillOfMaterials");
export type CreateBomInput = z.infer<typeof CreateBomBody>;

export const LatestBomQuery = z.object({ vendor_id: refId.optional(), service_id: refId.optional() });

/** The detail's own switch: `components=false` answers the BOM alone, for a client waiting on its parse. */
export const BomDetailQuery = z.object({ components: queryBoolean(true) });

export const BomHistoryQuery = z.object({
  vendor_id: refId.optional(),
  service_id: refId.optional(),
  include_archived: queryBoolean(false),
  ...paginationQuery(),
});
export type BomHistoryFilters = z.infer<typeof BomHistoryQuery>;

const componentFilters = {
  q: z
    .string()
    .trim()
    .min(1)
    .max(bomLimits.search)
    .optional()
    .openapi({ description: "Name substring (case-insensitive)." }),
  purl: z.string().trim().min(1).max(bomLimits.search).optional().openapi({
    description: "A purl or its beginning (case-insensitive prefix): pkg:npm/express matches every version.",
  }),
  component_type: z.enum(componentTypes).optional(),
  license: z.string().trim().min(1).max(bomLimits.search).optional().openapi({
    description: "A licence as the component lists it (an SPDX ID or expression), case-insensitive.",
  }),
  ...paginationQuery(),
};
export const BomComponentQuery = z.object(componentFilters);
export type ComponentFilters = z.infer<typeof BomComponentQuery>;
export const VendorComponentQuery = z.object({ vendor_id: refId, ...componentFilters });

export const BomListSchema = pageEnvelope("items", BillOfMaterialsSchema).openapi("BillOfMaterialsList");
export const BomComponentListSchema = pageEnvelope("items", BomComponentSchema).openapi("BomComponentList");

// Response shapes defined beside their services, named here too: the web half reads its types from
// a module's schemas.ts only (the types, never the values).
export type { AdvisorySchema } from "./advisory-schemas";
export type { BomDiffSchema } from "./diff";
export type { PortfolioHitSchema } from "./portfolio";
