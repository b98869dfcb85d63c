import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import {
  archiveQuestionnaire,
  createQuestionnaire,
  listQuestionnaires,
  readQuestionnaire,
  updateQuestionnaire,
} from "../questionnaires";
import {
  CreateQuestionnaireBody,
  QuestionnaireIdParam,
  QuestionnaireListQuery,
  QuestionnaireListSchema,
  QuestionnaireSchema,
  UpdateQuestionnaireBody,
} from "../schemas";
import { questionnaireManagers, requireQuestionnaireInOrg, tags } from "./shared";

const listRoute = defineRoute({
  method: "get",
  path: "/v1/intake/api/questionnaires",
  tags,
  operationId: "listIntakeQuestionnaires",
  summary: "List intake questionnaires",
  description: "The organization's active questionnaires, oldest first; archived ones are left out.",
  request: { query: QuestionnaireListQuery },
  access: anyCredential,
  responses: { 200: json(QuestionnaireListSchema, "The questionnaires."), ...commonErrors },
});

const getRoute = defineRoute({
  method: "get",
  path: "/v1/intake/api/questionnaires/{questionnaire_id}",
  tags,
  operationId: "getIntakeQuestionnaire",
  summary: "Get an intake questionnaire with its questions",
  description: "Extension. Archived questionnaires are readable too (is_archived true).",
  request: { params: QuestionnaireIdParam },
  access: anyCredential,
  responses: {
    200: json(QuestionnaireSchema, "The questionnaire."),
    ...errorsFor({ questionnaire_not_found: true }),
    ...commonErrors,
  },
});

const createRoute = defineRoute({
  method: "post",
  path: "/v1/intake/api/questionnaires",
  tags,
  operationId: "createIntakeQuestionnaire",
  summary: "Add an intake questionnaire",
  description:
    "Extension; admins and API keys. Adding one to an organization whose intake was disabled enables it again.",
  request: { body: { content: { "application/json": { schema: CreateQuestionnaireBody } }, required: true } },
  access: questionnaireManagers,
  responses: { 201: json(QuestionnaireSchema, "The new questionnaire."), ...commonErrors },
});

const updateRoute = defineRoute({
  method: "patch",
  path: "/v1/intake/api/questionnaires/{questionnaire_id}",
  tags,
  operationId: "updateIntakeQuestionnaire",
  summary: "Edit an intake questionnaire",
  description:
    "Extension; admins and API keys. Only supplied fields change; questions replaces the list (an entry with the id " +
    "of one of its questions edits it, one without adds a question, a question left out is removed). Sessions keep " +
    "their own copy of each question.",
  request: {
    params: QuestionnaireIdParam,
    body: { content: { "application/json": { schema: UpdateQuestionnaireBody } }, required: true },
  },
  access: questionnaireManagers,
  middleware: [requireQuestionnaireInOrg] as const,
  responses: {
    200: json(QuestionnaireSchema, "The questionnaire."),
    ...errorsFor({
      questionnaire_not_found: true,
      intake_question_not_found: "a question id that is not one of this questionnaire's.",
      questionnaire_archived: true,
    }),
    ...commonErrors,
  },
});

const archiveRoute = defineRoute({
  method: "post",
  path: "/v1/intake/api/questionnaires/{questionnaire_id}/archive",
  tags,
  operationId: "archiveIntakeQuestionnaire",
  summary: "Archive an intake questionnaire",
  description:
    "Extension; admins and API keys. OrgIntake.QuestionnaireRemoved; archiving the last active questionnaire also " +
    "emits OrgIntake.Disabled and turns intake off (new sessions answer 409 intake_disabled). A repeat changes nothing.",
  request: { params: QuestionnaireIdParam },
  access: questionnaireManagers,
  responses: {
    200: json(QuestionnaireSchema, "The archived questionnaire."),
    ...errorsFor({ questionnaire_not_found: true }),
    ...commonErrors,
  },
});

export function registerQuestionnaireRoutes(app: ApiApp) {
  app.openapi(listRoute, async (c) => c.json(await listQuestionnaires(readContext(c), c.req.valid("query").type), 200));
  app.openapi(getRoute, async (c) => {
    const ctx = readContext(c);
    return c.json(await readQuestionnaire(ctx.tx, ctx.orgId, c.req.valid("param").questionnaire_id), 200);
  });
  app.openapi(createRoute, async (c) => {
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createQuestionnaire(ctx, input)), 201);
  });
  app.openapi(updateRoute, async (c) => {
    const { questionnaire_id: id } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateQuestionnaire(ctx, { questionnaireId: id, body: input })), 200);
  });
  app.openapi(archiveRoute, async (c) => {
    const { questionnaire_id: id } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => archiveQuestionnaire(ctx, id)), 200);
  });
}
