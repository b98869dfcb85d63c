import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, notFound } from "@/lib/api/errors";
import { recordChange } from "@/lib/audit/changes";
import type { Queryable, Tx } from "@/lib/db/client";
import { findInOrg, inOrg } from "@/lib/db/tenant";
import { recordDomainEvent } from "@/lib/events/record";
import type { OrgSeedInput } from "@/lib/extensions/organization-defaults";
import { newId } from "@/lib/ids";
import { defaultQuestionnaires, type QuestionnaireDefinition } from "./default-questionnaires";
import type {
  CreateQuestionnaireInput,
  QuestionInput,
  Questionnaire,
  QuestionnaireItem,
  UpdateQuestionnaireInput,
} from "./schemas";
import {
  type IntakeQuestionnaireRow,
  type IntakeQuestionRow,
  intakeAnswers,
  intakeQuestionnaires,
  intakeQuestions,
} from "./tables";

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export const findQuestionnaireInOrg = (q: Queryable, orgId: string, id: string, lock?: "update") =>
  findInOrg(q, intakeQuestionnaires, orgId, id, { notFound: () => notFound("questionnaire_not_found"), lock });

function itemOf(row: IntakeQuestionnaireRow, questionCount: number): QuestionnaireItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    created_at: seconds(row.createdAt),
    updated_at: seconds(row.updatedAt),
    question_count: questionCount,
  };
}

const questionOf = (row: IntakeQuestionRow) => ({
  id: row.id,
  position: row.position,
  text: row.text,
  response_type: row.responseType,
  options: row.options,
  guidance: row.guidance,
});

export async function questionsOf(q: Queryable, orgId: string, questionnaireIds: readonly string[]) {
  if (questionnaireIds.length === 0) {
    return [];
  }
  return q
    .select()
    .from(intakeQuestions)
    .where(inOrg(intakeQuestions, orgId, inArray(intakeQuestions.questionnaireId, [...questionnaireIds])))
    .orderBy(asc(intakeQuestions.position));
}

/**
 * Copies the questions of `questionnaireIds` into a new session's answer rows, in one statement run
 * by the database: questionnaires in the order given, each one's questions by position. Reading the
 * questions into the request and writing them back as 15 rows of a dozen parameters cost the filing
 * request more of the server's main thread than the rest of its transaction (docs/performance.md).
 */
export async function copyQuestionsInto(
  tx: Queryable,
  orgId: string,
  sessionId: string,
  questionnaireIds: readonly string[],
) {
  const ids = sql`${sql.param([...questionnaireIds])}::text[]`;
  const column = (name: string) => sql.identifier(name);
  await tx.execute(sql`
    insert into ${intakeAnswers} (${column("session_id")}, ${column("question_id")}, ${column("org_id")},
      ${column("questionnaire_id")}, ${column("position")}, ${column("question_text")}, ${column("response_type")},
      ${column("options")}, ${column("guidance")})
    select ${sessionId}, ${intakeQuestions.id}, ${intakeQuestions.orgId}, ${intakeQuestions.questionnaireId},
      (row_number() over (order by array_position(${ids}, ${intakeQuestions.questionnaireId}), ${intakeQuestions.position}) - 1)::int,
      ${intakeQuestions.text}, ${intakeQuestions.responseType}, ${intakeQuestions.options}, ${intakeQuestions.guidance}
    from ${intakeQuestions}
    where ${inOrg(intakeQuestions, orgId, sql`${intakeQuestions.questionnaireId} = any(${ids})`)}`);
}

export async function readQuestionnaire(q: Queryable, orgId: string, id: string): Promise<Questionnaire> {
  const row = await findQuestionnaireInOrg(q, orgId, id);
  const questions = await questionsOf(q, orgId, [id]);
  return { ...itemOf(row, questions.length), is_archived: row.isArchived, questions: questions.map(questionOf) };
}

/** GET /v1/intake/api/questionnaires: the active ones, oldest first. */
export async function listQuestionnaires(ctx: ServiceContext, type: string | undefined) {
  const rows = await ctx.tx
    .select({ questionnaire: intakeQuestionnaires, questionCount: count(intakeQuestions.id) })
    .from(intakeQuestionnaires)
    .leftJoin(intakeQuestions, eq(intakeQuestions.questionnaireId, intakeQuestionnaires.id))
    .where(
      inOrg(
        intakeQuestionnaires,
        ctx.orgId,
        eq(intakeQuestionnaires.isArchived, false),
        type ? eq(intakeQuestionnaires.type, type) : undefined,
      ),
    )
    .groupBy(intakeQuestionnaires.id)
    .orderBy(asc(intakeQuestionnaires.createdAt), asc(intakeQuestionnaires.id));
  const items = rows.map((row) => itemOf(row.questionnaire, row.questionCount));
  return { items, total: items.length };
}

