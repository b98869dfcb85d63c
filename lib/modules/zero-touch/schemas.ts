import { z } from "@hono/zod-openapi";
import { optionalQueryBoolean, pageEnvelope, paginationQuery } from "@/lib/api/pagination";
import { timestamp } from "@/lib/api/timestamps";
import {
  componentKeys,
  componentStatuses,
  leaderboardSorts,
  reviewStatuses,
  runStatuses,
  runTiers,
  scoreTargets,
  zeroTouchLimits,
} from "@/lib/contract/zero-touch";
import { verdicts } from "@/lib/evidence-matching";
import { reputationDimensions } from "./result-types";

const refId = z.string().min(1).max(100);
const runId = z.string().openapi({ example: "cbqsrw_0f1e2d3c4b5a69788796a5b4c3d2e1f0" });

export const RunIdParam = z.object({
  assessment_id: z
    .string()
    .openapi({ param: { name: "assessment_id", in: "path" }, example: "cbqsrw_0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
});

const instruction = z.string().trim().min(1).max(zeroTouchLimits.instruction);
const templateKey = z.string().min(1).max(100);
const templateKeyDescription =
  "Switches the organization-wide scope to this template first, for every later run too: an admin's to do " +
  "(POST /v1/zero_touch_assessment/template). Anyone may name the template already in scope (nothing changes); " +
  "another one from someone else is 403 `insufficient_role` and nothing is launched or changed.";

export const LaunchBody = z
  .object({
    vendor_id: refId,
    service_ids: z.array(refId).max(500).optional(),
    template_key: templateKey.optional().openapi({
      description: templateKeyDescription,
    }),
    instruction: instruction
      .optional()
      .openapi({ description: "A correction (vendor website, name) applied to the vendor before the run starts." }),
  })
  .openapi("ZeroTouchLaunch");

export const BulkLaunchBody = z
  .object({
    vendor_ids: z
      .array(refId)
      .min(1)
      .max(zeroTouchLimits.bulkVendors)
      .openapi({ description: "1 to 200, deduplicated." }),
    template_key: templateKey
      .optional()
      .openapi({ description: `${templateKeyDescription} Checked before any vendor.` }),
  })
  .openapi("ZeroTouchBulkLaunch");

export const SummariesBody = z
  .object({ ids: z.array(refId).min(1).max(zeroTouchLimits.bulkVendors) })
  .openapi("ZeroTouchSummaries");

export const RunSummarySchema = z
  .object({
    id: runId,
    vendor_id: z.string(),
    status: z.enum(runStatuses),
    composite_score: z.number().nullable(),
    created_at: timestamp,
  })
  .openapi("ZeroTouchRunSummary");

export const BulkLaunchSchema = z
  .object({
    created: z.array(RunSummarySchema),
    failed: z.array(z.object({ vendor_id: z.string(), error: z.string() })),
  })
  .openapi("ZeroTouchBulkLaunchResult");

export const SummaryListSchema = z.object({ items: z.array(RunSummarySchema) }).openapi("ZeroTouchRunSummaries");

const dataShare = z.number().openapi({
  description: "Share (0 to 1) of the component that had data; controls: of the control weight with evidence.",
});

const ComponentScoreSchema = z.object({
  key: z.enum(componentKeys),
  status: z.enum(componentStatuses),
  score: z.number().nullable(),
  data_share: dataShare.optional(),
});

const tierDescription =
  "insufficient_evidence (extension) when less of the configured weight than the organization's minimum coverage had data; null until scored.";

export const LeaderboardRowSchema = z
  .object({
    rank: z
      .number()
      .int()
      .openapi({ description: "Rank across the whole organization, kept under search and filters." }),
    vendor_id: z.string(),
    vendor_name: z.string(),
    assessment_id: runId.nullable().openapi({ description: "null only on a not_assessed row (include_not_assessed)." }),
    composite_score: z.number().nullable(),
    risk_tier: z.enum(runTiers).nullable().openapi({ description: tierDescription }),
    status: z.enum([...runStatuses, "not_assessed"]).openapi({
      description: "not_assessed (extension): the vendor has no run; listed only with include_not_assessed.",
    }),
    completed_at: timestamp.nullable(),
    created_at: timestamp
      .nullable()
      .openapi({ description: "Extension: when the run was launched (null when not assessed)." }),
    review_status: z.enum(reviewStatuses).nullable().openapi({ description: "Extension (null when not assessed)." }),
    components: z.array(ComponentScoreSchema).openapi({ description: "Extension: each component's status and score." }),
    coverage_percent: z
      .number()
      .nullable()
      .openapi({ description: "Extension: percent of the configured weight that had data; null until scored." }),
    is_sufficient: z.boolean().openapi({
      description:
        "Extension: scored with at least the organization's minimum coverage; insufficient rows rank after every sufficient one.",
    }),
    insufficient_reason: z
      .string()
      .nullable()
      .openapi({ description: "Extension: why the row is not ranked on its composite." }),
  })
  .openapi("ZeroTouchLeaderboardRow");

export const LeaderboardQuery = z.object({
  search: z.string().trim().max(200).optional().openapi({ description: "Part of the vendor's name, any case." }),
  sort: z.enum(leaderboardSorts).default("healthiest").openapi({
    description:
      "Extension: healthiest first (highest composite, 02's ranking) or riskiest first (lowest composite). Either way sufficiently covered runs come first, then insufficient ones by coverage, then unscored runs.",
  }),
  include_not_assessed: optionalQueryBoolean().openapi({
    description: "Extension: also list the organization's vendors without a run, last, with status not_assessed.",
  }),
  tier: z.enum(runTiers).optional(),
  status: z.enum([...runStatuses, "not_assessed"]).optional(),
  review_status: z.enum(reviewStatuses).optional(),
  ...paginationQuery(),
});

export const LeaderboardSchema = pageEnvelope("items", LeaderboardRowSchema).openapi("ZeroTouchLeaderboard");

const InputSchema = z.object({
  kind: z.enum(["document", "control", "fact_sheet", "radar_event", "registration", "vendor_record"]),
  id: z.string().nullable(),
  label: z.string(),
  detail: z.string(),
  effect: z.number().openapi({ description: "Points this input moved the component's score by." }),
});

const ComponentSchema = z.object({
  key: z.enum(componentKeys),
  label: z.string(),
  status: z.enum(componentStatuses),
  score: z.number().nullable(),
  data_share: dataShare,
  configured_weight: z.number().int(),
  weight: z
    .number()
    .openapi({ description: "Effective share of the composite, renormalised over the scored components." }),
  source: z.string(),
  explanation: z.string(),
  inputs: z.array(InputSchema),
});

const standing = z.enum(["adverse", "watch", "clear", "not_screened"]);

const ReputationSchema = z.object({
  overall: standing,
  headline: z.string(),
  finding_count: z.number().int(),
  material_count: z.number().int(),
  dimensions: z.array(
    z.object({
      key: z.enum(reputationDimensions),
      label: z.string(),
      standing,
      finding_count: z.number().int(),
      material_count: z.number().int(),
      detail: z.string(),
    }),
  ),
  findings: z.array(
    z.object({
      origin: z.enum(["adverse_media", "screening", "control"]),
      dimension: z.enum(reputationDimensions),
      headline: z.string(),
      summary: z.string(),
      subject: z.string().nullable(),
      severity: z.enum(["critical", "high", "medium", "low"]),
      outcome: z.string().nullable(),
      publisher: z.string().nullable(),
      published_at: timestamp.nullable(),
      jurisdiction: z.string().nullable(),
      source_urls: z.array(z.string()),
      is_disputed: z.boolean(),
      is_resolved: z.boolean(),
      is_material: z.boolean(),
      radar_event_id: z.string().nullable(),
    }),
  ),
});

const ProfileSchema = z.object({
  company_name: z.string(),
  url: z.string().nullable(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  use_case: z.string().nullable(),
  services: z.array(z.string()),
  hq_location: z.string().nullable(),
  confidence: z.number(),
  risk_tier: z.enum(runTiers).openapi({ description: tierDescription }),
  risk_tier_confidence: z.number(),
  risk_tier_reasoning: z.string(),
  risk_tier_detailed_reasoning: z.string(),
});

const EvidenceQuoteSchema = z.object({ document_id: z.string(), document_name: z.string(), quote: z.string() });

const ControlVerdictSchema = z.object({
  control_id: z.string(),
  ref: z.string(),
  title: z.string(),
  weight: z.number(),
  verdict: z.enum(verdicts).openapi({ description: "The verdict that counts: the override's, else the matcher's." }),
  engine_verdict: z.enum(verdicts),
  rationale: z.string(),
  evidence: z.array(EvidenceQuoteSchema).openapi({
    description:
      "Verbatim passages: supporting ones for met and partially_met, the absence for not_met, none for no_evidence.",
  }),
  override: z
    .object({
      verdict: z.enum(verdicts),
      reason: z.string(),
      actor_id: z.string().nullable(),
      actor_name: z.string(),
      overridden_at: timestamp,
    })
    .nullable(),
});

const CoverageSchema = z.object({
  percent: z
    .number()
    .openapi({ description: "Percent of the configured weight of switched-on components that had data." }),
  minimum_percent: z.number().int().openapi({ description: "The organization's minimum coverage (configuration)." }),
  is_sufficient: z.boolean(),
  reason: z.string().nullable(),
  components: z.array(
    z.object({ key: z.enum(componentKeys), configured_weight: z.number().int(), data_share: z.number() }),
  ),
});

const ResultSchema = z.object({
  composite_score: z
    .number()
    .nullable()
    .openapi({ description: "0 to 100, higher is healthier; null when nothing scored." }),
  scored_at: timestamp,
  components: z.array(ComponentSchema),
  reputation: ReputationSchema.nullable(),
  sources: z.array(
    z.object({
      kind: z.enum(["web", "registry", "infrastructure", "document"]),
      name: z.string(),
      status: z.enum(["used", "unavailable"]),
      detail: z.string(),
      items: z.array(z.object({ id: z.string().nullable(), label: z.string(), url: z.string().nullable() })),
    }),
  ),
  profile: ProfileSchema.nullable(),
  push: z.object({
    score_target: z.enum(scoreTargets),
    pushed: z.boolean(),
    risk_level_name: z.string().nullable(),
  }),
  push_skipped_reason: z.string().nullable(),
  risk_tier_push_skipped_reason: z.string().nullable(),
  coverage: CoverageSchema.nullable().openapi({
    description: "Extension; null on runs scored before coverage existed.",
  }),
  controls: z
    .array(ControlVerdictSchema)
    .openapi({ description: "Extension: every control with its verdict and quotes." }),
  changes_since_previous: z
    .object({
      previous_run_id: z.string(),
      composite_before: z.number().nullable(),
      composite_after: z.number().nullable(),
      summary: z.string(),
      components: z.array(
        z.object({
          key: z.enum(componentKeys),
          before: z.number().nullable(),
          after: z.number().nullable(),
          reason: z.string(),
        }),
      ),
      controls: z.array(
        z.object({
          control_id: z.string(),
          ref: z.string(),
          before: z.enum(verdicts).nullable(),
          after: z.enum(verdicts),
          override_reason: z.string().nullable(),
        }),
      ),
    })
    .nullable(),
});

export const RunSchema = z
  .object({
    id: runId,
    vendor_id: z.string(),
    vendor_name: z.string(),
    status: z.enum(runStatuses),
    status_reason: z.string().nullable(),
    review_status: z.enum(reviewStatuses),
    is_archived: z.boolean(),
    created_at: timestamp,
    started_at: timestamp.nullable(),
    completed_at: timestamp.nullable(),
    previous_run_id: z.string().nullable(),
    escalated_to: z
      .object({ id: z.string(), name: z.string() })
      .nullable()
      .openapi({ description: "Extension: who an escalated run was assigned to." }),
    result: ResultSchema,
  })
  .openapi("ZeroTouchRun");

export const ReviewBody = z
  .object({
    action: z.enum(["approved", "escalated", "archived", "note"]),
    note: z
      .string()
      .max(zeroTouchLimits.note)
      .optional()
      .openapi({ description: "Optional comment; required (the reason) when escalating." }),
    assignee_user_id: refId.optional().openapi({
      description: "Extension: required when escalating; an invited or active user of the organization to hand it to.",
    }),
    vendor_status_id: refId.optional().openapi({ description: "A vendor status (cbst_) to set on the vendor." }),
  })
  .superRefine((body, context) => {
    if (body.action !== "escalated") {
      return;
    }
    if (!body.note?.trim()) {
      context.addIssue({ code: "custom", path: ["note"], message: "Escalating needs a reason in note." });
    }
    if (!body.assignee_user_id) {
      context.addIssue({ code: "custom", path: ["assignee_user_id"], message: "Escalating needs an assignee." });
    }
  })
  .openapi("ZeroTouchReview");

export const correctableFields = ["website", "name"] as const;

export const CorrectBody = z
  .object({
    instruction,
    apply: z.array(z.enum(correctableFields)).max(correctableFields.length).optional().openapi({
      description:
        "Extension: apply only these of the fields the instruction names (the preview lists them); all of them when left out.",
    }),
  })
  .openapi("ZeroTouchCorrection");

export const OverrideBody = z
  .object({
    control_id: refId,
    verdict: z.enum(verdicts).nullable().openapi({
      description: "The reviewer's verdict; null removes the override and the matcher's verdict counts again.",
    }),
    reason: z.string().trim().min(1).max(zeroTouchLimits.overrideReason),
  })
  .openapi("ZeroTouchControlOverride");

const ChangeSchema = z.object({ field: z.string(), before: z.string().nullable(), after: z.string().nullable() });

export const CorrectionPreviewSchema = z
  .object({ changes: z.array(ChangeSchema) })
  .openapi("ZeroTouchCorrectionPreview");

export const AuditQuery = z.object({ ...paginationQuery() });

export const AuditListSchema = pageEnvelope(
  "data",
  z.object({
    id: z.string(),
    action: z.enum([
      "approved",
      "escalated",
      "corrected",
      "rescored",
      "revised",
      "restored",
      "rerun_requested",
      "note",
      "archived",
    ]),
    instruction: z.string().nullable(),
    note: z.string().nullable(),
    changes: z.array(ChangeSchema),
    composite_before: z.number().nullable(),
    composite_after: z.number().nullable(),
    actor: z.object({ type: z.string(), id: z.string().nullable(), name: z.string() }),
    created_at: timestamp,
  }),
).openapi("ZeroTouchAudit");

export const TemplatesSchema = z
  .object({
    items: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        description: z.string(),
        control_count: z.number().int(),
        domains: z.array(z.string()),
      }),
    ),
    active_template_key: z
      .string()
      .nullable()
      .openapi({ description: "null when a custom control set runs or more than one template is designated." }),
  })
  .openapi("ZeroTouchTemplates");

