import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import type { ApiApp } from "@/lib/api/types";
import { csvExportStream, jsonExportStream } from "../encode";
import { ExportQuery, ExportReportSchema, ReportNameParam } from "../schemas";
import { openExport } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/export/{report_name}",
  tags: ["Export"],
  operationId: "exportReport",
  summary: "Export a report",
  description:
    "Rows oldest first (created_at, then ID). The response is streamed from keyset batches, so any size exports in flat memory. format=csv (extension) streams the same rows as text/csv.",
  request: { params: ReportNameParam, query: ExportQuery },
  access: anyCredential,
  responses: {
    200: {
      content: {
        "application/json": { schema: ExportReportSchema },
        "text/csv": { schema: { type: "string" } },
      },
      description: "The export report object (or CSV with format=csv).",
    },
    ...errorsFor({ report_not_found: true }),
    ...commonErrors,
  },
});

export function registerExportReport(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { report_name: slug } = c.req.valid("param");
    const { format, ...query } = c.req.valid("query");
    const opened = await openExport(c.get("principal").orgId, slug, query);
    const headers: Record<string, string> = {
      "cache-control": "no-store",
      "x-total-count": String(opened.header.total_count),
    };
    if (format === "csv") {
      const day = new Date().toISOString().slice(0, 10);
      headers["content-type"] = "text/csv; charset=utf-8";
      headers["content-disposition"] = `attachment; filename="${opened.report.slug}-${day}.csv"`;
      return c.body(csvExportStream(opened), 200, headers) as never;
    }
    headers["content-type"] = "application/json";
    return c.body(jsonExportStream(opened), 200, headers) as never;
  });
}