/** The active questionnaires among `ids`, in the order asked; any other ID is 404 questionnaire_not_found. */
export async function activeQuestionnaires(q: Queryable, orgId: string, ids: readonly string[]) {
  const wanted = [...new Set(ids)];
  const rows = await q
    .select()
    .from(intakeQuestionnaires)
    .where(
      inOrg(
        intakeQuestionnaires,
        orgId,
        inArray(intakeQuestionnaires.id, wanted),
        eq(intakeQuestionnaires.isArchived, false),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = wanted.filter((id) => !byId.has(id));
  if (missing.length > 0) {
    throw apiError("questionnaire_not_found", `Questionnaire not found: ${missing.join(", ")}.`);
  }
  return wanted.map((id) => byId.get(id) as IntakeQuestionnaireRow);
}

export async function hasActiveQuestionnaire(q: Queryable, orgId: string): Promise<boolean> {
  const [row] = await q
    .select({ id: intakeQuestionnaires.id })
    .from(intakeQuestionnaires)
    .where(inOrg(intakeQuestionnaires, orgId, eq(intakeQuestionnaires.isArchived, false)))
    .limit(1);
  return row !== undefined;
}

/**
 * The questionnaires a request sent to a vendor asks: the ones named (active, else 404), or the active
 * ones of the request's type, else every active one, oldest first, each with its questions in order.
 */
export async function questionnairesForVendorRequest(
  q: Queryable,
  orgId: string,
  request: { type: string; questionnaireIds?: readonly string[] },
) {
  let chosen: IntakeQuestionnaireRow[];
  if (request.questionnaireIds?.length) {
    chosen = await activeQuestionnaires(q, orgId, request.questionnaireIds);
  } else {
    const active = await q
      .select()
      .from(intakeQuestionnaires)
      .where(inOrg(intakeQuestionnaires, orgId, eq(intakeQuestionnaires.isArchived, false)))
      .orderBy(asc(intakeQuestionnaires.createdAt), asc(intakeQuestionnaires.id));
    const ofType = active.filter((questionnaire) => questionnaire.type === request.type);
    chosen = ofType.length > 0 ? ofType : active;
  }
  const questions = await questionsOf(
    q,
    orgId,
    chosen.map((questionnaire) => questionnaire.id),
  );
  return chosen.map((questionnaire) => ({
    ...questionnaire,
    questions: questions.filter((question) => question.questionnaireId === questionnaire.id),
  }));
}

const questionRow = (
  orgId: string,
  questionnaireId: string,
  question: QuestionInput,
  position: number,
  key?: string,
) => ({
  id: newId("questionnaireQuestion"),
  orgId,
  questionnaireId,
  position,
  key: key ?? null,
  text: question.text,
  responseType: question.response_type,
  options: question.response_type === "free_text" ? [] : question.options,
  guidance: question.guidance?.trim() || null,
});

async function insertQuestionnaire(
  tx: Queryable,
  orgId: string,
  definition: QuestionnaireDefinition | CreateQuestionnaireInput,
  createdAt = new Date(),
) {
  const id = newId("questionnaire");
  await tx.insert(intakeQuestionnaires).values({
    id,
    orgId,
    name: definition.name,
    description: definition.description?.trim() || null,
    type: definition.type,
    createdAt,
    updatedAt: createdAt,
  });
  await tx
    .insert(intakeQuestions)
    .values(
      definition.questions.map((question, position) =>
        questionRow(
          orgId,
          id,
          { ...question, options: question.options ?? [] },
          position,
          "key" in question ? (question.key as string) : undefined,
        ),
      ),
    );
  return id;
}

/** Signup: the inherent risk questionnaire and vendor onboarding. */
export async function seedIntakeDefaults(tx: Tx, org: OrgSeedInput): Promise<void> {
  // A millisecond apart: the list (oldest first) shows them in this order.
  const start = Date.now();
  for (const [index, definition] of defaultQuestionnaires.entries()) {
    await insertQuestionnaire(tx, org.id, definition, new Date(start + index));
  }
}

const logged = (questionnaire: Questionnaire) => ({
  name: questionnaire.name,
  description: questionnaire.description,
  type: questionnaire.type,
  is_archived: questionnaire.is_archived,
  questions: questionnaire.questions.map(
    (question) =>
      `${question.text} [${question.response_type}${question.options.length ? `: ${question.options.join(" | ")}` : ""}]`,
  ),
});

export async function createQuestionnaire(ctx: ServiceContext, input: CreateQuestionnaireInput) {
  const id = await insertQuestionnaire(ctx.tx, ctx.orgId, input);
  const created = await readQuestionnaire(ctx.tx, ctx.orgId, id);
  await recordChange(ctx, {
    entityType: "intake_questionnaire",
    entityId: id,
    entityName: created.name,
    action: "created",
    after: logged(created),
  });
  return created;
}

/** PATCH: the question list is replaced (kept IDs edited in place, new ones added, the rest removed). */
export async function updateQuestionnaire(
  ctx: ServiceContext,
  { questionnaireId, body }: { questionnaireId: string; body: UpdateQuestionnaireInput },
) {
  const row = await findQuestionnaireInOrg(ctx.tx, ctx.orgId, questionnaireId, "update");
  if (row.isArchived) {
    throw apiError("questionnaire_archived");
  }
  const before = await readQuestionnaire(ctx.tx, ctx.orgId, questionnaireId);
  await ctx.tx
    .update(intakeQuestionnaires)
    .set({
      name: body.name ?? row.name,
      description: body.description === undefined ? row.description : body.description?.trim() || null,
      updatedAt: new Date(),
    })
    .where(eq(intakeQuestionnaires.id, questionnaireId));
  if (body.questions) {
    await replaceQuestions(ctx.tx, ctx.orgId, questionnaireId, before, body.questions);
  }
  const after = await readQuestionnaire(ctx.tx, ctx.orgId, questionnaireId);
  await recordChange(ctx, {
    entityType: "intake_questionnaire",
    entityId: questionnaireId,
    entityName: after.name,
    action: "updated",
    before: logged(before),
    after: logged(after),
  });
  return after;
}

async function replaceQuestions(
  tx: Queryable,
  orgId: string,
  questionnaireId: string,
  before: Questionnaire,
  questions: QuestionInput[],
) {
  const existing = new Set(before.questions.map((question) => question.id));
  const unknown = questions.filter((question) => question.id !== undefined && !existing.has(question.id));
  if (unknown.length > 0) {
    throw apiError(
      "intake_question_not_found",
      `Not a question of this questionnaire: ${unknown.map((question) => question.id).join(", ")}.`,
    );
  }
  const kept = new Set(questions.flatMap((question) => (question.id ? [question.id] : [])));
  const removed = [...existing].filter((questionId) => !kept.has(questionId));
  if (removed.length > 0) {
    await tx
      .delete(intakeQuestions)
      .where(and(eq(intakeQuestions.questionnaireId, questionnaireId), inArray(intakeQuestions.id, removed)));
  }
  for (const [position, question] of questions.entries()) {
    if (question.id) {
      const {
        id: _drop,
        orgId: _org,
        questionnaireId: _parent,
        key: _key,
        ...fields
      } = questionRow(orgId, questionnaireId, question, position);
      await tx
        .update(intakeQuestions)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(intakeQuestions.id, question.id));
    } else {
      await tx.insert(intakeQuestions).values(questionRow(orgId, questionnaireId, question, position));
    }
  }
}

/** Archives; the last active one's archive disables intake (OrgIntake.Disabled). A repeat changes nothing. */
export async function archiveQuestionnaire(ctx: ServiceContext, id: string) {
  const row = await findQuestionnaireInOrg(ctx.tx, ctx.orgId, id, "update");
  if (!row.isArchived) {
    const before = await readQuestionnaire(ctx.tx, ctx.orgId, id);
    await ctx.tx
      .update(intakeQuestionnaires)
      .set({ isArchived: true, updatedAt: new Date() })
      .where(eq(intakeQuestionnaires.id, id));
    const intakeDisabled = !(await hasActiveQuestionnaire(ctx.tx, ctx.orgId));
    await recordDomainEvent(ctx.tx, ctx.orgId, "OrgIntake.QuestionnaireRemoved", {
      questionnaire_id: id,
      intake_disabled: intakeDisabled,
    });
    if (intakeDisabled) {
      await recordDomainEvent(ctx.tx, ctx.orgId, "OrgIntake.Disabled", { removed_questionnaire_id: id });
    }
    await recordChange(ctx, {
      entityType: "intake_questionnaire",
      entityId: id,
      entityName: row.name,
      action: "archived",
      before: logged(before),
      after: logged({ ...before, is_archived: true }),
    });
  }
  return readQuestionnaire(ctx.tx, ctx.orgId, id);
}
