import { asc, eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import { controlsOfSets, findControlSetsInOrg } from "@/lib/modules/controls";
import { questionnairesForVendorRequest } from "@/lib/modules/intake";
import { type PortalType, portalQuestions } from "./tables";

/** What a request asks: the organization's intake questionnaires, or an assessment's control sets. */
export type RequestQuestions =
  | { kind: "questionnaires"; questionnaireIds?: readonly string[] }
  | { kind: "control_sets"; controlSetIds: readonly string[] };

type NewQuestion = typeof portalQuestions.$inferInsert;

async function fromQuestionnaires(
  q: Queryable,
  orgId: string,
  portalId: string,
  type: PortalType,
  questionnaireIds: readonly string[] | undefined,
): Promise<NewQuestion[]> {
  const questionnaires = await questionnairesForVendorRequest(q, orgId, { type, questionnaireIds });
  return questionnaires.flatMap((questionnaire) =>
    questionnaire.questions.map((question) => ({
      id: newId("portalQuestion"),
      orgId,
      portalId,
      sectionKey: questionnaire.id,
      sectionTitle: questionnaire.name,
      position: 0,
      reuseKey: `question:${question.key ?? question.id}`,
      text: question.text,
      guidance: question.guidance,
      responseType: question.responseType,
      options: question.options,
      required: true,
    })),
  );
}

/** Each control becomes a free-text question: how the vendor meets it, with its criteria as guidance. */
async function fromControlSets(
  q: Queryable,
  orgId: string,
  portalId: string,
  controlSetIds: readonly string[],
): Promise<NewQuestion[]> {
  const [sets, controls] = await Promise.all([
    findControlSetsInOrg(q, orgId, controlSetIds),
    controlsOfSets(q, orgId, controlSetIds),
  ]);
  const setName = new Map(sets.map((set) => [set.id, set.name]));
  return controls.map((control) => ({
    id: newId("portalQuestion"),
    orgId,
    portalId,
    sectionKey: control.controlSetId,
    sectionTitle: setName.get(control.controlSetId) ?? "Controls",
    position: 0,
    reuseKey: `control:${setName.get(control.controlSetId) ?? control.controlSetId}:${control.ref}`,
    text: `${control.ref} ${control.title}: how do you meet this? ${control.description}`,
    guidance: control.criteria.length > 0 ? `What we look for: ${control.criteria.join("; ")}` : null,
    responseType: "free_text" as const,
    options: [],
    required: true,
  }));
}

/** Copies the request's questions in the caller's transaction; later edits to their source change nothing here. */
export async function copyRequestQuestions(
  q: Queryable,
  portal: { id: string; orgId: string; type: PortalType },
  asks: RequestQuestions,
): Promise<void> {
  const rows =
    asks.kind === "control_sets"
      ? await fromControlSets(q, portal.orgId, portal.id, asks.controlSetIds)
      : await fromQuestionnaires(q, portal.orgId, portal.id, portal.type, asks.questionnaireIds);
  if (rows.length === 0) {
    return;
  }
  await q.insert(portalQuestions).values(rows.map((row, position) => ({ ...row, position })));
}

export type PortalQuestionRow = typeof portalQuestions.$inferSelect;

export function questionsOfRequest(q: Queryable, orgId: string, portalId: string): Promise<PortalQuestionRow[]> {
  return q
    .select()
    .from(portalQuestions)
    .where(inOrg(portalQuestions, orgId, eq(portalQuestions.portalId, portalId)))
    .orderBy(asc(portalQuestions.position));
}

/** One question of this request, or undefined (another request's question is not this request's). */
export async function findRequestQuestion(
  q: Queryable,
  orgId: string,
  portalId: string,
  questionId: string,
): Promise<PortalQuestionRow | undefined> {
  const [question] = await q
    .select()
    .from(portalQuestions)
    .where(inOrg(portalQuestions, orgId, eq(portalQuestions.portalId, portalId), eq(portalQuestions.id, questionId)));
  return question;
}

export interface RequestSection {
  key: string;
  title: string;
  questions: PortalQuestionRow[];
}

/** The questions grouped into sections (pages), in order. */
export function sectionsOf(questions: readonly PortalQuestionRow[]): RequestSection[] {
  const sections = new Map<string, RequestSection>();
  for (const question of questions) {
    let section = sections.get(question.sectionKey);
    if (!section) {
      section = { key: question.sectionKey, title: question.sectionTitle, questions: [] };
      sections.set(question.sectionKey, section);
    }
    section.questions.push(question);
  }
  return [...sections.values()];
}
