import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { listKeywordRules, replaceKeywordRules } from "../keyword-rules";
import { KeywordRuleListSchema, ReplaceKeywordRulesBody } from "../schemas";
import { feedSettingsReaders, feedSettingsWriters } from "./access";

const listRoute = defineRoute({
  method: "get",
  path: "/v1/radar/keyword_rules",
  tags: ["Radar"],
  operationId: "listRadarKeywordRules",
  summary: "List the keyword rules of feed items",
  description:
    "In order of precedence: a feed item's impact type is that of the first rule whose keyword occurs in its " +
    "title or summary as whole words (case-insensitive); no match is Other. New organizations start with defaults.",
  access: feedSettingsReaders,
  responses: { 200: json(KeywordRuleListSchema, "The rules."), ...commonErrors },
});

const replaceRoute = defineRoute({
  method: "put",
  path: "/v1/radar/keyword_rules",
  tags: ["Radar"],
  operationId: "replaceRadarKeywordRules",
  summary: "Replace the keyword rules",
  description:
    "The list given, in its order, replaces the whole list (at most 200 rules, keywords of at most 100 " +
    "characters, impact_type case-sensitive). Applies to items polled from now on.",
  request: { body: { content: { "application/json": { schema: ReplaceKeywordRulesBody } }, required: true } },
  access: feedSettingsWriters,
  responses: { 200: json(KeywordRuleListSchema, "The new rules."), ...commonErrors },
});

export function registerKeywordRuleRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const ctx = readContext(c);
    return c.json(await listKeywordRules(ctx.tx, ctx.orgId), 200);
  });
  app.openapi(replaceRoute, async (c) => {
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => replaceKeywordRules(ctx, input)), 200);
  });
}
