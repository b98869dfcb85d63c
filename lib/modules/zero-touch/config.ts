import { sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, apiErrorWith } from "@/lib/api/errors";
import { recordChange } from "@/lib/audit/changes";
import { isAdminUser } from "@/lib/auth/authorize";
import { defaultZeroTouchConfig, type ZeroTouchConfig } from "@/lib/contract/zero-touch";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import {
  defaultControlSets,
  lockControlSetDesignations,
  setZeroTouchDesignation,
  zeroTouchControlSets,
} from "@/lib/modules/controls";
import { zeroTouchConfigs, zeroTouchRuns } from "./tables";

type ConfigRow = typeof zeroTouchConfigs.$inferSelect;

const toConfig = (row: ConfigRow | undefined): ZeroTouchConfig =>
  row
    ? {
        include_financial_health: row.includeFinancialHealth,
        include_security_score: row.includeSecurityScore,
        include_registration: row.includeRegistration,
        include_people: row.includePeople,
        control_weight: row.controlWeight,
        financial_health_weight: row.financialHealthWeight,
        security_weight: row.securityWeight,
        registration_weight: row.registrationWeight,
        people_weight: row.peopleWeight,
        score_target: row.scoreTarget,
        push_risk_tier_to_vendor: row.pushRiskTierToVendor,
        verification_pass: row.verificationPass,
        minimum_coverage: row.minimumCoverage,
      }
    : { ...defaultZeroTouchConfig };

export async function loadConfig(q: Queryable, orgId: string): Promise<ZeroTouchConfig> {
  const [row] = await q.select().from(zeroTouchConfigs).where(inOrg(zeroTouchConfigs, orgId));
  return toConfig(row);
}

/** The one template in scope, or null when a custom set runs or several templates are designated. */
function activeTemplateKey(sets: { templateKey: string | null }[]): string | null {
  return sets.length === 1 ? (sets[0]?.templateKey ?? null) : null;
}

export async function readConfig(ctx: ServiceContext) {
  const [config, sets] = await Promise.all([loadConfig(ctx.tx, ctx.orgId), zeroTouchControlSets(ctx.tx, ctx.orgId)]);
  return {
    is_ready: sets.some((set) => set.control_count > 0),
    control_sets: sets.map(({ id, name, control_count }) => ({ id, name, control_count })),
    active_template_key: activeTemplateKey(sets),
    config,
  };
}

/**
 * A new minimum coverage re-judges every run of the organization at once (one statement over its
 * rows' stored coverage): the leaderboard ranks by it, and no run keeps a verdict the minimum no
 * longer gives.
 */
async function rejudgeCoverage(q: Queryable, orgId: string, minimum: number) {
  await q
    .update(zeroTouchRuns)
    .set({
      evidenceSufficient: sql`(${zeroTouchRuns.compositeScore} is not null and coalesce(${zeroTouchRuns.coveragePercent}, 0) >= ${minimum})`,
    })
    .where(inOrg(zeroTouchRuns, orgId));
}

export async function writeConfig(ctx: ServiceContext, patch: Partial<ZeroTouchConfig>) {
  const before = await loadConfig(ctx.tx, ctx.orgId);
  const next = { ...before, ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) };
  const values = {
    orgId: ctx.orgId,
    includeFinancialHealth: next.include_financial_health,
    includeSecurityScore: next.include_security_score,
    includeRegistration: next.include_registration,
    includePeople: next.include_people,
    controlWeight: next.control_weight,
    financialHealthWeight: next.financial_health_weight,
    securityWeight: next.security_weight,
    registrationWeight: next.registration_weight,
    peopleWeight: next.people_weight,
    scoreTarget: next.score_target,
    pushRiskTierToVendor: next.push_risk_tier_to_vendor,
    verificationPass: next.verification_pass,
    minimumCoverage: next.minimum_coverage,
    updatedAt: new Date(),
  };
  await ctx.tx
    .insert(zeroTouchConfigs)
    .values(values)
    .onConflictDoUpdate({ target: zeroTouchConfigs.orgId, set: values });
  if (next.minimum_coverage !== before.minimum_coverage) {
    await rejudgeCoverage(ctx.tx, ctx.orgId, next.minimum_coverage);
  }
  await recordChange(ctx, {
    entityType: "zero_touch_config",
    entityId: ctx.orgId,
    entityName: "Zero touch configuration",
    action: "updated",
    before: { ...before },
    after: { ...next },
  });
  return readConfig(ctx);
}

