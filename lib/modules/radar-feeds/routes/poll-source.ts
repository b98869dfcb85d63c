import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { pollSourceNow } from "../poll-request";
import { feedLimits, RadarSourceIdParam, RadarSourceSchema } from "../schemas";
import { findRadarSourceInOrg } from "../sources";
import { feedSettingsWriters } from "./access";

const route = defineRoute({
  method: "post",
  path: "/v1/radar/sources/{source_id}/poll",
  tags: ["Radar"],
  operationId: "pollRadarSource",
  summary: "Poll a feed source now",
  description:
    "Starts a poll in the background and answers 202 with the source, whose `poll` is that poll (state queued). " +
    "Follow it with GET /v1/radar/sources until its state is succeeded or failed; the source's last_poll_* " +
    "fields then hold the result. The poll fetches the feed (conditional GET, at most 10 s and 5 MiB, the first " +
    `${feedLimits.itemsPerPoll} items) and turns new items that name vendors into radar events, ` +
    `${feedLimits.itemsPerBatch} items per transaction, at most ${feedLimits.itemsPerDay.toLocaleString("en-US")} ` +
    "items per organization per UTC day (last_poll_skipped_count says how many waited for a later poll). A feed " +
    "that cannot be fetched or read is a poll that succeeded with last_poll_status failed and last_poll_error. " +
    "While the source's latest poll (from here or the schedule) is queued or running, the call joins it: 202 with " +
    `that poll, nothing new started. Otherwise a poll starts at most once every ${feedLimits.pollNowIntervalSeconds} ` +
    "seconds per source: 429 rate_limited with Retry-After (seconds). Disabled sources can be polled; the manual " +
    "source and archived sources cannot (400 invalid_radar_source).",
  request: { params: RadarSourceIdParam },
  access: feedSettingsWriters,
  middleware: [requireInOrg("source_id", findRadarSourceInOrg)] as const,
  responses: {
    202: json(RadarSourceSchema, "The source, with the poll started or joined as `poll`."),
    ...errorsFor({
      invalid_radar_source: true,
      radar_source_not_found: true,
      rate_limited: "a poll of this source was started less than a minute ago; see Retry-After.",
    }),
    ...commonErrors,
  },
});

export function registerPollRadarSource(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { source_id: sourceId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => pollSourceNow(ctx, sourceId)), 202);
  });
}
