import { eq, sql } from "drizzle-orm";
import { apiError, notFound } from "@/lib/api/errors";
import { type ChangeContext, describeActor, recordChange } from "@/lib/audit/changes";
import { isDismissReasonCode } from "@/lib/contract/radar";
import type { Queryable } from "@/lib/db/client";
import type { Page } from "@/lib/db/list-page";
import { inOrg } from "@/lib/db/tenant";
import { fieldDiffs } from "@/lib/events/field-diffs";
import { recordDomainEvent } from "@/lib/events/record";
import { toUnixSeconds } from "@/lib/time";
import {
  alertConditions,
  countAlertsBySeverity,
  isTriageDefault,
  newestAlertsFirst,
  selectAlertsWithNames,
  serializeAlertWithNames,
  triageDefaultPage,
} from "./alert-query";
import { raisedBecause } from "./raised-because";
import {
  alertSeverities,
  type DismissAlertInput,
  dismissReasonCodes,
  type RadarAlert,
  type RadarAlertCountsFilters,
  type RadarAlertListFilters,
} from "./schemas";
import { radarAlerts, radarSuppressions } from "./tables";

const alertNotFound = () => notFound("alert_not_found", "Alert");

/**
 * The triage list, newest first: one query for the page (with the names), one for the count; the
 * inbox's usual page runs the two as prepared statements.
 */
export async function listRadarAlerts(
  q: Queryable,
  orgId: string,
  filters: RadarAlertListFilters,
): Promise<Page<RadarAlert>> {
  const { rows, counts } = isTriageDefault(filters)
    ? await triageDefaultPage(orgId, filters)
    : await Promise.all([
        selectAlertsWithNames(q)
          .where(alertConditions(orgId, filters))
          .orderBy(...newestAlertsFirst)
          .limit(filters.limit)
          .offset(filters.offset),
        countAlertsBySeverity(q, orgId, filters),
      ]).then(([page, bySeverity]) => ({ rows: page, counts: bySeverity }));
  return {
    items: rows.map(serializeAlertWithNames),
    total: [...counts.values()].reduce((sum, value) => sum + value, 0),
    limit: filters.limit,
    offset: filters.offset,
  };
}

/** GET /v1/radar/alert_counts: the filtered set's total and its split by severity. */
export async function countRadarAlerts(q: Queryable, orgId: string, filters: RadarAlertCountsFilters) {
  const counts = await countAlertsBySeverity(q, orgId, filters);
  const bySeverity = Object.fromEntries(alertSeverities.map((severity) => [severity, counts.get(severity) ?? 0])) as {
    [S in (typeof alertSeverities)[number]]: number;
  };
  return { total: Object.values(bySeverity).reduce((sum, value) => sum + value, 0), by_severity: bySeverity };
}

/** GET /v1/radar/alerts/{id}: the alert with why it was raised (extension `raised_because`). */
export async function getRadarAlertExplained(q: Queryable, orgId: string, alertId: string): Promise<RadarAlert> {
  const alert = await getRadarAlert(q, orgId, alertId);
  return { ...alert, raised_because: await raisedBecause(q, orgId, alert) };
}

export async function getRadarAlert(q: Queryable, orgId: string, alertId: string): Promise<RadarAlert> {
  const [row] = await selectAlertsWithNames(q)
    .where(inOrg(radarAlerts, orgId, eq(radarAlerts.id, alertId)))
    .limit(1);
  if (!row) {
    throw alertNotFound();
  }
  return serializeAlertWithNames(row);
}

/** The alert as it was before a change: the API shape with its dismissal fields as they were. */
function asBefore(
  after: RadarAlert,
  was: Pick<RadarAlert, "is_dismissed" | "dismiss_reason" | "dismissed_at" | "dismiss_reason_code" | "dismissed_by">,
) {
  return { ...after, ...was };
}

async function recordAlertChange(
  ctx: ChangeContext,
  action: "dismissed" | "undismissed",
  before: RadarAlert,
  after: RadarAlert,
  reason: string | null,
): Promise<void> {
  await recordChange(ctx, {
    entityType: "radar_alert",
    entityId: after.id,
    entityName: after.event_name ? `${after.vendor_name}: ${after.event_name}` : after.vendor_name,
    action,
    before,
    after,
    reason,
  });
  await recordDomainEvent(ctx.tx, ctx.orgId, "RadarDetectorResult.Updated", {
    radar_detector_result_id: after.id,
    field_diffs: fieldDiffs(before, after),
  });
}

