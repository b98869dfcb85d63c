import { eq, inArray } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { findings } from "./tables";

export interface RaisedFinding {
  title: string;
  body: string;
  vendorId: string;
  assessmentId: string;
}

/** Findings the assessment engine raises; returns their IDs in order. */
export async function raiseFindings(q: Queryable, orgId: string, raised: RaisedFinding[]): Promise<string[]> {
  if (raised.length === 0) {
    return [];
  }
  const rows = raised.map((finding) => ({ id: newId("finding"), orgId, ...finding }));
  await q.insert(findings).values(rows);
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

/** Archives every finding of the assessment (its archive). */
export async function archiveFindingsOfAssessment(q: Queryable, orgId: string, assessmentId: string): Promise<void> {
  await q
    .update(findings)
    .set({ isArchived: true, updatedAt: new Date() })
    .where(inOrg(findings, orgId, eq(findings.assessmentId, assessmentId), eq(findings.isArchived, false)));
}
