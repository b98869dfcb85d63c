import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { CreateRadarSourceBody, feedLimits, RadarSourceSchema } from "../schemas";
import { createRadarSource } from "../sources";
import { feedSettingsWriters } from "./access";
import { sourceLimitErrors } from "./errors";

const route = defineRoute({
  method: "post",
  path: "/v1/radar/sources",
  tags: ["Radar"],
  operationId: "createRadarSource",
  summary: "Add an RSS or Atom feed source",
  description:
    "The feed is polled about every 15 minutes while enabled; items that name a vendor of the organization " +
    "become radar events. feed_url must be http(s), without credentials, on a host that is and resolves only " +
    "to public addresses (400 invalid_radar_source otherwise). An organization has at most " +
    `${feedLimits.sourcesPerOrg} feed sources that are not archived: one more is 422 radar_source_limit ` +
    "(`{detail: {code, message}}`; archive one first).",
  request: { body: { content: { "application/json": { schema: CreateRadarSourceBody } }, required: true } },
  access: feedSettingsWriters,
  responses: {
    201: json(RadarSourceSchema, "The new feed source (not polled yet)."),
    ...errorsFor({ invalid_radar_source: "feed_url not allowed." }),
    ...commonErrors,
    ...sourceLimitErrors,
  },
});

export function registerCreateRadarSource(app: ApiApp) {
  app.openapi(route, async (c) => {
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createRadarSource(ctx, input)), 201);
  });
}
