import { and, asc, eq, lt, sql } from "drizzle-orm";
import { systemActor } from "@/lib/audit/changes";
import type { Tx } from "@/lib/db/client";
import {
  type ControlEvaluation,
  type ControlEvaluator,
  type EvaluableControl,
  resultRaisesFinding,
  scoreOf,
} from "@/lib/evidence-matching";
import { newId } from "@/lib/ids";
import { type ControlRow, controlJoin, controlsOfSets } from "@/lib/modules/controls";
import { documentsOfAssessment } from "@/lib/modules/documents";
import { activeFindingIds, raiseFindings } from "@/lib/modules/findings";
import { moveStatus } from "../lifecycle";
import type { EvaluationResult } from "../schemas";
import { type AssessmentRow, assessmentEvaluations, assessments } from "../tables";
import type { EngineScope } from "./scope";

async function evaluatorFor(scope: EngineScope, row: AssessmentRow): Promise<ControlEvaluator> {
  const documents = (await documentsOfAssessment(scope.q, row.orgId, row.id, row.supportingDocumentIds)).flatMap(
    (document) => (document.text?.trim() ? [{ id: document.id, name: document.name, text: document.text }] : []),
  );
  return scope.evaluator(documents);
}

/** Locks the assessment if it is still in this analysis round; null when it moved on (archived, reopened). */
async function lockRound(tx: Tx, row: AssessmentRow): Promise<AssessmentRow | null> {
  const [current] = await tx.select().from(assessments).where(eq(assessments.id, row.id)).for("update");
  const same =
    current?.status === "analyzing_questionnaire" &&
    !current.isArchived &&
    current.evaluationRound === row.evaluationRound;
  return same ? current : null;
}

interface PendingEvaluation {
  control: ControlRow;
  position: number;
  evaluation: ControlEvaluation;
}

/** Records evaluations in one write, unless the round moved on meanwhile (then false). */
async function recordEvaluations(scope: EngineScope, row: AssessmentRow, pending: PendingEvaluation[]) {
  if (pending.length === 0) {
    return true;
  }
  return scope.write(async (tx) => {
    if (!(await lockRound(tx, row))) {
      return false;
    }
    await tx
      .insert(assessmentEvaluations)
      .values(
        pending.map(({ control, position, evaluation }) => ({
          id: newId("assessmentEvaluation"),
          orgId: row.orgId,
          assessmentId: row.id,
          controlId: control.id,
          controlSetId: control.controlSetId,
          position,
          round: row.evaluationRound,
          result: evaluation.result,
          rationale: evaluation.rationale,
          evidence: evaluation.evidence,
        })),
      )
      .onConflictDoNothing();
    return true;
  });
}

const toEvaluable = (control: ControlRow): EvaluableControl => ({
  id: control.id,
  ref: control.ref,
  title: control.title,
  description: control.description,
  criteria: control.criteria,
  keywords: control.keywords,
  weight: control.weight,
});

/**
 * Evaluates the round's remaining controls, recording them `scope.evaluationsPerWrite` at a time (the
 * worker commits each one, so a restarted job resumes), then scores the round, raises findings and
 * moves the assessment to review_evals.
 */
export async function analyzeControls(scope: EngineScope, row: AssessmentRow): Promise<"yielded" | "done"> {
  const all = await controlsOfSets(scope.q, row.orgId, row.controlSetIds);
  const done = new Set(
    (
      await scope.q
        .select({ controlId: assessmentEvaluations.controlId })
        .from(assessmentEvaluations)
        .where(
          and(eq(assessmentEvaluations.assessmentId, row.id), eq(assessmentEvaluations.round, row.evaluationRound)),
        )
    ).map((evaluation) => evaluation.controlId),
  );
  if (all.some((control) => !done.has(control.id))) {
    const evaluator = await evaluatorFor(scope, row);
    let pending: PendingEvaluation[] = [];
    for (const [position, control] of all.entries()) {
      if (done.has(control.id)) {
        continue;
      }
      if (await scope.stepAside()) {
        return "yielded";
      }
      pending.push({ control, position, evaluation: await evaluator.evaluate(toEvaluable(control)) });
      if (pending.length >= scope.evaluationsPerWrite) {
        if (!(await recordEvaluations(scope, row, pending))) {
          return "done";
        }
        pending = [];
      }
    }
    if (!(await recordEvaluations(scope, row, pending))) {
      return "done";
    }
  }
  await scope.write((tx) => finishRound(tx, row));
  return "done";
}

