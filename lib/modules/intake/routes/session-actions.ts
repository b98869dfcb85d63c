import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import {
  AnswerParams,
  CreateVendorFromSessionBody,
  HumanAnswerBody,
  ProcurementStatusBody,
  SessionIdParam,
  SessionSchema,
} from "../schemas";
import { answerByHand, createVendorFromSession, moveProcurementStatus } from "../session-actions";
import { requireQuestionInSession, requireSessionInOrg, tags } from "./shared";

const answerRoute = defineRoute({
  method: "put",
  path: "/v1/intake/api/sessions/{session_id}/answers/{question_id}",
  tags,
  operationId: "answerIntakeQuestion",
  summary: "Answer a session's question yourself",
  description:
    "Extension. Stores a person's answer as human_answer, beside the machine's (which stays as it was). " +
    "selected_options must be options of the question (single_select: one).",
  request: {
    params: AnswerParams,
    body: { content: { "application/json": { schema: HumanAnswerBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireQuestionInSession] as const,
  responses: {
    200: json(SessionSchema, "The session."),
    ...errorsFor({ intake_session_not_found: true, intake_question_not_found: true, invalid_answer: true }),
    ...commonErrors,
  },
});

const statusRoute = defineRoute({
  method: "post",
  path: "/v1/intake/api/sessions/{session_id}/procurement_status",
  tags,
  operationId: "moveIntakeProcurementStatus",
  summary: "Move the request's procurement status",
  description:
    "Extension. status_id from GET /v1/statuses?entity=procurement. Emits Procurement.StatusChanged (procurement_id " +
    "is the session's ID); the status it already has changes nothing.",
  request: {
    params: SessionIdParam,
    body: { content: { "application/json": { schema: ProcurementStatusBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireSessionInOrg] as const,
  responses: {
    200: json(SessionSchema, "The session."),
    ...errorsFor({ intake_session_not_found: true, invalid_status: "not a procurement status of your organization." }),
    ...commonErrors,
  },
});

const vendorRoute = defineRoute({
  method: "post",
  path: "/v1/intake/api/sessions/{session_id}/vendor",
  tags,
  operationId: "createVendorFromIntakeSession",
  summary: "Create the vendor from the request",
  description:
    "Extension. Each field defaults to the session's (vendor_name, vendor_website, vendor_description; the inherent " +
    "risk level to suggested_inherent_risk). Vendor.Created as POST /v1/vendors; the session's vendor_id links them.",
  request: {
    params: SessionIdParam,
    body: { content: { "application/json": { schema: CreateVendorFromSessionBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireSessionInOrg] as const,
  responses: {
    201: json(SessionSchema, "The session, with vendor_id set."),
    ...errorsFor({
      intake_session_not_found: true,
      intake_vendor_exists: true,
      invalid_vendor: "an unknown inherent_risk_level_id.",
    }),
    ...commonErrors,
  },
});

export function registerSessionActionRoutes(app: ApiApp) {
  app.openapi(answerRoute, async (c) => {
    const { session_id: sessionId, question_id: questionId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => answerByHand(ctx, { sessionId, questionId, body: input })), 200);
  });
  app.openapi(statusRoute, async (c) => {
    const { session_id: sessionId } = c.req.valid("param");
    const { status_id: statusId } = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => moveProcurementStatus(ctx, { sessionId, statusId })), 200);
  });
  app.openapi(vendorRoute, async (c) => {
    const { session_id: sessionId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createVendorFromSession(ctx, { sessionId, body: input })), 201);
  });
}
