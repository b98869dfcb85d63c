import { registerReadRoute } from "@/lib/api/read-route";
import type { ApiApp } from "@/lib/api/types";
import { RiskOverviewSchema } from "./schemas";
import { riskOverview } from "./service";

export function registerDashboardRoutes(app: ApiApp) {
  registerReadRoute(app, {
    path: "/v1/dashboard/risk-overview",
    tag: "Dashboard",
    operationId: "getRiskOverview",
    summary: "Risk overview aggregates",
    description:
      "Extension: the web app's dashboard charts, computed in SQL for the caller's organization. Vendors by inherent risk level and by tier, assessments by status and score band, open findings by age.",
    response: RiskOverviewSchema,
    read: (ctx) => riskOverview(ctx),
  });
}
