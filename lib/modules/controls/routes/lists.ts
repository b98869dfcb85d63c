import { registerReadRoute } from "@/lib/api/read-route";
import type { ApiApp } from "@/lib/api/types";
import { AssessmentPlanListSchema, ControlSetListSchema } from "../schemas";
import { listAssessmentPlans, listControlSets } from "../service";

export function registerControlLists(app: ApiApp) {
  registerReadRoute(app, {
    path: "/v1/control_sets",
    tag: "Organization defaults",
    operationId: "listControlSets",
    summary: "Control sets",
    response: ControlSetListSchema,
    read: (ctx) => listControlSets(ctx),
  });
  registerReadRoute(app, {
    path: "/v1/assessment_plans",
    tag: "Organization defaults",
    operationId: "listAssessmentPlans",
    summary: "Assessment plans",
    response: AssessmentPlanListSchema,
    read: (ctx) => listAssessmentPlans(ctx),
  });
}
