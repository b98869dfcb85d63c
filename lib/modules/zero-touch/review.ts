import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, apiErrorWith } from "@/lib/api/errors";
import type { EvaluationResult } from "@/lib/evidence-matching";
import { approveAssessment, archiveAssessment, assessmentStatusOf } from "@/lib/modules/assessments";
import { findStatus, statusNamesOf } from "@/lib/modules/taxonomy";
import { userOfOrg } from "@/lib/modules/users";
import { findVendorInOrg, writeVendorChanges } from "@/lib/modules/vendors";
import { appendAudit } from "./audit";
import { type CorrectionFields, correctionChanges } from "./correction";
import { gatherEvidence } from "./research/evidence";
import { findRunInOrg, refreshLatest } from "./run-rows";
import { runView } from "./run-view";
import { scoreExistingRun, storeScoring } from "./score";
import { buildProfile } from "./scoring/profile";
import { type ZeroTouchRunRow, zeroTouchRuns } from "./tables";

export type ReviewAction = "approved" | "escalated" | "archived" | "note";

function requireFinished(run: ZeroTouchRunRow) {
  if (run.isArchived) {
    throw apiError("zero_touch_run_archived");
  }
  if (run.status !== "complete") {
    throw apiError(
      "zero_touch_run_unfinished",
      `The run is ${run.status}; it can be reviewed and rescored once complete.`,
    );
  }
}

async function requireVendorStatus(ctx: ServiceContext, statusId: string) {
  const status = await findStatus(ctx.tx, ctx.orgId, "vendor", statusId);
  if (!status) {
    const error = `vendor_status_id: unknown vendor status ${statusId}. See GET /v1/statuses?entity=vendor.`;
    throw apiErrorWith("invalid_zero_touch_request", error, { error });
  }
  return status;
}

async function statusName(ctx: ServiceContext, statusId: string | null) {
  if (!statusId) {
    return null;
  }
  return (await statusNamesOf(ctx.tx, ctx.orgId, [statusId])).get(statusId) ?? null;
}

/** Sets the vendor's status for a review; returns the audit change, or none when it already had it. */
async function setVendorStatus(ctx: ServiceContext, vendorId: string, statusId: string) {
  const status = await requireVendorStatus(ctx, statusId);
  const vendor = await findVendorInOrg(ctx.tx, ctx.orgId, vendorId, "update");
  if (vendor.statusId === status.id) {
    return [];
  }
  const before = await statusName(ctx, vendor.statusId);
  await writeVendorChanges(ctx, vendor, { statusId: status.id });
  return [{ field: "vendor_status", before, after: status.name }];
}

/** An escalation's assignee: an invited or active user of the organization (400 otherwise). */
async function requireAssignee(ctx: ServiceContext, userId: string | undefined) {
  const user = userId ? await userOfOrg(ctx.tx, ctx.orgId, userId) : undefined;
  if (!user?.isAssignable) {
    const error = `assignee_user_id: ${userId ?? "(missing)"} is not an invited or active user of this organization. See GET /v1/users.`;
    throw apiErrorWith("invalid_zero_touch_request", error, { error });
  }
  return user;
}

/** The run's assessment follows its approval, unless someone approved it on the assessment already. */
async function approveRunAssessment(ctx: ServiceContext, assessmentId: string) {
  if ((await assessmentStatusOf(ctx.tx, assessmentId)) === "review_evals") {
    await approveAssessment(ctx, assessmentId);
  }
}

/**
 * A reviewer's judgement. Approve and escalate need a finished run; archive takes the run off the
 * leaderboard (the vendor's previous run takes its place) and archives its assessment; a note only
 * writes the trail. Each appends one audit entry.
 */
