import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { callerOf } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { runReassessment } from "../run";
import { ReassessmentIdParam, ReassessmentSchema } from "../schemas";
import { confirmReassessment, dismissReassessment } from "../transitions";
import { immutableNote, pendingNote, requireReassessmentInOrg, stateErrors, tags } from "./shared";

const confirmRoute = defineRoute({
  method: "post",
  path: "/v1/reassessments/{reassessment_id}/confirm",
  tags,
  operationId: "confirmReassessment",
  summary: "Confirm a draft reassessment (draft → confirmed)",
  description:
    "Locks the vendor set in; at least one vendor must be included. No body. Returns the refreshed reassessment.",
  request: { params: ReassessmentIdParam },
  access: anyCredential,
  middleware: [requireReassessmentInOrg] as const,
  responses: {
    200: json(ReassessmentSchema, "The confirmed reassessment."),
    ...errorsFor({ reassessment_not_found: true }),
    ...commonErrors,
    ...stateErrors(
      `invalid_reassessment_state: already confirmed, or no vendor included; ${pendingNote} ${immutableNote}`,
    ),
  },
});

const dismissRoute = defineRoute({
  method: "post",
  path: "/v1/reassessments/{reassessment_id}/dismiss",
  tags,
  operationId: "dismissReassessment",
  summary: "Dismiss a reassessment (draft or confirmed → dismissed, terminal)",
  description: "No body. Returns the refreshed reassessment.",
  request: { params: ReassessmentIdParam },
  access: anyCredential,
  middleware: [requireReassessmentInOrg] as const,
  responses: {
    200: json(ReassessmentSchema, "The dismissed reassessment."),
    ...errorsFor({ reassessment_not_found: true }),
    ...commonErrors,
    ...stateErrors(immutableNote),
  },
});

const runRoute = defineRoute({
  method: "post",
  path: "/v1/reassessments/{reassessment_id}/run",
  tags,
  operationId: "runReassessment",
  summary: "Run a confirmed reassessment (confirmed → run, terminal)",
  description:
    "Creates one assessment per included vendor with the plan's control sets (never a case) and sets each " +
    "entry's assessment_id, all or nothing: if any vendor cannot be assessed nothing is created. Two " +
    "concurrent runs create the assessments once; the second answers reassessment_immutable. No body. " +
    "Returns the refreshed reassessment.",
  request: { params: ReassessmentIdParam },
  access: anyCredential,
  middleware: [requireReassessmentInOrg] as const,
  responses: {
    200: json(ReassessmentSchema, "The run reassessment."),
    ...errorsFor({
      missing_assessment_plan: true,
      invalid_reassessment: "the plan no longer exists, or a vendor cannot be assessed (named); nothing was created.",
      reassessment_not_found: true,
    }),
    ...commonErrors,
    ...stateErrors(
      `invalid_reassessment_state: still a draft (confirm first), or no vendor included; ${pendingNote} ${immutableNote}`,
    ),
  },
});

export function registerReassessmentTransitions(app: ApiApp) {
  app.openapi(confirmRoute, async (c) => {
    const { reassessment_id: reassessmentId } = c.req.valid("param");
    return c.json(await confirmReassessment(callerOf(c), reassessmentId), 200);
  });
  app.openapi(dismissRoute, async (c) => {
    const { reassessment_id: reassessmentId } = c.req.valid("param");
    return c.json(await dismissReassessment(callerOf(c), reassessmentId), 200);
  });
  app.openapi(runRoute, async (c) => {
    const { reassessment_id: reassessmentId } = c.req.valid("param");
    return c.json(await runReassessment(callerOf(c), reassessmentId), 200);
  });
}
