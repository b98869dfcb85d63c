import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { getReassessment, listReassessments, REASSESSMENT_LIST_CAP } from "../read";
import { ReassessmentIdParam, ReassessmentListQuery, ReassessmentListSchema, ReassessmentSchema } from "../schemas";
import { tags } from "./shared";

const listRoute = defineRoute({
  method: "get",
  path: "/v1/reassessments",
  tags,
  operationId: "listReassessments",
  summary: "List reassessments",
  description: `Newest first, at most the ${REASSESSMENT_LIST_CAP} newest (the spec's {items} has no paging; narrow with status or radar_event_id); total counts every match.`,
  request: { query: ReassessmentListQuery },
  access: anyCredential,
  responses: { 200: json(ReassessmentListSchema, "The reassessments."), ...commonErrors },
});

const getRoute = defineRoute({
  method: "get",
  path: "/v1/reassessments/{reassessment_id}",
  tags,
  operationId: "getReassessment",
  summary: "Get a reassessment",
  request: { params: ReassessmentIdParam },
  access: anyCredential,
  responses: {
    200: json(ReassessmentSchema, "The reassessment."),
    ...errorsFor({ reassessment_not_found: true }),
    ...commonErrors,
  },
});

export function registerReadReassessments(app: ApiApp) {
  app.openapi(listRoute, async (c) => c.json(await listReassessments(readContext(c), c.req.valid("query")), 200));
  app.openapi(getRoute, async (c) =>
    c.json(await getReassessment(readContext(c), c.req.valid("param").reassessment_id), 200),
  );
}
