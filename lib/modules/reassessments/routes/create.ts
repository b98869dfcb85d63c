import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { callerOf } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { createReassessment } from "../create";
import { CreateReassessmentBody, ReassessmentSchema } from "../schemas";
import { tags } from "./shared";

const route = defineRoute({
  method: "post",
  path: "/v1/reassessments",
  tags,
  operationId: "createReassessment",
  summary: "Draft a reassessment from a radar event",
  description:
    "Status draft. vendor_ids become matched entries, included, in the given order (a repeated ID once); " +
    "alert_ids are the event's alerts on them. Checked in this order: radar_event_id (404), vendor_ids, " +
    "assessment_plan_id (400). Idempotency-Key is not honored.",
  request: { body: { content: { "application/json": { schema: CreateReassessmentBody } }, required: true } },
  access: anyCredential,
  responses: {
    201: json(ReassessmentSchema, "The new reassessment."),
    ...errorsFor({
      radar_event_not_found: "no radar event with this ID in your organization.",
      invalid_reassessment: "unknown vendor IDs (named) or assessment plan.",
    }),
    ...commonErrors,
  },
});

export function registerCreateReassessment(app: ApiApp) {
  app.openapi(route, async (c) => {
    const input = c.req.valid("json");
    return c.json(await createReassessment(callerOf(c), input), 201);
  });
}
