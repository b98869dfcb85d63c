import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { RadarSourceListQuery, RadarSourceListSchema } from "../schemas";
import { listRadarSources } from "../sources";
import { feedSettingsReaders } from "./access";

const route = defineRoute({
  method: "get",
  path: "/v1/radar/sources",
  tags: ["Radar"],
  operationId: "listRadarSources",
  summary: "List radar sources",
  description:
    "The manual source (events entered by hand) and the organization's RSS/Atom feed sources with their last " +
    "poll result, newest first; archived ones only with include_archived.",
  request: { query: RadarSourceListQuery },
  access: feedSettingsReaders,
  responses: { 200: json(RadarSourceListSchema, "The sources."), ...commonErrors },
});

export function registerListRadarSources(app: ApiApp) {
  app.openapi(route, async (c) => {
    const ctx = readContext(c);
    return c.json(await listRadarSources(ctx.tx, ctx.orgId, c.req.valid("query")), 200);
  });
}
