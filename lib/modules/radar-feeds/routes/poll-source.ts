import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { pollSourceNow } from "../poll";
import { RadarSourceIdParam, RadarSourceSchema } from "../schemas";
import { findRadarSourceInOrg } from "../sources";
import { feedSettingsWriters } from "./access";

const route = defineRoute({
  method: "post",
  path: "/v1/radar/sources/{source_id}/poll",
  tags: ["Radar"],
  operationId: "pollRadarSource",
  summary: "Poll a feed source now",
  description:
    "Fetches the feed (conditional GET, at most 10 s and 5 MiB, the first 500 items), creates radar events for " +
    "new items that name vendors and answers the source with this poll's result. A feed that cannot be fetched " +
    "or read is a 200 with last_poll_status failed and last_poll_error. Disabled sources can be polled; the " +
    "manual source and archived sources cannot (400 invalid_radar_source).",
  request: { params: RadarSourceIdParam },
  access: feedSettingsWriters,
  middleware: [requireInOrg("source_id", findRadarSourceInOrg)] as const,
  responses: {
    200: json(RadarSourceSchema, "The source with its last poll result."),
    ...errorsFor({ invalid_radar_source: true, radar_source_not_found: true }),
    ...commonErrors,
  },
});

export function registerPollRadarSource(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { source_id: sourceId } = c.req.valid("param");
    return c.json(await pollSourceNow(readContext(c), sourceId), 200);
  });
}
