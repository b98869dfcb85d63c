import { apiRoles, dashboardRoles } from "@/lib/api/access-policy";
import { isApiError } from "@/lib/api/errors";
import { commonErrors, errorsFor, json, jsonBody } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { callerOf, inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { switchTemplate } from "../config";
import { parseCorrection } from "../correction";
import { failureMessage, launchRun } from "../launch";
import { LAUNCHES_PER_TRANSACTION, launchBulk } from "../launch-bulk";
import { getRun, runSummaries } from "../run-view";
import {
  BulkLaunchBody,
  BulkLaunchSchema,
  LaunchBody,
  RunIdParam,
  RunSchema,
  RunSummarySchema,
  SummariesBody,
  SummaryListSchema,
} from "../schemas";

export const tags = ["Zero touch"];
/** Every dashboard role reads; an ak_ key gets 401 `Unauthorized role.` (03 §5). */
export const runReaders = dashboardRoles(apiRoles);
/** Who launches, reviews and corrects runs: the roles that may update vendors and archive assessments. */
export const runWriters = dashboardRoles(["org:admin", "org:member"]);

const launchRoute = defineRoute({
  method: "post",
  path: "/v1/zero_touch_assessment",
  tags,
  operationId: "launchZeroTouchRun",
  summary: "Launch a zero touch run",
  description:
    "Creates a run (an assessment on the zero touch control sets) that moves queued → running → complete in the background. The vendor's previous run leaves the leaderboard.",
  request: { body: jsonBody(LaunchBody) },
  access: runWriters,
  responses: {
    200: json(RunSummarySchema, "The run summary."),
    ...errorsFor({
      invalid_zero_touch_request: "unknown vendor_id, service or template_key (the body also carries `error`).",
      zero_touch_not_configured: true,
      zero_touch_custom_control_set: true,
    }),
    ...commonErrors,
  },
});

const bulkRoute = defineRoute({
  method: "post",
  path: "/v1/zero_touch_assessment/bulk",
  tags,
  operationId: "bulkLaunchZeroTouchRuns",
  summary: "Launch zero touch runs for many vendors",
  description: `200: every vendor (deduplicated) is in \`created\` (in the order asked) or in \`failed\` with the reason. The vendors are launched ${LAUNCHES_PER_TRANSACTION} at a time, each batch together in one transaction; should a batch fail as a whole, each of its vendors is launched on its own, so that only the vendors at fault fail. The one refusal of the whole request: a \`template_key\` the caller may not switch to (403 \`insufficient_role\`, nothing launched).`,
  request: { body: jsonBody(BulkLaunchBody) },
  access: runWriters,
  responses: { 200: json(BulkLaunchSchema, "What was created and what failed."), ...commonErrors },
});

const summariesRoute = defineRoute({
  method: "post",
  path: "/v1/zero_touch_assessment/summaries",
  tags,
  operationId: "zeroTouchRunSummaries",
  summary: "Summaries of runs (extension)",
  description: "The run summaries of up to 200 run IDs, for following a bulk launch; unknown IDs are left out.",
  request: { body: jsonBody(SummariesBody) },
  access: runReaders,
  responses: { 200: json(SummaryListSchema, "The summaries, in the order asked."), ...commonErrors },
});

const getRoute = defineRoute({
  method: "get",
  path: "/v1/zero_touch_assessment/{assessment_id}",
  tags,
  operationId: "getZeroTouchRun",
  summary: "Get a zero touch run with its result",
  description: "A finished run shows its snapshot; an unfinished one is scored on the fly from current inputs.",
  request: { params: RunIdParam },
  access: runReaders,
  responses: { 200: json(RunSchema, "The run."), ...errorsFor({ zero_touch_run_not_found: true }), ...commonErrors },
});

export function registerRunRoutes(app: ApiApp) {
  app.openapi(launchRoute, async (c) => {
    const input = c.req.valid("json");
    const correction = input.instruction ? await parseCorrection(input.instruction) : {};
    const summary = await inTransaction(c, async (ctx) => {
      if (input.template_key) {
        await switchTemplate(ctx, input.template_key);
      }
      return launchRun(ctx, {
        vendorId: input.vendor_id,
        serviceIds: input.service_ids ?? [],
        instruction: input.instruction ?? null,
        correction,
      });
    });
    return c.json(summary, 200);
  });
  app.openapi(bulkRoute, async (c) => {
    const input = c.req.valid("json");
    const vendorIds = [...new Set(input.vendor_ids)];
    if (input.template_key) {
      const templateKey = input.template_key;
      try {
        await inTransaction(c, (ctx) => switchTemplate(ctx, templateKey));
      } catch (error) {
        // A caller who may not switch the template is refused as a whole: no vendor is tried.
        const message = isApiError(error) && error.code === "insufficient_role" ? null : failureMessage(error);
        if (message === null) {
          throw error;
        }
        return c.json(
          { created: [], failed: vendorIds.map((vendorId) => ({ vendor_id: vendorId, error: message })) },
          200,
        );
      }
    }
    return c.json(await launchBulk(callerOf(c), vendorIds), 200);
  });
  app.openapi(summariesRoute, async (c) => c.json(await runSummaries(readContext(c), c.req.valid("json").ids), 200));
  app.openapi(getRoute, async (c) => c.json(await getRun(readContext(c), c.req.valid("param").assessment_id), 200));
}
