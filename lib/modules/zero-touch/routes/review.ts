import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorsFor, json, jsonBody } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { listAudit } from "../audit";
import { parseCorrection } from "../correction";
import { correctRun, overrideControl, previewCorrection, reprofileRun, rescoreRun, reviewRun } from "../review";
import { findRunInOrg } from "../run-rows";
import {
  AuditListSchema,
  AuditQuery,
  CorrectBody,
  CorrectionPreviewSchema,
  OverrideBody,
  ReviewBody,
  RunIdParam,
  RunSchema,
} from "../schemas";
import { runReaders, runWriters, tags } from "./runs";

/** Another organization's run is a 404 before its body or query is validated. */
const requireRunInOrg = requireInOrg("assessment_id", (q, orgId, id) => findRunInOrg(q, orgId, id));
const runErrors = errorsFor({ zero_touch_run_not_found: true });
const finishedErrors = errorsFor({
  zero_touch_run_not_found: true,
  zero_touch_run_unfinished: true,
  zero_touch_run_archived: true,
});

const rescoreRoute = defineRoute({
  method: "post",
  path: "/v1/zero_touch_assessment/{assessment_id}/rescore",
  tags,
  operationId: "rescoreZeroTouchRun",
  summary: "Rescore a run",
  description:
    "Recomputes the composite against current inputs and the current configuration and re-applies the configured push; keeps the profile. Serialised with corrections of the same run.",
  request: { params: RunIdParam },
  access: runWriters,
  responses: { 200: json(RunSchema, "The rescored run."), ...finishedErrors, ...commonErrors },
});

const reprofileRoute = defineRoute({
  method: "post",
  path: "/v1/zero_touch_assessment/{assessment_id}/reprofile",
  tags,
  operationId: "reprofileZeroTouchRun",
  summary: "Re-research the company and replace the profile",
  request: { params: RunIdParam },
  access: runWriters,
  responses: { 200: json(RunSchema, "The run with its new profile."), ...finishedErrors, ...commonErrors },
});

const reviewRoute = defineRoute({
  method: "post",
  path: "/v1/zero_touch_assessment/{assessment_id}/review",
  tags,
  operationId: "reviewZeroTouchRun",
  summary: "Approve, escalate, archive or annotate a run",
  description:
    "approved and escalated need a complete run (409 zero_touch_run_unfinished); approved takes an optional comment in note; escalated needs a reason in note and an assignee (assignee_user_id, an invited or active user of the organization; 422 without either, 400 for an unknown one); archived takes the run off the leaderboard; note only writes the trail. vendor_status_id sets the vendor's status.",
  request: { params: RunIdParam, body: jsonBody(ReviewBody) },
  access: runWriters,
  middleware: [requireRunInOrg] as const,
  responses: {
    200: json(RunSchema, "The run."),
    ...finishedErrors,
    ...errorsFor({ invalid_zero_touch_request: "unknown vendor_status_id or assignee_user_id." }),
    ...commonErrors,
  },
});

const correctRoute = defineRoute({
  method: "post",
  path: "/v1/zero_touch_assessment/{assessment_id}/correct",
  tags,
  operationId: "correctZeroTouchRun",
  summary: "Correct the vendor's website or name and rescore",
  description:
    "The instruction is read into the correctable fields (vendor website and name), applied and the run rescored. An instruction that changes nothing still answers 200 and writes an audit entry with empty changes.",
  request: { params: RunIdParam, body: jsonBody(CorrectBody) },
  access: runWriters,
  middleware: [requireRunInOrg] as const,
  responses: {
    200: json(RunSchema, "The rescored run."),
    ...errorsFor({ zero_touch_run_not_found: true, zero_touch_run_archived: true }),
    ...commonErrors,
  },
});

const previewRoute = defineRoute({
  method: "post",
  path: "/v1/zero_touch_assessment/{assessment_id}/correct/preview",
  tags,
  operationId: "previewZeroTouchCorrection",
  summary: "What a correction would change (extension)",
  description: "Reads the instruction as correct would and lists the field changes; nothing is written.",
  request: { params: RunIdParam, body: jsonBody(CorrectBody) },
  access: runReaders,
  middleware: [requireRunInOrg] as const,
  responses: { 200: json(CorrectionPreviewSchema, "The changes."), ...runErrors, ...commonErrors },
});

const overrideRoute = defineRoute({
  method: "post",
  path: "/v1/zero_touch_assessment/{assessment_id}/control_overrides",
  tags,
  operationId: "overrideZeroTouchControl",
  summary: "Override one control's verdict (extension)",
  description:
    "A reviewer's verdict on one control of a complete run in place of the matcher's, with a reason (verdict null removes it). The run is rescored, the override is kept through every later rescore, shows in result.controls and result.changes_since_previous, and appends a `revised` audit entry whose note is the reason.",
  request: { params: RunIdParam, body: jsonBody(OverrideBody) },
  access: runWriters,
  middleware: [requireRunInOrg] as const,
  responses: {
    200: json(RunSchema, "The rescored run."),
    ...finishedErrors,
    ...errorsFor({ invalid_zero_touch_request: "control_id is not a control of this run." }),
    ...commonErrors,
  },
});

const auditRoute = defineRoute({
  method: "get",
  path: "/v1/zero_touch_assessment/{assessment_id}/audit",
  tags,
  operationId: "zeroTouchRunAudit",
  summary: "The run's review trail",
  description: "Append-only, oldest first.",
  request: { params: RunIdParam, query: AuditQuery },
  access: runReaders,
  middleware: [requireRunInOrg] as const,
  responses: { 200: json(AuditListSchema, "The trail."), ...runErrors, ...commonErrors },
});

export function registerReviewRoutes(app: ApiApp) {
  const id = (c: { req: { valid(target: "param"): { assessment_id: string } } }) => c.req.valid("param").assessment_id;
  app.openapi(rescoreRoute, async (c) => c.json(await inTransaction(c, (ctx) => rescoreRun(ctx, id(c))), 200));
  app.openapi(reprofileRoute, async (c) => c.json(await inTransaction(c, (ctx) => reprofileRun(ctx, id(c))), 200));
  app.openapi(reviewRoute, async (c) => {
    const body = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => reviewRun(ctx, { assessmentId: id(c), body })), 200);
  });
  app.openapi(correctRoute, async (c) => {
    const { instruction, apply } = c.req.valid("json");
    const fields = await parseCorrection(instruction);
    return c.json(
      await inTransaction(c, (ctx) => correctRun(ctx, { assessmentId: id(c), instruction, fields, apply })),
      200,
    );
  });
  app.openapi(overrideRoute, async (c) => {
    const body = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => overrideControl(ctx, { assessmentId: id(c), body })), 200);
  });
  app.openapi(previewRoute, async (c) => {
    const fields = await parseCorrection(c.req.valid("json").instruction);
    return c.json(await previewCorrection(readContext(c), { assessmentId: id(c), fields }), 200);
  });
  app.openapi(auditRoute, async (c) =>
    c.json(await listAudit(readContext(c), { assessmentId: id(c), query: c.req.valid("query") }), 200),
  );
}
