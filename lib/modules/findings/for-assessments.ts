import { count, eq, inArray } from "drizzle-orm";
import { type ChangeContext, systemActor } from "@/lib/audit/changes";
import type { FindingSeverity } from "@/lib/contract/findings";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { recordFindingChange } from "./change-log";
import { serializeFinding } from "./serialize";
import { findings } from "./tables";

export interface RaisedFinding {
  title: string;
  body: string;
  vendorId: string;
  assessmentId: string;
  /** Extension: how severe the gap is (e.g. high for a control not met, medium for no evidence). */
  severity?: FindingSeverity | null;
}

/** Findings the assessment engine (a background job: actor "system") raises; returns their IDs in order. */
export async function raiseFindings(q: Queryable, orgId: string, raised: RaisedFinding[]): Promise<string[]> {
  if (raised.length === 0) {
    return [];
  }
  const rows = raised.map((finding) => ({ id: newId("finding"), orgId, ...finding }));
  const inserted = await q.insert(findings).values(rows).returning();
  const byId = new Map(inserted.map((row) => [row.id, row]));
  const system = { tx: q, orgId, actor: systemActor };
  for (const row of rows.flatMap((row) => byId.get(row.id) ?? [])) {
    await recordFindingChange(system, null, serializeFinding(row));
  }
  return rows.map((row) => row.id);
}

/** Which of these findings are still active (not archived). */
export async function activeFindingIds(q: Queryable, orgId: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await q
    .select({ id: findings.id })
    .from(findings)
    .where(inOrg(findings, orgId, inArray(findings.id, [...ids]), eq(findings.isArchived, false)));
  return new Set(rows.map((row) => row.id));
}

/** Archives every finding of the assessment (its archive), each with its change log entry. */
export async function archiveFindingsOfAssessment(ctx: ChangeContext, assessmentId: string): Promise<void> {
  const archived = await ctx.tx
    .update(findings)
    .set({ isArchived: true, updatedAt: new Date() })
    .where(inOrg(findings, ctx.orgId, eq(findings.assessmentId, assessmentId), eq(findings.isArchived, false)))
    .returning();
  for (const row of archived) {
    await recordFindingChange(ctx, { ...serializeFinding(row), is_archived: false }, serializeFinding(row));
  }
}

/** How many active (not archived) findings each of these assessments has; those without any are absent. */
export async function activeFindingCountsByAssessment(
  q: Queryable,
  orgId: string,
  assessmentIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await q
    .select({ id: findings.assessmentId, total: count() })
    .from(findings)
    .where(inOrg(findings, orgId, inArray(findings.assessmentId, [...assessmentIds]), eq(findings.isArchived, false)))
    .groupBy(findings.assessmentId);
  return new Map(rows.flatMap((row) => (row.id ? [[row.id, row.total] as const] : [])));
}