/** The shipped control set templates, as the template picker lists them. */
export const zeroTouchTemplates = defaultControlSets.map((template) => ({
  key: template.key,
  name: template.name,
  description: template.description,
  control_count: template.controls.length,
  domains: template.domains,
}));

export async function listTemplates(ctx: ServiceContext) {
  const sets = await zeroTouchControlSets(ctx.tx, ctx.orgId);
  return { items: zeroTouchTemplates, active_template_key: activeTemplateKey(sets) };
}

const unknownTemplate = (key: string) =>
  apiErrorWith("invalid_zero_touch_request", `Unknown template_key ${key}.`, {
    error: `Unknown template_key ${key}. See GET /v1/zero_touch_assessment/templates.`,
  });

/**
 * Makes the organization's set seeded from `templateKey` its only zero touch set. The scope is the
 * organization's, so only an admin changes it, whichever route asks (a launch's template_key too):
 * naming the template already in scope changes nothing and is anyone's to do; any other switch by
 * someone else is 403 insufficient_role. Refused (409) while the organization runs a set of its own,
 * which a template switch would silently drop.
 */
export async function switchTemplate(ctx: ServiceContext, templateKey: string) {
  if (!zeroTouchTemplates.some((template) => template.key === templateKey)) {
    throw unknownTemplate(templateKey);
  }
  const sets = await lockControlSetDesignations(ctx.tx, ctx.orgId);
  if (activeTemplateKey(sets.filter((set) => set.isZeroTouch)) === templateKey) {
    return listTemplates(ctx);
  }
  if (!isAdminUser(ctx)) {
    throw apiError(
      "insufficient_role",
      "Only an admin can switch the organization's zero touch template: name the active one, or leave template_key out.",
    );
  }
  if (sets.some((set) => set.isZeroTouch && set.templateKey === null)) {
    throw apiErrorWith("zero_touch_custom_control_set", "The organization runs its own zero touch control set.", {
      error: "The organization runs its own zero touch control set; a template would replace it.",
    });
  }
  const target = sets.find((set) => set.templateKey === templateKey);
  if (!target) {
    throw apiErrorWith(
      "invalid_zero_touch_request",
      `This organization has no control set from template ${templateKey}.`,
      {
        error: `This organization has no control set from template ${templateKey}.`,
      },
    );
  }
  const before = sets.filter((set) => set.isZeroTouch).map((set) => set.templateKey);
  for (const set of sets) {
    const designated = set.id === target.id;
    if (set.isZeroTouch !== designated) {
      await setZeroTouchDesignation(ctx.tx, set.id, designated);
    }
  }
  await recordChange(ctx, {
    entityType: "zero_touch_config",
    entityId: ctx.orgId,
    entityName: "Zero touch template",
    action: "updated",
    before: { templates: before },
    after: { templates: [templateKey] },
  });
  return listTemplates(ctx);
}

/** Launch's 409 when nothing is designated. */
export async function requireReadyScope(q: Queryable, orgId: string) {
  const sets = (await zeroTouchControlSets(q, orgId)).filter((set) => set.control_count > 0);
  if (sets.length === 0) {
    throw apiErrorWith("zero_touch_not_configured", "No zero touch control set is designated.", {
      error: "No zero touch control set is designated. Choose a template with POST /v1/zero_touch_assessment/template.",
    });
  }
  return sets.map((set) => set.id);
}
