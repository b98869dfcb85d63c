import { anyCredential } from "@/lib/api/access-policy";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { countRadarAlerts, dismissAlert, getRadarAlertExplained, listRadarAlerts, undismissAlert } from "../alerts";
import { findRadarAlertInOrg } from "../lookup";
import {
  DismissAlertBody,
  RadarAlertCountsQuery,
  RadarAlertCountsSchema,
  RadarAlertIdParam,
  RadarAlertListQuery,
  RadarAlertListSchema,
  RadarAlertSchema,
} from "../schemas";

const tags = ["Radar"];
const alertErrors = { ...errorsFor({ alert_not_found: true }), ...commonErrors };

const listRoute = defineRoute({
  method: "get",
  path: "/v1/radar/alerts",
  tags,
  operationId: "listRadarAlerts",
  summary: "List radar alerts",
  description:
    "Newest first. is_dismissed omitted hides dismissed alerts, true lists only dismissed ones, false only active ones.",
  request: { query: RadarAlertListQuery },
  access: anyCredential,
  responses: { 200: json(RadarAlertListSchema, "A page of radar alerts."), ...commonErrors },
});

const countsRoute = defineRoute({
  method: "get",
  path: "/v1/radar/alert_counts",
  tags,
  operationId: "countRadarAlerts",
  summary: "Count radar alerts by severity (extension)",
  description: "The alert list's filters without severity and paging.",
  request: { query: RadarAlertCountsQuery },
  access: anyCredential,
  responses: { 200: json(RadarAlertCountsSchema, "The filtered alerts' counts."), ...commonErrors },
});

const getRoute = defineRoute({
  method: "get",
  path: "/v1/radar/alerts/{alert_id}",
  tags,
  operationId: "getRadarAlert",
  summary: "Get a radar alert",
  request: { params: RadarAlertIdParam },
  access: anyCredential,
  responses: { 200: json(RadarAlertSchema, "The radar alert."), ...alertErrors },
});

const dismissRoute = defineRoute({
  method: "post",
  path: "/v1/radar/alerts/{alert_id}/dismiss",
  tags,
  operationId: "dismissRadarAlert",
  summary: "Dismiss a radar alert",
  description:
    "404 alert_not_found when missing, in another organization or already dismissed. suppress_similar true makes the detector record later alerts of the same primary impact type for this vendor with should_alert false. reason_code (extension, optional) outside the accepted values is 400 invalid_update; the alert records who dismissed it (dismissed_by).",
  request: {
    params: RadarAlertIdParam,
    body: { content: { "application/json": { schema: DismissAlertBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireInOrg("alert_id", findRadarAlertInOrg)] as const,
  responses: {
    200: json(RadarAlertSchema, "The dismissed alert."),
    ...errorsFor({ invalid_update: true }),
    ...alertErrors,
  },
});

const undismissRoute = defineRoute({
  method: "post",
  path: "/v1/radar/alerts/{alert_id}/undismiss",
  tags,
  operationId: "undismissRadarAlert",
  summary: "Restore a dismissed radar alert",
  description:
    "Back to the active list; lifts the suppression its dismissal recorded. An alert that is not dismissed is returned unchanged.",
  request: { params: RadarAlertIdParam },
  access: anyCredential,
  responses: { 200: json(RadarAlertSchema, "The restored alert."), ...alertErrors },
});

export function registerRadarAlertRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await listRadarAlerts(tx, orgId, c.req.valid("query")), 200);
  });
  app.openapi(countsRoute, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await countRadarAlerts(tx, orgId, c.req.valid("query")), 200);
  });
  app.openapi(getRoute, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await getRadarAlertExplained(tx, orgId, c.req.valid("param").alert_id), 200);
  });
  app.openapi(dismissRoute, async (c) => {
    const { alert_id: alertId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => dismissAlert(ctx, { alertId, body: input })), 200);
  });
  app.openapi(undismissRoute, async (c) => {
    const { alert_id: alertId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => undismissAlert(ctx, alertId)), 200);
  });
}
