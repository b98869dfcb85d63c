import { z } from "@hono/zod-openapi";
import { queryInteger } from "@/lib/api/pagination";
import { EXPORT_DEFAULT_LIMIT, EXPORT_MAX_LIMIT } from "./limits";

const rows = (count: number) => count.toLocaleString("en-US");

export const ReportNameParam = z.object({
  report_name: z.string().openapi({
    param: { name: "report_name", in: "path" },
    example: "vendors",
    description: "Report slug: vendors, services, assessments, findings, obligations or contract_records.",
  }),
});

export const ExportQuery = z.object({
  limit: queryInteger({ min: 1, max: EXPORT_MAX_LIMIT })
    .default(EXPORT_DEFAULT_LIMIT)
    .openapi({
      description: `Rows to return, 1 to ${rows(EXPORT_MAX_LIMIT)} (default ${rows(EXPORT_DEFAULT_LIMIT)}); more is a 422. Page with offset until offset plus the rows received reaches total_count.`,
      example: EXPORT_DEFAULT_LIMIT,
    }),
  offset: queryInteger({ min: 0 }).default(0).openapi({ description: "Rows to skip.", example: 0 }),
  supplier_name: z.string().max(500).optional().openapi({
    description:
      "Case-insensitive substring of the supplier's name. Applies to reports whose base object is vendor (vendors); ignored for others. total_count reflects it.",
  }),
  format: z.enum(["json", "csv"]).default("json").openapi({
    description:
      "Extension. json (default): the export report object. csv: text/csv, a header row of the mapping's column names, then one line per row; total_count in X-Total-Count.",
  }),
});
export type ExportQueryInput = z.infer<typeof ExportQuery>;

const cell = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const ExportReportSchema = z
  .object({
    id: z.string().openapi({ example: "cbexprt_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
    slug: z.string().openapi({ example: "vendors" }),
    report_name: z.string().openapi({ example: "Suppliers" }),
    base_object: z.string().openapi({ example: "vendor" }),
    mapping: z.record(z.string(), z.string()).openapi({
      description: "Internal field name → exported column name, in column order.",
      example: { id: "Supplier ID", name: "Supplier Name" },
    }),
    data: z.array(z.record(z.string(), cell)).openapi({ description: "Rows keyed by column name, oldest first." }),
    limit: z
      .number()
      .int()
      .openapi({ description: `The limit asked for, or the default ${rows(EXPORT_DEFAULT_LIMIT)}.` }),
    offset: z.number().int(),
    total_count: z.number().int().openapi({ description: "Full count, filtered by supplier_name when given." }),
  })
  .openapi("ExportReport");

export const ReportSummarySchema = z
  .object({
    slug: z.string(),
    report_name: z.string(),
    base_object: z.string(),
    mapping: z.record(z.string(), z.string()),
    vendor_based: z
      .boolean()
      .openapi({ description: "Whether supplier_name filters this report: its base object is vendor." }),
  })
  .openapi("ExportReportSummary");

export const ReportListSchema = z.object({ data: z.array(ReportSummarySchema) }).openapi("ExportReportList");