export async function reviewRun(
  ctx: ServiceContext,
  {
    assessmentId,
    body: input,
  }: {
    assessmentId: string;
    body: {
      action: ReviewAction;
      note?: string | undefined;
      assignee_user_id?: string | undefined;
      vendor_status_id?: string | undefined;
    };
  },
) {
  const run = await findRunInOrg(ctx.tx, ctx.orgId, assessmentId, "update");
  if (input.action === "approved" || input.action === "escalated") {
    requireFinished(run);
  } else if (input.action === "archived" && run.isArchived) {
    throw apiError("zero_touch_run_archived");
  }
  const assignee = input.action === "escalated" ? await requireAssignee(ctx, input.assignee_user_id) : null;
  const changes = input.vendor_status_id ? await setVendorStatus(ctx, run.vendorId, input.vendor_status_id) : [];
  if (input.action === "approved") {
    await ctx.tx
      .update(zeroTouchRuns)
      .set({ reviewStatus: "approved", updatedAt: new Date() })
      .where(eq(zeroTouchRuns.assessmentId, run.assessmentId));
    await approveRunAssessment(ctx, run.assessmentId);
  } else if (input.action === "escalated" && assignee) {
    const previous = run.escalatedToUserId ? await userOfOrg(ctx.tx, ctx.orgId, run.escalatedToUserId) : undefined;
    changes.push({ field: "assignee", before: previous?.name ?? null, after: assignee.name });
    await ctx.tx
      .update(zeroTouchRuns)
      .set({ reviewStatus: "escalated", escalatedToUserId: assignee.id, updatedAt: new Date() })
      .where(eq(zeroTouchRuns.assessmentId, run.assessmentId));
  } else if (input.action === "archived") {
    await ctx.tx
      .update(zeroTouchRuns)
      .set({ reviewStatus: "archived", isArchived: true, isLatest: false, updatedAt: new Date() })
      .where(eq(zeroTouchRuns.assessmentId, run.assessmentId));
    await archiveAssessment(ctx, run.assessmentId);
    await refreshLatest(ctx.tx, ctx.orgId, run.vendorId);
  }
  await appendAudit(ctx, run.assessmentId, {
    action: input.action,
    note: input.note?.trim() || null,
    changes,
    compositeBefore: run.compositeScore,
    compositeAfter: run.compositeScore,
  });
  return runView(ctx.tx, await findRunInOrg(ctx.tx, ctx.orgId, assessmentId));
}

/** Recomputes a finished run against current inputs under its row lock, keeping its profile. */
async function rescoreLocked(ctx: ServiceContext, run: ZeroTouchRunRow, profile = run.profile) {
  const scored = await scoreExistingRun(ctx.tx, run, { mode: "offline", keepControls: true });
  return storeScoring(ctx, run, scored.result, profile);
}

export async function rescoreRun(ctx: ServiceContext, assessmentId: string) {
  const run = await findRunInOrg(ctx.tx, ctx.orgId, assessmentId, "update");
  requireFinished(run);
  const updated = await rescoreLocked(ctx, run);
  await appendAudit(ctx, run.assessmentId, {
    action: "rescored",
    compositeBefore: run.compositeScore,
    compositeAfter: updated.compositeScore,
  });
  return runView(ctx.tx, updated);
}

/** Re-researches the company and replaces the profile (and with it the run's risk tier). */
export async function reprofileRun(ctx: ServiceContext, assessmentId: string) {
  const run = await findRunInOrg(ctx.tx, ctx.orgId, assessmentId, "update");
  requireFinished(run);
  const evidence = await gatherEvidence(ctx.tx, ctx.orgId, run.vendorId);
  const scoredCount = run.componentScores.filter((component) => component.status === "scored").length;
  const profile = buildProfile(evidence, run.compositeScore, scoredCount, run.result?.reputation ?? null);
  const changes = (["company_name", "url", "description", "hq_location", "risk_tier"] as const).flatMap((field) =>
    run.profile?.[field] === profile[field]
      ? []
      : [{ field: `profile.${field}`, before: run.profile?.[field] ?? null, after: profile[field] }],
  );
  const [updated] = await ctx.tx
    .update(zeroTouchRuns)
    .set({ profile, riskTier: run.compositeScore === null ? null : profile.risk_tier, updatedAt: new Date() })
    .where(eq(zeroTouchRuns.assessmentId, run.assessmentId))
    .returning();
  await appendAudit(ctx, run.assessmentId, {
    action: "revised",
    changes,
    compositeBefore: run.compositeScore,
    compositeAfter: run.compositeScore,
  });
  return runView(ctx.tx, updated ?? run);
}

