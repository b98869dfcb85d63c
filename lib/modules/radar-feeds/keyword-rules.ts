import { asc, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { recordChange } from "@/lib/audit/changes";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import type { OrgSeedInput } from "@/lib/extensions/organization-defaults";
import { newId } from "@/lib/ids";
import type { ImpactType } from "@/lib/modules/radar";
import type { RuleToMatch } from "./matching";
import type { KeywordRule, ReplaceKeywordRulesInput } from "./schemas";
import { type RadarKeywordRuleRow, radarKeywordRules } from "./tables";

/**
 * The rules a new organization starts with. Keywords match whole words, so inflections are rules
 * of their own; the first matching rule decides, and an item no rule matches is "Other".
 */
export const defaultKeywordRules: readonly { keyword: string; impact_type: ImpactType }[] = [
  ...["breach", "breached", "data breach", "ransomware", "cyberattack", "cyber attack", "hacked", "hack"].map(
    (keyword) => ({ keyword, impact_type: "Infosec" as const }),
  ),
  ...["vulnerability", "vulnerabilities", "exploit", "zero-day", "malware", "data leak", "leaked", "phishing"].map(
    (keyword) => ({ keyword, impact_type: "Infosec" as const }),
  ),
  ...["sanction", "sanctions", "sanctioned", "fined", "penalty", "regulator", "regulators", "gdpr"].map((keyword) => ({
    keyword,
    impact_type: "Compliance" as const,
  })),
  ...["lawsuit", "lawsuits", "litigation", "sued", "class action", "settlement", "indictment"].map((keyword) => ({
    keyword,
    impact_type: "Legal" as const,
  })),
  ...["bankruptcy", "bankrupt", "insolvency", "insolvent", "layoffs", "downgrade", "downgraded"].map((keyword) => ({
    keyword,
    impact_type: "Financial" as const,
  })),
  ...["outage", "outages", "disruption", "downtime", "recall", "shortage"].map((keyword) => ({
    keyword,
    impact_type: "Operational" as const,
  })),
  ...["acquisition", "acquired", "merger"].map((keyword) => ({
    keyword,
    impact_type: "Corporate" as const,
  })),
  ...["scandal", "boycott", "controversy"].map((keyword) => ({ keyword, impact_type: "Reputational" as const })),
  ...["emissions", "pollution", "forced labor", "child labor"].map((keyword) => ({
    keyword,
    impact_type: "ESG" as const,
  })),
  ...["war", "embargo", "tariff", "tariffs", "earthquake", "flood", "hurricane"].map((keyword) => ({
    keyword,
    impact_type: "Geopolitical & External" as const,
  })),
];

const serialize = (row: RadarKeywordRuleRow): KeywordRule => ({
  id: row.id,
  keyword: row.keyword,
  impact_type: row.impactType as ImpactType,
  position: row.position,
});

async function insertRules(q: Queryable, orgId: string, rules: ReplaceKeywordRulesInput["rules"]): Promise<void> {
  if (rules.length > 0) {
    await q.insert(radarKeywordRules).values(
      rules.map((rule, position) => ({
        id: newId("radarKeywordRule"),
        orgId,
        keyword: rule.keyword,
        impactType: rule.impact_type,
        position,
      })),
    );
  }
}

/** Signup: the default rules. */
export async function seedKeywordRules(tx: Queryable, org: OrgSeedInput): Promise<void> {
  await insertRules(tx, org.id, [...defaultKeywordRules]);
}

const selectRules = (q: Queryable, orgId: string) =>
  q
    .select()
    .from(radarKeywordRules)
    .where(inOrg(radarKeywordRules, orgId))
    .orderBy(asc(radarKeywordRules.position), asc(radarKeywordRules.id));

/**
 * Whether the organization's rules were ever set: a marker row at position -1 is written with the
 * first list, so an organization that saved an empty list is not given the defaults again.
 */
const MARKER_POSITION = -1;
const MARKER_KEYWORD = "";

/** Serialises the first read's seeding and replacements of one organization's list. */
async function lockRules(tx: Queryable, orgId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`radar_keyword_rules:${orgId}`}))`);
}

/**
 * The organization's rules in order. An organization from before feed sources (no rows at all)
 * gets the defaults on first read; an advisory lock per organization keeps two first reads from
 * both seeding.
 */
export async function keywordRules(q: Queryable, orgId: string): Promise<RadarKeywordRuleRow[]> {
  let rows = await selectRules(q, orgId);
  if (rows.length === 0) {
    rows = await q.transaction(async (tx) => {
      await lockRules(tx, orgId);
      const again = await selectRules(tx, orgId);
      if (again.length > 0) {
        return again;
      }
      await seedKeywordRules(tx, { id: orgId, name: "", country: "", adminUserId: "" });
      return selectRules(tx, orgId);
    });
  }
  return rows.filter((row) => row.position !== MARKER_POSITION);
}

export async function listKeywordRules(q: Queryable, orgId: string) {
  const items = (await keywordRules(q, orgId)).map(serialize);
  return { items, total: items.length };
}

export async function rulesToMatch(q: Queryable, orgId: string): Promise<RuleToMatch[]> {
  return (await keywordRules(q, orgId)).map((row) => ({ keyword: row.keyword, impactType: row.impactType }));
}

const auditedRules = (rules: readonly { keyword: string; impact_type: string }[]) => ({
  rules: rules.map((rule) => `${rule.keyword} → ${rule.impact_type}`),
});

/** Replaces the whole list (the order given is the order of precedence). */
export async function replaceKeywordRules(ctx: ServiceContext, input: ReplaceKeywordRulesInput) {
  await lockRules(ctx.tx, ctx.orgId);
  const before = await keywordRules(ctx.tx, ctx.orgId);
  await ctx.tx.delete(radarKeywordRules).where(inOrg(radarKeywordRules, ctx.orgId));
  await insertRules(ctx.tx, ctx.orgId, input.rules);
  if (input.rules.length === 0) {
    await ctx.tx.insert(radarKeywordRules).values({
      id: newId("radarKeywordRule"),
      orgId: ctx.orgId,
      keyword: MARKER_KEYWORD,
      impactType: "Other",
      position: MARKER_POSITION,
    });
  }
  await recordChange(ctx, {
    entityType: "radar_keyword_rules",
    entityId: ctx.orgId,
    entityName: "Radar keyword rules",
    action: "updated",
    before: auditedRules(before.map(serialize)),
    after: auditedRules(input.rules),
  });
  return listKeywordRules(ctx.tx, ctx.orgId);
}
