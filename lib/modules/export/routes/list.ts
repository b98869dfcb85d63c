import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { allReports, filtersBySupplier } from "@/lib/extensions/export-reports";
import { moduleSwitches } from "@/lib/modules/org";
import { ReportListSchema } from "../schemas";

const route = defineRoute({
  method: "get",
  path: "/v1/export",
  tags: ["Export"],
  operationId: "listExportReports",
  summary: "List export reports",
  description:
    "Extension: the reports GET /v1/export/{report_name} serves, with their column mappings; a switched-off module's report (contract_records) is left out.",
  access: anyCredential,
  responses: { 200: json(ReportListSchema, "Every report."), ...commonErrors },
});

export function registerListExportReports(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { tx, orgId } = readContext(c);
    const switches = await moduleSwitches(tx, orgId);
    return c.json(
      {
        data: allReports()
          .filter((report) => !report.gate || switches[report.gate] !== false)
          .map((report) => ({
            slug: report.slug,
            report_name: report.report_name,
            base_object: report.base_object,
            mapping: report.mapping,
            vendor_based: filtersBySupplier(report),
          })),
      },
      200,
    );
  });
}
