import { asc, count, desc, eq, ilike, inArray, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg } from "@/lib/db/tenant";
import { riskLevelsOf, statusNamesOf } from "@/lib/modules/taxonomy";
import { userNamesOfOrg } from "@/lib/modules/users";
import type { Answer, Session, SessionListFilters, SessionSummary } from "./schemas";
import { suggestInherentRisk } from "./suggested-risk";
import {
  type IntakeAnswerRow,
  type IntakeSessionRow,
  intakeAnswers,
  intakeQuestionnaires,
  intakeSessions,
} from "./tables";

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const findSessionInOrg = (q: Queryable, orgId: string, id: string, lock?: "update") =>
  findInOrg(q, intakeSessions, orgId, id, { notFound: () => notFound("intake_session_not_found"), lock });

export async function findSessionByExternalId(q: Queryable, orgId: string, externalId: string) {
  const [row] = await q
    .select()
    .from(intakeSessions)
    .where(inOrg(intakeSessions, orgId, eq(intakeSessions.externalId, externalId)));
  if (!row) {
    throw notFound("intake_session_not_found");
  }
  return row;
}

interface Names {
  users: Map<string, { name: string }>;
  statuses: Map<string, string>;
  questionnaires: Map<string, { id: string; name: string; type: string }>;
}

async function namesFor(q: Queryable, orgId: string, rows: IntakeSessionRow[]): Promise<Names> {
  const questionnaireIds = [...new Set(rows.flatMap((row) => row.questionnaireIds))];
  const [users, statuses, questionnaires] = await Promise.all([
    userNamesOfOrg(
      q,
      orgId,
      rows.flatMap((row) => (row.filedByType === "user" ? [row.filedById] : [])),
    ),
    statusNamesOf(
      q,
      orgId,
      rows.flatMap((row) => (row.procurementStatusId ? [row.procurementStatusId] : [])),
    ),
    questionnaireIds.length === 0
      ? Promise.resolve([])
      : q
          .select({ id: intakeQuestionnaires.id, name: intakeQuestionnaires.name, type: intakeQuestionnaires.type })
          .from(intakeQuestionnaires)
          .where(inOrg(intakeQuestionnaires, orgId, inArray(intakeQuestionnaires.id, questionnaireIds))),
  ]);
  return { users, statuses, questionnaires: new Map(questionnaires.map((row) => [row.id, row])) };
}

interface Counts {
  total: number;
  answered: number;
  failed: number;
}

async function answerCounts(q: Queryable, sessionIds: string[]): Promise<Map<string, Counts>> {
  if (sessionIds.length === 0) {
    return new Map();
  }
  const rows = await q
    .select({
      sessionId: intakeAnswers.sessionId,
      total: count(),
      answered: sql<number>`count(*) filter (where ${intakeAnswers.status} = 'answered')::int`,
      failed: sql<number>`count(*) filter (where ${intakeAnswers.status} = 'failed')::int`,
    })
    .from(intakeAnswers)
    .where(inArray(intakeAnswers.sessionId, sessionIds))
    .groupBy(intakeAnswers.sessionId);
  return new Map(rows.map((row) => [row.sessionId, { total: row.total, answered: row.answered, failed: row.failed }]));
}

/** The same counts from a session's answer rows already read (its detail reads them all anyway). */
const countsOf = (rows: IntakeAnswerRow[]): Counts => ({
  total: rows.length,
  answered: rows.filter((answer) => answer.status === "answered").length,
  failed: rows.filter((answer) => answer.status === "failed").length,
});

function summaryOf(row: IntakeSessionRow, names: Names, counts: Counts | undefined): SessionSummary {
  return {
    session_id: row.id,
    external_id: row.externalId,
    status: row.status,
    vendor_name: row.vendorName,
    vendor_website: row.vendorWebsite,
    created_at: seconds(row.createdAt),
    updated_at: seconds(row.updatedAt),
    failed_count: counts?.failed ?? 0,
    context_truncated: row.contextTruncated,
    questionnaires: row.questionnaireIds.flatMap((id) => {
      const questionnaire = names.questionnaires.get(id);
      return questionnaire ? [questionnaire] : [];
    }),
    question_count: counts?.total ?? 0,
    answered_count: counts?.answered ?? 0,
    completed_at: row.completedAt ? seconds(row.completedAt) : null,
    filed_by: {
      type: row.filedByType,
      id: row.filedById,
      name:
        row.filedByType === "api_key"
          ? (row.filedByName ?? "API key")
          : (names.users.get(row.filedById)?.name ?? "A former user"),
    },
    procurement: {
      id: row.id,
      status_id: row.procurementStatusId,
      status_name: row.procurementStatusId ? (names.statuses.get(row.procurementStatusId) ?? null) : null,
    },
    vendor_id: row.vendorId,
  };
}