export const TemplateBody = z.object({ template_key: templateKey }).openapi("ZeroTouchTemplateSwitch");

const weight = z.number().int().min(0).max(100);

const ConfigFields = z.object({
  include_financial_health: z.boolean(),
  include_security_score: z.boolean(),
  include_registration: z.boolean(),
  include_people: z.boolean(),
  control_weight: weight,
  financial_health_weight: weight,
  security_weight: weight,
  registration_weight: weight,
  people_weight: weight,
  score_target: z.enum(scoreTargets),
  push_risk_tier_to_vendor: z.boolean().openapi({
    description:
      "Writes the profile's risk tier to the vendor's inherent risk level; stands down when score_target is vendor_inherent.",
  }),
  verification_pass: z
    .boolean()
    .openapi({ description: "A second pass of a finished run against the vendor's own pages (needs web access)." }),
  minimum_coverage: z.number().int().min(0).max(100).openapi({
    description:
      "Extension, default 50: percent of the configured weight that must have data for a run to be ranked; below it the tier is insufficient_evidence and nothing is pushed.",
  }),
});

export const ConfigBody = ConfigFields.partial().strict().openapi("ZeroTouchConfigWrite");

export const ConfigSchema = z
  .object({
    is_ready: z.boolean(),
    control_sets: z.array(z.object({ id: z.string(), name: z.string(), control_count: z.number().int() })),
    active_template_key: z.string().nullable(),
    config: ConfigFields,
  })
  .openapi("ZeroTouchConfig");
