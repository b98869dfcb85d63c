import { z } from "@hono/zod-openapi";
import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import type { ApiApp } from "@/lib/api/types";
import { respondIdempotently } from "@/lib/idempotency/respond";
import { assessmentFromPortal } from "../from-portal";
import { AssessmentRejectionSchema, CreatedAssessmentSchema } from "../schemas";
import { serializeAssessment } from "../serialize";

const refIds = z.array(z.string().min(1).max(100)).max(100);

const FromPortalBody = z
  .object({
    control_set_ids: refIds.nullish().openapi({
      description:
        "cbctst_ IDs; omitted: the request's own assessment's control sets, else the organization's default plan's.",
    }),
    name: z.string().max(500).nullish(),
  })
  .openapi("AssessmentFromPortal");

const PortalIdParam = z.object({
  portal_id: z
    .string()
    .max(100)
    .openapi({ param: { name: "portal_id", in: "path" }, example: "cbsbpt_0123456789abcdef0123456789abcdef" }),
});

const route = defineRoute({
  method: "post",
  path: "/v1/portals/{portal_id}/assessment",
  tags: ["Assessments"],
  operationId: "createAssessmentFromPortal",
  summary: "Start an assessment from a vendor's submitted answers",
  description:
    "Extension. The submitted answers become a text document of the vendor and, with every file the vendor uploaded, the new assessment's supporting documents: the engine reads them as evidence. Honors Idempotency-Key.",
  request: {
    params: PortalIdParam,
    body: { content: { "application/json": { schema: FromPortalBody } }, required: false },
  },
  access: anyCredential,
  responses: {
    201: json(CreatedAssessmentSchema, "The new assessment."),
    400: json(AssessmentRejectionSchema, "An unknown control set."),
    ...errorsFor({
      portal_not_found: "missing, another organization's, or not a vendor request.",
      invalid_portal_action: "the vendor has not submitted the request.",
    }),
    ...commonErrors,
  },
});

export function registerAssessmentFromPortal(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { portal_id } = c.req.valid("param");
    const input = c.req.valid("json") ?? {};
    const response = await respondIdempotently(c, async (ctx) => {
      const { row, workflowRunId } = await assessmentFromPortal(ctx, { portalId: portal_id, body: input });
      const counts = { findingsCount: 0, controlsEvaluated: 0, controlsTotal: 0 };
      return { status: 201, body: { ...serializeAssessment(row, counts), workflow_run_id: workflowRunId } };
    });
    return response as never;
  });
}
