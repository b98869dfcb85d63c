import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { callerOf } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { updateReassessment } from "../edit";
import { ReassessmentIdParam, ReassessmentSchema, UpdateReassessmentBody } from "../schemas";
import { immutableNote, pendingNote, requireReassessmentInOrg, stateErrors, tags } from "./shared";

const route = defineRoute({
  method: "patch",
  path: "/v1/reassessments/{reassessment_id}",
  tags,
  operationId: "updateReassessment",
  summary: "Update a reassessment",
  description:
    "Only supplied fields change; null clears title or assessment_plan_id (radar_event_id cannot be cleared). " +
    "A new radar_event_id replaces alert_ids with that event's alerts on the vendor set. Allowed in draft and " +
    "confirmed. Returns the refreshed reassessment.",
  request: {
    params: ReassessmentIdParam,
    body: { content: { "application/json": { schema: UpdateReassessmentBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireReassessmentInOrg] as const,
  responses: {
    200: json(ReassessmentSchema, "The updated reassessment."),
    ...errorsFor({
      invalid_reassessment: "unknown assessment plan, or radar_event_id null.",
      reassessment_not_found: true,
      radar_event_not_found: "no radar event with the new radar_event_id in your organization.",
    }),
    ...commonErrors,
    ...stateErrors(`${pendingNote} (only when radar_event_id changes) ${immutableNote}`),
  },
});

export function registerUpdateReassessment(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { reassessment_id: reassessmentId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await updateReassessment(callerOf(c), reassessmentId, input), 200);
  });
}