/**
 * Dismisses an active alert. One conditional UPDATE decides between concurrent dismissals: the
 * first wins, the others (and a missing, foreign or already dismissed alert) get alert_not_found.
 * suppress_similar records the negative example on the alert's detector for its vendor and
 * impact type; a later dismissal that suppresses the same triple takes it over.
 */
export async function dismissAlert(
  ctx: ChangeContext,
  { alertId, body }: { alertId: string; body: DismissAlertInput },
): Promise<RadarAlert> {
  const { tx, orgId } = ctx;
  const reason = body.reason ?? null;
  const reasonCode = body.reason_code ?? null;
  if (reasonCode !== null && !isDismissReasonCode(reasonCode)) {
    throw apiError("invalid_update", `reason_code must be one of ${dismissReasonCodes.join(", ")}.`);
  }
  const actor = await describeActor(ctx);
  const [dismissed] = await tx
    .update(radarAlerts)
    .set({
      isDismissed: true,
      dismissReason: reason,
      dismissReasonCode: reasonCode,
      dismissedAt: sql`now()`,
      dismissedByType: actor.type,
      dismissedById: actor.id,
      dismissedByName: actor.name,
      updatedAt: sql`now()`,
    })
    .where(inOrg(radarAlerts, orgId, eq(radarAlerts.id, alertId), eq(radarAlerts.isDismissed, false)))
    .returning();
  if (!dismissed) {
    throw alertNotFound();
  }
  if (body.suppress_similar && dismissed.impactType !== null) {
    await tx
      .insert(radarSuppressions)
      .values({
        orgId,
        detectorId: dismissed.detectorId,
        vendorId: dismissed.vendorId,
        impactType: dismissed.impactType,
        alertId,
        reason,
      })
      .onConflictDoUpdate({
        target: [radarSuppressions.detectorId, radarSuppressions.vendorId, radarSuppressions.impactType],
        set: { alertId, reason, createdAt: sql`now()` },
      });
  }
  const after = await getRadarAlert(tx, orgId, alertId);
  const before = asBefore(after, {
    is_dismissed: false,
    dismiss_reason: null,
    dismissed_at: null,
    dismiss_reason_code: null,
    dismissed_by: null,
  });
  await recordAlertChange(ctx, "dismissed", before, after, reason);
  return after;
}

/**
 * Restores a dismissed alert to the active list and lifts the suppression its dismissal recorded.
 * An alert that is not dismissed is answered as it is (nothing changes, no event).
 */
export async function undismissAlert(ctx: ChangeContext, alertId: string): Promise<RadarAlert> {
  const { tx, orgId } = ctx;
  const [previous] = await tx
    .select({
      isDismissed: radarAlerts.isDismissed,
      dismissReason: radarAlerts.dismissReason,
      dismissReasonCode: radarAlerts.dismissReasonCode,
      dismissedAt: radarAlerts.dismissedAt,
      dismissedByName: radarAlerts.dismissedByName,
      dismissedById: radarAlerts.dismissedById,
    })
    .from(radarAlerts)
    .where(inOrg(radarAlerts, orgId, eq(radarAlerts.id, alertId)))
    .for("update");
  if (!previous) {
    throw alertNotFound();
  }
  if (!previous.isDismissed) {
    return getRadarAlert(tx, orgId, alertId);
  }
  await tx
    .update(radarAlerts)
    .set({
      isDismissed: false,
      dismissReason: null,
      dismissReasonCode: null,
      dismissedAt: null,
      dismissedByType: null,
      dismissedById: null,
      dismissedByName: null,
      updatedAt: sql`now()`,
    })
    .where(inOrg(radarAlerts, orgId, eq(radarAlerts.id, alertId)));
  await tx.delete(radarSuppressions).where(inOrg(radarSuppressions, orgId, eq(radarSuppressions.alertId, alertId)));
  const after = await getRadarAlert(tx, orgId, alertId);
  const before = asBefore(after, {
    is_dismissed: true,
    dismiss_reason: previous.dismissReason,
    dismissed_at: toUnixSeconds(previous.dismissedAt),
    dismiss_reason_code: previous.dismissReasonCode as RadarAlert["dismiss_reason_code"],
    dismissed_by: previous.dismissedByName ?? previous.dismissedById,
  });
  await recordAlertChange(ctx, "undismissed", before, after, null);
  return after;
}