function answerOf(row: IntakeAnswerRow): Answer {
  const human = row.humanAnswer;
  return {
    question_id: row.questionId,
    question_text: row.questionText,
    response_type: row.responseType,
    answer_text: row.answerText,
    selected_options: row.selectedOptions,
    reasoning: row.reasoning,
    status: row.status,
    questionnaire_id: row.questionnaireId,
    options: row.options,
    confidence: row.status === "answered" ? row.confidence : null,
    citations: row.citations,
    human_answer: human
      ? {
          answer_text: human.answer_text,
          selected_options: human.selected_options,
          answered_by: { id: human.answered_by_user_id, name: human.answered_by_name },
          answered_at: human.answered_at,
        }
      : null,
  };
}

/** What the answers settle: a person's answer, else a machine answer with some evidence. */
function settledSelections(answers: Answer[]) {
  return answers.map((answer) => ({
    questionText: answer.question_text,
    selected: answer.human_answer
      ? answer.human_answer.selected_options
      : answer.status === "answered" && answer.confidence !== "none"
        ? answer.selected_options
        : [],
  }));
}

async function suggestedRisk(q: Queryable, orgId: string, answers: Answer[]) {
  const suggestion = suggestInherentRisk(settledSelections(answers));
  if (!suggestion) {
    return null;
  }
  const levels = await riskLevelsOf(q, orgId);
  const level =
    levels.find((candidate) => candidate.name.toLowerCase() === suggestion.levelName.toLowerCase()) ??
    levels.find((candidate) => candidate.rank === suggestion.rank);
  return {
    risk_level_id: level?.id ?? null,
    risk_level_name: level?.name ?? suggestion.levelName,
    reasons: suggestion.reasons,
  };
}

export async function sessionDetail(q: Queryable, orgId: string, row: IntakeSessionRow): Promise<Session> {
  const [names, answerRows] = await Promise.all([
    namesFor(q, orgId, [row]),
    q
      .select()
      .from(intakeAnswers)
      .where(inOrg(intakeAnswers, orgId, eq(intakeAnswers.sessionId, row.id)))
      .orderBy(asc(intakeAnswers.position)),
  ]);
  const answers = answerRows.map(answerOf);
  return {
    ...summaryOf(row, names, countsOf(answerRows)),
    vendor_description: row.vendorDescription,
    use_case: row.useCase,
    context: row.context,
    suggested_inherent_risk: await suggestedRisk(q, orgId, answers),
    answers,
  };
}

export async function readSession(q: Queryable, orgId: string, sessionId: string): Promise<Session> {
  return sessionDetail(q, orgId, await findSessionInOrg(q, orgId, sessionId));
}

export async function readSessionByExternalId(q: Queryable, orgId: string, externalId: string): Promise<Session> {
  return sessionDetail(q, orgId, await findSessionByExternalId(q, orgId, externalId));
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

/** GET /v1/intake/api/sessions: newest first, ties by ID. */
export async function listSessions(ctx: ServiceContext, filters: SessionListFilters) {
  const search = filters.q?.trim();
  const where = inOrg(
    intakeSessions,
    ctx.orgId,
    filters.status ? eq(intakeSessions.status, filters.status) : undefined,
    filters.vendor_id ? eq(intakeSessions.vendorId, filters.vendor_id) : undefined,
    search ? ilike(intakeSessions.vendorName, `%${escapeLike(search)}%`) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    ctx.tx
      .select()
      .from(intakeSessions)
      .where(where)
      .orderBy(desc(intakeSessions.createdAt), desc(intakeSessions.id))
      .limit(filters.limit)
      .offset(filters.offset),
    ctx.tx.select({ total: count() }).from(intakeSessions).where(where),
  ]);
  const [names, counts] = await Promise.all([
    namesFor(ctx.tx, ctx.orgId, rows),
    answerCounts(
      ctx.tx,
      rows.map((row) => row.id),
    ),
  ]);
  return {
    items: rows.map((row) => summaryOf(row, names, counts.get(row.id))),
    total: totalRow?.total ?? 0,
    limit: filters.limit,
    offset: filters.offset,
  };
}

/** A session's question (its answer row), or 404: another organization's session or question is not found. */
export async function findAnswerInOrg(
  q: Queryable,
  orgId: string,
  sessionId: string,
  questionId: string,
  lock?: "update",
) {
  const session = await findSessionInOrg(q, orgId, sessionId);
  const query = q
    .select()
    .from(intakeAnswers)
    .where(
      inOrg(intakeAnswers, orgId, eq(intakeAnswers.sessionId, session.id), eq(intakeAnswers.questionId, questionId)),
    );
  const [answer] = lock ? await query.for(lock) : await query;
  if (!answer) {
    throw notFound("intake_question_not_found");
  }
  return { session, answer };
}
