import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import type { ApiApp } from "@/lib/api/types";
import { allReports, filtersBySupplier } from "../registry";
import { ReportListSchema } from "../schemas";

const route = defineRoute({
  method: "get",
  path: "/v1/export",
  tags: ["Export"],
  operationId: "listExportReports",
  summary: "List export reports",
  description: "Extension: the reports GET /v1/export/{report_name} serves, with their column mappings.",
  access: anyCredential,
  responses: { 200: json(ReportListSchema, "Every report."), ...commonErrors },
});

export function registerListExportReports(app: ApiApp) {
  app.openapi(route, (c) =>
    c.json(
      {
        data: allReports().map((report) => ({
          slug: report.slug,
          report_name: report.report_name,
          base_object: report.base_object,
          mapping: report.mapping,
          vendor_based: filtersBySupplier(report),
        })),
      },
      200,
    ),
  );
}
