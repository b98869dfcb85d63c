import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery, queryBoolean } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";

const refId = z.string().min(1).max(100);

export const AdvisoryIdParam = z.object({
  advisory_id: refId.openapi({ example: "cbbomadv_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});

const AdvisoryMatchSchema = z.object({
  vendor_id: z.string(),
  vendor_name: z.string().nullable(),
  bill_of_materials_id: z.string(),
  components: z
    .array(z.object({ id: z.string(), name: z.string(), version: z.string().nullable(), purl: z.string().nullable() }))
    .openapi({ description: "The affected components of the vendor's latest BOM (at most 50)." }),
  radar_event_id: z.string().nullable().openapi({
    description: "The radar event that named the vendor (its alerts are on the radar); null while being recorded.",
  }),
});

export const AdvisorySchema = z
  .object({
    id: z.string(),
    osv_id: z.string().openapi({ example: "GHSA-jfh8-c2jp-5v3q" }),
    aliases: z.array(z.string()),
    summary: z.string().nullable(),
    severity: z.enum(["critical", "high", "medium", "low"]).nullable(),
    affected_packages: z.array(z.string()).openapi({
      description: "The affected packages as purls without version (pkg:maven/org.apache.logging.log4j/log4j-core).",
    }),
    published_at: timestamp.nullable(),
    modified_at: timestamp.nullable(),
    matching: z.boolean().openapi({ description: "True while the advisory is being matched against the BOMs." }),
    matched_vendor_count: z.number().int(),
    is_archived: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
    matches: z.array(AdvisoryMatchSchema).nullable().openapi({ description: "On the detail; null in lists." }),
    advisory: z
      .record(z.string(), z.unknown())
      .nullable()
      .openapi({ description: "The OSV document as imported, on the detail." }),
  })
  .openapi("BomAdvisory");
export type Advisory = z.infer<typeof AdvisorySchema>;

export const AdvisoryListQuery = z.object({ include_archived: queryBoolean(false), ...paginationQuery() });
export type AdvisoryListFilters = z.infer<typeof AdvisoryListQuery>;
export const AdvisoryListSchema = pageEnvelope("items", AdvisorySchema).openapi("BomAdvisoryList");