/** What an instruction would change, without writing anything. */
export async function previewCorrection(
  ctx: ServiceContext,
  { assessmentId, fields }: { assessmentId: string; fields: CorrectionFields },
) {
  const run = await findRunInOrg(ctx.tx, ctx.orgId, assessmentId);
  const vendor = await findVendorInOrg(ctx.tx, ctx.orgId, run.vendorId);
  return { changes: correctionChanges(vendor, fields) };
}

/**
 * Applies a correction to the vendor and rescores the run (a finished one), under the run's row
 * lock so a concurrent rescore or correction waits its turn. A reading that changes nothing still
 * answers 200 and appends an entry with empty changes.
 */
export async function correctRun(
  ctx: ServiceContext,
  {
    assessmentId,
    instruction,
    fields: read,
    apply,
  }: {
    assessmentId: string;
    instruction: string;
    fields: CorrectionFields;
    apply?: readonly (keyof CorrectionFields)[] | undefined;
  },
) {
  // Only the fields the reviewer confirmed, when they said which.
  const fields: CorrectionFields = apply
    ? Object.fromEntries(Object.entries(read).filter(([field]) => apply.includes(field as keyof CorrectionFields)))
    : read;
  const run = await findRunInOrg(ctx.tx, ctx.orgId, assessmentId, "update");
  if (run.isArchived) {
    throw apiError("zero_touch_run_archived");
  }
  const vendor = await findVendorInOrg(ctx.tx, ctx.orgId, run.vendorId, "update");
  const changes = correctionChanges(vendor, fields);
  if (changes.length > 0) {
    await writeVendorChanges(ctx, vendor, Object.fromEntries(changes.map((change) => [change.field, change.after])));
  }
  // The profile stays (a rescore keeps it) but names the corrected company and site.
  const profile = run.profile && {
    ...run.profile,
    company_name: fields.name ?? run.profile.company_name,
    url: fields.website ?? run.profile.url,
  };
  const updated = run.status === "complete" ? await rescoreLocked(ctx, run, profile) : run;
  await appendAudit(ctx, run.assessmentId, {
    action: "corrected",
    instruction,
    changes,
    compositeBefore: run.compositeScore,
    compositeAfter: updated.compositeScore,
  });
  return runView(ctx.tx, updated);
}

/**
 * A reviewer's verdict on one control in place of the matcher's (or, with verdict null, the
 * matcher's again), with a reason. The run is rescored under its row lock; the override is kept on
 * the run, so every later rescore lays it over the matcher's verdict again.
 */
export async function overrideControl(
  ctx: ServiceContext,
  {
    assessmentId,
    body: input,
  }: { assessmentId: string; body: { control_id: string; verdict: EvaluationResult | null; reason: string } },
) {
  const run = await findRunInOrg(ctx.tx, ctx.orgId, assessmentId, "update");
  requireFinished(run);
  const control = run.result?.controls?.find((candidate) => candidate.control_id === input.control_id);
  if (!control) {
    const error = `control_id: ${input.control_id} is not a control of this run. See result.controls.`;
    throw apiErrorWith("invalid_zero_touch_request", error, { error });
  }
  const overrides = { ...run.controlOverrides };
  if (input.verdict === null) {
    delete overrides[input.control_id];
  } else {
    const actor = ctx.actor.type === "user" ? await userOfOrg(ctx.tx, ctx.orgId, ctx.actor.userId) : undefined;
    overrides[input.control_id] = {
      verdict: input.verdict,
      reason: input.reason,
      actor_id: actor?.id ?? null,
      actor_name: actor?.name ?? (ctx.actor.type === "api_key" ? "API key" : "System"),
      overridden_at: Math.floor(Date.now() / 1000),
    };
  }
  const withOverride = { ...run, controlOverrides: overrides };
  await ctx.tx
    .update(zeroTouchRuns)
    .set({ controlOverrides: overrides, updatedAt: new Date() })
    .where(eq(zeroTouchRuns.assessmentId, run.assessmentId));
  const updated = await rescoreLocked(ctx, withOverride);
  const after = input.verdict ?? control.engine_verdict;
  await appendAudit(ctx, run.assessmentId, {
    action: "revised",
    note: input.reason,
    changes: [{ field: `control ${control.ref}`, before: control.verdict, after }],
    compositeBefore: run.compositeScore,
    compositeAfter: updated.compositeScore,
  });
  return runView(ctx.tx, updated);
}
