import { eq, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { assessmentEvaluations, assessments } from "@/lib/modules/assessments/tables";
import { documents } from "@/lib/modules/documents/tables";
import { findings } from "@/lib/modules/findings/tables";
import { obligations } from "@/lib/modules/obligations/tables";

/**
 * The sample program's past: documents received, assessments run and approved, findings raised
 * weeks or months before signup, so lists, ages and the dashboard's charts look lived in. No
 * service sets creation times, so this is the one place sample data writes other modules' tables;
 * domain events and the audit log keep their real times.
 */
export interface SampleHistory {
  documents: Dated[];
  obligations: Dated[];
  findings: Dated[];
  assessments: AssessmentDates[];
}

export interface Dated {
  id: string;
  at: Date;
}

export interface AssessmentDates {
  id: string;
  createdAt: Date;
  /** When the engine analysed it (evaluations and its findings). */
  analysedAt: Date;
  approvedAt?: Date;
  archivedAt?: Date;
}

export const newHistory = (): SampleHistory => ({ documents: [], obligations: [], findings: [], assessments: [] });

type DatedTable = typeof documents | typeof obligations | typeof findings;

/** created_at (and updated_at) of many rows in one statement. */
async function setCreatedAt(tx: Tx, table: DatedTable, orgId: string, rows: Dated[], touchUpdated: boolean) {
  if (rows.length === 0) {
    return;
  }
  const values = sql.join(
    rows.map((row) => sql`(${row.id}, ${row.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  const updated = touchUpdated ? sql`, updated_at = v.at` : sql``;
  await tx.execute(
    sql`update ${table} set created_at = v.at${updated} from (values ${values}) as v(id, at) where ${inOrg(table, orgId)} and ${table.id} = v.id`,
  );
}

/** The dates of the program's documents, obligations and hand-raised findings (one statement each). */
export async function writeSampleHistory(tx: Tx, orgId: string, history: SampleHistory): Promise<void> {
  await setCreatedAt(tx, documents, orgId, history.documents, true);
  await setCreatedAt(tx, obligations, orgId, history.obligations, true);
  await setCreatedAt(tx, findings, orgId, history.findings, true);
}

/** The dates of one assessment, its evaluations and the findings its analysis raised. */
export async function writeAssessmentHistory(tx: Tx, orgId: string, dates: AssessmentDates): Promise<void> {
  const lastChange = dates.archivedAt ?? dates.approvedAt ?? dates.analysedAt;
  await tx
    .update(assessments)
    .set({
      createdAt: dates.createdAt,
      initiatedAt: sql`case when ${assessments.initiatedAt} is null then null else ${dates.createdAt.toISOString()}::timestamptz end`,
      updatedAt: lastChange,
      ...(dates.approvedAt ? { approvedAt: dates.approvedAt } : {}),
      ...(dates.archivedAt ? { archivedAt: dates.archivedAt } : {}),
    })
    .where(inOrg(assessments, orgId, eq(assessments.id, dates.id)));
  await tx
    .update(assessmentEvaluations)
    .set({ createdAt: dates.analysedAt, updatedAt: dates.analysedAt })
    .where(inOrg(assessmentEvaluations, orgId, eq(assessmentEvaluations.assessmentId, dates.id)));
  await tx
    .update(findings)
    .set({ createdAt: dates.analysedAt })
    .where(inOrg(findings, orgId, eq(findings.assessmentId, dates.id)));
}
