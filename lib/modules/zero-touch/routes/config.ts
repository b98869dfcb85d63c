import { dashboardAdmins } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json, jsonBody } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { listTemplates, readConfig, switchTemplate, writeConfig } from "../config";
import { leaderboard } from "../leaderboard";
import {
  ConfigBody,
  ConfigSchema,
  LeaderboardQuery,
  LeaderboardSchema,
  TemplateBody,
  TemplatesSchema,
} from "../schemas";
import { runReaders, tags } from "./runs";

const leaderboardRoute = defineRoute({
  method: "get",
  path: "/v1/zero_touch_assessment/leaderboard",
  tags,
  operationId: "zeroTouchLeaderboard",
  summary: "The portfolio ranked by zero touch composite",
  description:
    "One row per vendor (its newest unarchived run), ranked across the whole organization before slicing, unscored last; search and filters keep each row's rank.",
  request: { query: LeaderboardQuery },
  access: runReaders,
  responses: { 200: json(LeaderboardSchema, "A page of the leaderboard."), ...commonErrors },
});

const templatesRoute = defineRoute({
  method: "get",
  path: "/v1/zero_touch_assessment/templates",
  tags,
  operationId: "zeroTouchTemplates",
  summary: "Shipped control set templates",
  request: {},
  access: runReaders,
  responses: { 200: json(TemplatesSchema, "The templates and the active one."), ...commonErrors },
});

const switchTemplateRoute = defineRoute({
  method: "post",
  path: "/v1/zero_touch_assessment/template",
  tags,
  operationId: "switchZeroTouchTemplate",
  summary: "Switch the organization's zero touch scope to a template",
  request: { body: jsonBody(TemplateBody) },
  access: dashboardAdmins,
  responses: {
    200: json(TemplatesSchema, "The templates and the active one."),
    ...errorsFor({ invalid_zero_touch_request: "unknown template_key.", zero_touch_custom_control_set: true }),
    ...commonErrors,
  },
});

const readConfigRoute = defineRoute({
  method: "get",
  path: "/v1/zero_touch_assessment/config",
  tags,
  operationId: "zeroTouchConfig",
  summary: "The zero touch configuration",
  request: {},
  access: runReaders,
  responses: { 200: json(ConfigSchema, "Readiness, control sets in scope and the configuration."), ...commonErrors },
});

const writeConfigRoute = defineRoute({
  method: "post",
  path: "/v1/zero_touch_assessment/config",
  tags,
  operationId: "writeZeroTouchConfig",
  summary: "Change the zero touch configuration",
  description:
    "Only the fields given change. Weights are relative: they are renormalised over the components that resolve.",
  request: { body: jsonBody(ConfigBody) },
  access: dashboardAdmins,
  responses: { 200: json(ConfigSchema, "The configuration after the change."), ...commonErrors },
});

export function registerConfigRoutes(app: ApiApp) {
  app.openapi(leaderboardRoute, async (c) => c.json(await leaderboard(readContext(c), c.req.valid("query")), 200));
  app.openapi(templatesRoute, async (c) => c.json(await listTemplates(readContext(c)), 200));
  app.openapi(switchTemplateRoute, async (c) => {
    const { template_key: key } = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => switchTemplate(ctx, key)), 200);
  });
  app.openapi(readConfigRoute, async (c) => c.json(await readConfig(readContext(c)), 200));
  app.openapi(writeConfigRoute, async (c) => {
    const patch = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => writeConfig(ctx, patch)), 200);
  });
}