const findingTitle = (control: ControlRow, result: EvaluationResult) =>
  `${control.ref} ${control.title}: ${result === "not_met" ? "not met" : "no evidence"}`;

const findingBody = (control: ControlRow, rationale: string | null) =>
  [
    control.description,
    "",
    "Criteria:",
    ...control.criteria.map((criterion) => `- ${criterion}`),
    "",
    `Evaluation: ${rationale ?? ""}`,
  ].join("\n");

async function finishRound(tx: Tx, row: AssessmentRow): Promise<void> {
  const current = await lockRound(tx, row);
  if (!current) {
    return;
  }
  const evaluations = await tx
    .select({ evaluation: assessmentEvaluations, control: controlJoin.columns })
    .from(assessmentEvaluations)
    .innerJoin(controlJoin.table, eq(controlJoin.columns.id, assessmentEvaluations.controlId))
    .where(and(eq(assessmentEvaluations.assessmentId, row.id), eq(assessmentEvaluations.round, row.evaluationRound)))
    .orderBy(asc(assessmentEvaluations.position));
  const score = scoreOf(
    evaluations.map(({ evaluation, control }) => ({
      weight: control.weight,
      result: evaluation.result as EvaluationResult,
    })),
  );
  const gaps = evaluations.filter(({ evaluation }) => resultRaisesFinding(evaluation.result as EvaluationResult));
  // A control still not met after a reopen keeps the finding an earlier round raised, if still open.
  const earlier = await tx
    .select({ controlId: assessmentEvaluations.controlId, findingId: assessmentEvaluations.findingId })
    .from(assessmentEvaluations)
    .where(
      and(
        eq(assessmentEvaluations.assessmentId, row.id),
        lt(assessmentEvaluations.round, row.evaluationRound),
        sql`${assessmentEvaluations.findingId} is not null`,
      ),
    );
  const open = await activeFindingIds(
    tx,
    row.orgId,
    earlier.flatMap((evaluation) => (evaluation.findingId ? [evaluation.findingId] : [])),
  );
  const kept = new Map(
    earlier.flatMap((evaluation) =>
      evaluation.findingId && open.has(evaluation.findingId) ? [[evaluation.controlId, evaluation.findingId]] : [],
    ),
  );
  const toRaise = gaps.filter(({ control }) => !kept.has(control.id));
  const raisedIds = await raiseFindings(
    tx,
    row.orgId,
    toRaise.map(({ evaluation, control }) => ({
      title: findingTitle(control, evaluation.result as EvaluationResult),
      body: findingBody(control, evaluation.rationale),
      vendorId: row.vendorId,
      assessmentId: row.id,
      // A control shown not met is a known gap; one without evidence is an unknown, so less severe.
      severity: evaluation.result === "not_met" ? ("high" as const) : ("medium" as const),
    })),
  );
  const findingByControl = new Map([...kept, ...toRaise.map(({ control }, i) => [control.id, raisedIds[i]] as const)]);
  for (const { evaluation, control } of gaps) {
    const findingId = findingByControl.get(control.id);
    if (findingId) {
      await tx
        .update(assessmentEvaluations)
        .set({ findingId, updatedAt: new Date() })
        .where(eq(assessmentEvaluations.id, evaluation.id));
    }
  }
  await moveStatus({ tx, orgId: current.orgId, actor: systemActor }, current, "review_evals", { scorePercent: score });
}
