import { anyCredential } from "@/lib/api/access-policy";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { getRadarEvent, listRadarEvents, updateRadarEvent } from "../events";
import { findRadarEventInOrg } from "../lookup";
import { recordRadarEvent } from "../record";
import {
  CreateRadarEventBody,
  RadarEventIdParam,
  RadarEventListQuery,
  RadarEventListSchema,
  RadarEventSchema,
  radarLimits,
  UpdateRadarEventBody,
} from "../schemas";

const tags = ["Radar"];

const createRoute = defineRoute({
  method: "post",
  path: "/v1/radar/events",
  tags,
  operationId: "createRadarEvent",
  summary: "Create a radar event",
  description:
    "Links the vendor_ids that name vendors of the organization as primary-impacted (others are skipped silently) and raises the Impacted vendor detector's alert on each. " +
    `The answer lists every linked vendor; beyond the first ${radarLimits.linksPerTransaction} (in ID order) the links and their alerts are written by a background job, ${radarLimits.linksPerTransaction} per transaction, right after the event (GET shows them as they land).`,
  request: { body: { content: { "application/json": { schema: CreateRadarEventBody } }, required: true } },
  access: anyCredential,
  responses: { 201: json(RadarEventSchema, "The new radar event."), ...commonErrors },
});

const listRoute = defineRoute({
  method: "get",
  path: "/v1/radar/events",
  tags,
  operationId: "listRadarEvents",
  summary: "List radar events",
  description: "Newest first; archived events only with include_archived.",
  request: { query: RadarEventListQuery },
  access: anyCredential,
  responses: { 200: json(RadarEventListSchema, "A page of radar events."), ...commonErrors },
});

const getRoute = defineRoute({
  method: "get",
  path: "/v1/radar/events/{radar_event_id}",
  tags,
  operationId: "getRadarEvent",
  summary: "Get a radar event",
  request: { params: RadarEventIdParam },
  access: anyCredential,
  responses: {
    200: json(RadarEventSchema, "The radar event."),
    ...errorsFor({ radar_event_not_found: true }),
    ...commonErrors,
  },
});

const updateRoute = defineRoute({
  method: "patch",
  path: "/v1/radar/events/{radar_event_id}",
  tags,
  operationId: "updateRadarEvent",
  summary: "Update a radar event (extension)",
  description:
    "Only supplied fields change. is_archived true archives the event and its alerts (RadarEvent.Deleted, RadarDetectorResult.Deleted); false restores them. " +
    `An event's alerts move ${radarLimits.linksPerTransaction} per transaction: beyond the first ${radarLimits.linksPerTransaction} they follow in a background job.`,
  request: {
    params: RadarEventIdParam,
    body: { content: { "application/json": { schema: UpdateRadarEventBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireInOrg("radar_event_id", findRadarEventInOrg)] as const,
  responses: {
    200: json(RadarEventSchema, "The updated radar event."),
    ...errorsFor({ radar_event_not_found: true }),
    ...commonErrors,
  },
});

export function registerRadarEventRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await listRadarEvents(tx, orgId, c.req.valid("query")), 200);
  });
  app.openapi(createRoute, async (c) => {
    const input = c.req.valid("json");
    const event = await inTransaction(c, (ctx) => recordRadarEvent(ctx, input));
    if (!event) {
      throw new Error("a manual radar event is never a duplicate");
    }
    return c.json(event, 201);
  });
  app.openapi(getRoute, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await getRadarEvent(tx, orgId, c.req.valid("param").radar_event_id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const { radar_event_id: eventId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateRadarEvent(ctx, { radarEventId: eventId, body: input })), 200);
  });
}
