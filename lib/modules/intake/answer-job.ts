import { and, asc, eq, sql } from "drizzle-orm";
import { db, type Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { recordDomainEvent } from "@/lib/events/record";
import { defineJob, enqueueJob, exponentialBackoff } from "@/lib/jobs";
import { llmSettings } from "@/lib/llm/chat";
import { answerOnThread } from "./answer-thread";
import { answerOffline, answerWithModel, prepareEvidence } from "./answerer";
import type { IntakeEvidence, IntakeQuestion, MachineAnswer } from "./answerer/types";
import { type IntakeAnswerRow, type IntakeSessionRow, intakeAnswers, intakeSessions } from "./tables";

export const ANSWER_MAX_ATTEMPTS = 3;

const evidenceOf = (session: IntakeSessionRow): IntakeEvidence => ({
  vendor_name: session.vendorName,
  context: session.context,
  description: session.vendorDescription,
  use_case: session.useCase,
  website: session.vendorWebsite,
});

const questionOf = (answer: IntakeAnswerRow): IntakeQuestion => ({
  id: answer.questionId,
  text: answer.questionText,
  response_type: answer.responseType,
  options: answer.options,
  guidance: answer.guidance,
});

const isOpen = (status: IntakeSessionRow["status"]) => status === "pending" || status === "processing";

async function sessionRow(q: Queryable, orgId: string, sessionId: string) {
  const [row] = await q
    .select()
    .from(intakeSessions)
    .where(inOrg(intakeSessions, orgId, eq(intakeSessions.id, sessionId)));
  return row;
}

const pendingAnswers = (q: Queryable, sessionId: string) =>
  q
    .select()
    .from(intakeAnswers)
    .where(and(eq(intakeAnswers.sessionId, sessionId), eq(intakeAnswers.status, "pending")))
    .orderBy(asc(intakeAnswers.position));

interface DecidedAnswer {
  questionId: string;
  answer: MachineAnswer;
}

/**
 * Commits answers together: the offline answerer decides a session's questions at once, and one
 * commit per answer cost more than the answering itself (docs/performance.md, "Intake answering").
 * A model decides one question at a time, so each of its answers is committed as it comes.
 */
async function storeAnswers(sessionId: string, decided: DecidedAnswer[]): Promise<void> {
  if (decided.length === 0) {
    return;
  }
  await db().transaction(async (tx) => {
    for (const { questionId, answer } of decided) {
      await tx
        .update(intakeAnswers)
        .set({
          status: "answered",
          answerText: answer.answer_text,
          selectedOptions: answer.selected_options,
          reasoning: answer.reasoning,
          confidence: answer.confidence,
          citations: answer.citations,
          answeredAt: new Date(),
        })
        .where(
          and(
            eq(intakeAnswers.sessionId, sessionId),
            eq(intakeAnswers.questionId, questionId),
            eq(intakeAnswers.status, "pending"),
          ),
        );
    }
    await tx.update(intakeSessions).set({ updatedAt: new Date() }).where(eq(intakeSessions.id, sessionId));
  });
}

/**
 * Ends an open session: its still-pending answers fail with `reason` (when given), and the session is
 * complete, or failed when every question failed. IntakeSession.Submitted tells that the answers are
 * ready for the risk team. A session already ended is left alone.
 */
export async function finishSession(orgId: string, sessionId: string, reason?: string): Promise<void> {
  await db().transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(intakeSessions)
      .where(inOrg(intakeSessions, orgId, eq(intakeSessions.id, sessionId)))
      .for("update");
    if (!session || !isOpen(session.status)) {
      return;
    }
    if (reason) {
      await tx
        .update(intakeAnswers)
        .set({ status: "failed", reasoning: reason, confidence: null, answeredAt: new Date() })
        .where(and(eq(intakeAnswers.sessionId, sessionId), eq(intakeAnswers.status, "pending")));
    }
    const [counts] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        failed: sql<number>`count(*) filter (where ${intakeAnswers.status} = 'failed')::int`,
        pending: sql<number>`count(*) filter (where ${intakeAnswers.status} = 'pending')::int`,
      })
      .from(intakeAnswers)
      .where(eq(intakeAnswers.sessionId, sessionId));
    if ((counts?.pending ?? 0) > 0) {
      return;
    }
    const allFailed = (counts?.total ?? 0) > 0 && counts?.failed === counts?.total;
    const now = new Date();
    await tx
      .update(intakeSessions)
      .set({ status: allFailed ? "failed" : "complete", completedAt: now, updatedAt: now })
      .where(eq(intakeSessions.id, sessionId));
    await recordDomainEvent(tx, orgId, "IntakeSession.Submitted", { intake_session_id: sessionId });
  });
}

type Answering = "configured" | "in_process";

async function answerSession(orgId: string, sessionId: string, answering: Answering = "configured"): Promise<void> {
  const session = await sessionRow(db(), orgId, sessionId);
  if (!session || !isOpen(session.status)) {
    return;
  }
  if (session.status === "pending") {
    await db()
      .update(intakeSessions)
      .set({ status: "processing", updatedAt: new Date() })
      .where(and(eq(intakeSessions.id, sessionId), eq(intakeSessions.status, "pending")));
  }
  const pending = await pendingAnswers(db(), sessionId);
  const evidence = evidenceOf(session);
  const settings = answering === "configured" ? llmSettings() : null;
  if (answering === "in_process") {
    const prepared = prepareEvidence(evidence);
    await storeAnswers(
      sessionId,
      pending.map((row) => ({ questionId: row.questionId, answer: answerOffline(questionOf(row), prepared) })),
    );
  } else if (settings) {
    // A model answers over the network one question at a time; retrieval for it is light.
    const prepared = prepareEvidence(evidence);
    for (const row of pending) {
      const answer = await answerWithModel(settings, questionOf(row), prepared);
      await storeAnswers(sessionId, [{ questionId: row.questionId, answer }]);
    }
  } else if (pending.length > 0) {
    const answers = await answerOnThread({ evidence, questions: pending.map(questionOf) });
    await storeAnswers(
      sessionId,
      pending.flatMap((row, index) => {
        const answer = answers[index];
        return answer ? [{ questionId: row.questionId, answer }] : [];
      }),
    );
  }
  await finishSession(orgId, sessionId);
}

/** pending → processing → complete or failed; after the last failed attempt the unanswered questions fail. */
export const answerSessionJob = defineJob<{ session_id: string }>({
  type: "intake.answer_session",
  maxAttempts: ANSWER_MAX_ATTEMPTS,
  retryDelaySeconds: exponentialBackoff(2, 60),
  async handle(payload, context) {
    if (!context.orgId) {
      return;
    }
    try {
      await answerSession(context.orgId, payload.session_id);
    } catch (error) {
      if (context.attempt < ANSWER_MAX_ATTEMPTS) {
        throw error;
      }
      const reason = error instanceof Error ? error.message : String(error);
      await finishSession(context.orgId, payload.session_id, `The answerer stopped: ${reason}`.slice(0, 1000));
    }
  },
});

/**
 * Answers a session offline in this process, now: sample data finishes its sessions this way at
 * signup (short texts; the job, finding the session ended, leaves it alone).
 */
export const answerSessionInProcess = (orgId: string, sessionId: string) =>
  answerSession(orgId, sessionId, "in_process");

export const enqueueAnswering = (q: Queryable, orgId: string, sessionId: string) =>
  enqueueJob(q, answerSessionJob, { session_id: sessionId }, { orgId });
