import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { feedLimits, RadarSourceIdParam, RadarSourceSchema, UpdateRadarSourceBody } from "../schemas";
import { findRadarSourceInOrg, updateRadarSource } from "../sources";
import { feedSettingsWriters } from "./access";
import { sourceLimitErrors } from "./errors";

const route = defineRoute({
  method: "patch",
  path: "/v1/radar/sources/{source_id}",
  tags: ["Radar"],
  operationId: "updateRadarSource",
  summary: "Update a radar source",
  description:
    "Omitted fields stay unchanged. A new feed_url is checked like on create and clears the last poll result. " +
    "is_archived true stops polling and hides the source from the default list; is_archived false restores it, " +
    `refused with 422 radar_source_limit when the organization already has ${feedLimits.sourcesPerOrg} feed ` +
    "sources that are not archived. The manual source takes only name.",
  request: {
    params: RadarSourceIdParam,
    body: { content: { "application/json": { schema: UpdateRadarSourceBody } }, required: true },
  },
  access: feedSettingsWriters,
  middleware: [requireInOrg("source_id", findRadarSourceInOrg)] as const,
  responses: {
    200: json(RadarSourceSchema, "The updated source."),
    ...errorsFor({ invalid_radar_source: true, radar_source_not_found: true }),
    ...commonErrors,
    ...sourceLimitErrors,
  },
});

export function registerUpdateRadarSource(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { source_id: sourceId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateRadarSource(ctx, { sourceId, body: input })), 200);
  });
}
