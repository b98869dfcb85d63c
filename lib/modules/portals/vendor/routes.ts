import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { apiError } from "@/lib/api/errors";
import { ErrorEnvelope, errorsFor, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import type { ApiApp } from "@/lib/api/types";
import { db } from "@/lib/db/client";
import { storedFilesOf } from "@/lib/modules/documents";
import { toUnixSeconds } from "@/lib/time";
import { questionsOfRequest } from "../questions";
import { portalState } from "../service";
import { receiveEvidence } from "./evidence";
import { type OpenRequest, requestOfLink } from "./request";
import {
  AnswerBody,
  CodeSentSchema,
  HandedOverSchema,
  HandOverBody,
  PortalLinkParam,
  PortalQuestionParam,
  PortalSectionParam,
  QuestionnaireSchema,
  RequestCodeBody,
  RequestIntroSchema,
  SavedAnswerSchema,
  SignInBody,
  SubmittedSchema,
  UploadedSchema,
  VisitorSchema,
} from "./schemas";
import {
  answersOf,
  handOverSection,
  progressOf,
  questionnaireFor,
  requestIntro,
  saveAnswer,
  submitResponse,
} from "./service";
import {
  allowedVisitor,
  revokeSession,
  sendSignInCode,
  sessionOfToken,
  type Visitor,
  verifySignInCode,
  visitorCookie,
  visitorCookieName,
} from "./sign-in";

const TAG = "Vendor portal";
const BASE = "/api/portal/{portal_id}";

const linkErrors = errorsFor({ portal_not_found: "no request has this link." });
const visitorErrors = errorsFor({
  portal_not_found: "no request has this link.",
  portal_sign_in_required: "no valid session cookie for this request (sign in with a code first).",
});
const invalid = { 422: json(ValidationErrorEnvelope, "Invalid input.") };
/** A refusal coded 422 in the error table, or a body that fails the schema (the validation array). */
const refusedOrInvalid = (note: string) => ({
  422: json(
    z.union([ErrorEnvelope, ValidationErrorEnvelope]),
    `${note} A body that fails schema validation is a 422 with the validation array.`,
  ),
});

/** The signed-in visitor of this request, from its cookie; the cookie of another request never matches. */
async function visitorOf(c: Context, request: OpenRequest): Promise<{ visitor: Visitor; sessionId: string } | null> {
  const session = await sessionOfToken(request, getCookie(c, visitorCookieName));
  if (!session) {
    return null;
  }
  const visitor = await allowedVisitor(request, session.email);
  return visitor ? { visitor, sessionId: session.id } : null;
}

async function signedIn(c: Context, portalId: string) {
  const request = await requestOfLink(portalId);
  const found = await visitorOf(c, request);
  if (!found || request.status === "closed") {
    throw apiError("portal_sign_in_required");
  }
  return { request, ...found };
}

const documentNames = async (orgId: string, ids: string[]) =>
  new Map([...(await storedFilesOf(db(), orgId, ids)).values()].map((row) => [row.id, row.name]));

const introRoute = createRoute({
  method: "get",
  path: BASE,
  tags: [TAG],
  operationId: "readVendorRequest",
  summary: "What a request asks, for anyone holding its link",
  description:
    "The requesting organization, the request's type, due date and sections; nothing else until the visitor signs in. visitor names who is signed in on this request (its session cookie), or is null.",
  security: [],
  request: { params: PortalLinkParam },
  responses: { 200: json(RequestIntroSchema, "The request."), ...linkErrors },
});

const codeRoute = createRoute({
  method: "post",
  path: `${BASE}/sign-in/code`,
  tags: [TAG],
  operationId: "sendVendorSignInCode",
  summary: "Email a one-time sign-in code",
  description:
    "Sends a six-digit code (valid 10 minutes, 5 tries) when the address may sign in: the recipient, or a colleague they invited. The answer is the same for any address. Throttled per request, per address and per client address.",
  security: [],
  request: {
    params: PortalLinkParam,
    body: { content: { "application/json": { schema: RequestCodeBody } }, required: true },
  },
  responses: {
    202: json(CodeSentSchema, "A code was sent if the address may sign in."),
    ...errorsFor({
      portal_not_found: "no request has this link.",
      portal_not_open: "the request is closed or paused.",
      rate_limited: "too many codes asked for; see Retry-After.",
    }),
    ...invalid,
  },
});

const signInRoute = createRoute({
  method: "post",
  path: `${BASE}/sign-in`,
  tags: [TAG],
  operationId: "signInToVendorRequest",
  summary: "Sign in with the emailed code",
  description:
    "A right code opens a session on this one request: an HttpOnly, SameSite=Strict cookie sent only to this request's paths, for 8 hours.",
  security: [],
  request: {
    params: PortalLinkParam,
    body: { content: { "application/json": { schema: SignInBody } }, required: true },
  },
  responses: {
    200: json(VisitorSchema, "Signed in; the cookie is set."),
    ...errorsFor({
      portal_not_found: "no request has this link.",
      portal_not_open: "the request is closed or paused.",
      invalid_sign_in_code: "wrong, used, expired, or past its 5 tries.",
      too_many_attempts: "too many codes tried from this client address; see Retry-After.",
    }),
    ...invalid,
  },
});

const signOutRoute = createRoute({
  method: "post",
  path: `${BASE}/sign-out`,
  tags: [TAG],
  operationId: "signOutOfVendorRequest",
  summary: "End the vendor's session",
  security: [],
  request: { params: PortalLinkParam },
  responses: { 204: { description: "Signed out; the session is revoked." }, ...linkErrors },
});

const questionnaireRoute = createRoute({
  method: "get",
  path: `${BASE}/questionnaire`,
  tags: [TAG],
  operationId: "readVendorQuestionnaire",
  summary: "The questionnaire with every saved answer",
  security: [],
  request: { params: PortalLinkParam },
  responses: { 200: json(QuestionnaireSchema, "The questionnaire."), ...visitorErrors },
});

const answerRoute = createRoute({
  method: "put",
  path: `${BASE}/answers/{question_id}`,
  tags: [TAG],
  operationId: "saveVendorAnswer",
  summary: "Save one answer (autosave)",
  description: "The fields sent replace the stored ones; a reused earlier answer is confirmed by saving it.",
  security: [],
  request: {
    params: PortalQuestionParam,
    body: { content: { "application/json": { schema: AnswerBody } }, required: true },
  },
  responses: {
    200: json(SavedAnswerSchema, "The saved answer and the request's progress."),
    ...errorsFor({
      portal_not_found: "no request has this link.",
      portal_sign_in_required: "no valid session cookie for this request.",
      portal_question_not_found: "not a question of this request, or of a section handed to someone else.",
      portal_not_open: "paused, submitted or closed.",
    }),
    ...refusedOrInvalid("invalid_answer: an option the question does not offer, or options on a text question."),
  },
});

const uploadRoute = createRoute({
  method: "post",
  path: `${BASE}/answers/{question_id}/files`,
  tags: [TAG],
  operationId: "uploadVendorEvidence",
  summary: "Upload a file as evidence for an answer",
  description:
    "multipart/form-data with one part named file (send several requests for several files); the documents module's limits and allowlist apply. The file becomes a document of the vendor, linked to the answer.",
  security: [],
  request: { params: PortalQuestionParam },
  responses: {
    201: json(UploadedSchema, "The stored file."),
    ...errorsFor({
      portal_not_found: "no request has this link.",
      portal_sign_in_required: "no valid session cookie for this request.",
      portal_question_not_found: "not a question this visitor may answer.",
      portal_not_open: "paused, submitted or closed.",
      unsupported_file_type: "extension not in the allowlist.",
      file_too_large: "over 100 MiB.",
    }),
    ...invalid,
  },
});

const handOverRoute = createRoute({
  method: "post",
  path: `${BASE}/sections/{section_key}/hand-over`,
  tags: [TAG],
  operationId: "handOverVendorSection",
  summary: "Hand a section to a colleague",
  description:
    "The recipient invites another address at their own domain to one section: the colleague signs in with their own code and answers that section of the same request.",
  security: [],
  request: {
    params: PortalSectionParam,
    body: { content: { "application/json": { schema: HandOverBody } }, required: true },
  },
  responses: {
    200: json(HandedOverSchema, "The colleague may sign in."),
    ...errorsFor({
      portal_not_found: "no request has this link.",
      portal_sign_in_required: "no valid session cookie for this request.",
      portal_question_not_found: "no such section.",
      portal_not_open: "paused, submitted or closed.",
    }),
    ...refusedOrInvalid(
      "invalid_invitee: not an address at the recipient's domain, or the visitor is not the recipient.",
    ),
  },
});

const submitRoute = createRoute({
  method: "post",
  path: `${BASE}/submit`,
  tags: [TAG],
  operationId: "submitVendorResponse",
  summary: "Submit the answers",
  security: [],
  request: { params: PortalLinkParam },
  responses: {
    200: json(SubmittedSchema, "Submitted; the organization is told."),
    ...errorsFor({
      portal_not_found: "no request has this link.",
      portal_sign_in_required: "no valid session cookie for this request.",
      portal_not_open: "paused, submitted or closed.",
      invalid_portal_action: "only the recipient submits.",
      response_incomplete: "required questions unanswered; detail.question_ids lists them.",
    }),
  },
});

export function registerVendorPortalRoutes(app: ApiApp) {
  app.openapi(introRoute, async (c) => {
    const request = await requestOfLink(c.req.valid("param").portal_id);
    const questions = await questionsOfRequest(db(), request.orgId, request.id);
    const found = request.status === "closed" ? null : await visitorOf(c, request);
    return c.json(
      {
        ...requestIntro(request, questions),
        visitor: found ? { email: found.visitor.email, section_key: found.visitor.sectionKey } : null,
      },
      200,
    );
  });

  app.openapi(codeRoute, async (c) => {
    const request = await requestOfLink(c.req.valid("param").portal_id);
    await sendSignInCode(request, c.req.valid("json").email, c.get("clientIp"));
    return c.json({ message: "If this address may answer the request, a code is on its way." }, 202);
  });

  app.openapi(signInRoute, async (c) => {
    const request = await requestOfLink(c.req.valid("param").portal_id);
    const { email, code } = c.req.valid("json");
    const { token, visitor, maxAgeSeconds } = await verifySignInCode(request, email, code, c.get("clientIp"));
    c.header("Set-Cookie", visitorCookie(request.id, token, maxAgeSeconds));
    c.header("Cache-Control", "no-store");
    return c.json({ email: visitor.email, section_key: visitor.sectionKey }, 200);
  });

  app.openapi(signOutRoute, async (c) => {
    const request = await requestOfLink(c.req.valid("param").portal_id);
    const session = await sessionOfToken(request, getCookie(c, visitorCookieName));
    if (session) {
      await revokeSession(session.id);
    }
    c.header("Set-Cookie", visitorCookie(request.id, "", 0));
    return c.body(null, 204);
  });

  app.openapi(questionnaireRoute, async (c) => {
    const { request, visitor } = await signedIn(c, c.req.valid("param").portal_id);
    c.header("Cache-Control", "no-store");
    return c.json(await questionnaireFor(request, visitor, (ids) => documentNames(request.orgId, ids)), 200);
  });

  app.openapi(answerRoute, async (c) => {
    const { portal_id, question_id } = c.req.valid("param");
    const { request, visitor } = await signedIn(c, portal_id);
    const saved = await saveAnswer(request, visitor, question_id, c.req.valid("json"));
    const [questions, names] = await Promise.all([
      questionsOfRequest(db(), request.orgId, request.id),
      documentNames(request.orgId, saved.documentIds),
    ]);
    const answers = await answersOf(db(), request);
    return c.json(
      {
        answer: {
          answer_text: saved.answerText,
          selected_options: saved.selectedOptions,
          comment: saved.comment,
          documents: saved.documentIds.map((id) => ({ id, name: names.get(id) ?? "Uploaded file" })),
          confirmed: saved.confirmed,
          answered_by: saved.answeredByEmail,
          updated_at: toUnixSeconds(saved.updatedAt) ?? 0,
        },
        progress: progressOf(questions, answers),
      },
      200,
    );
  });

  app.openapi(uploadRoute, async (c) => {
    const { portal_id, question_id } = c.req.valid("param");
    const { request, visitor } = await signedIn(c, portal_id);
    const stored = await receiveEvidence(c.req.raw, request, visitor, question_id, c.get("requestId") ?? null);
    return c.json(stored, 201);
  });

  app.openapi(handOverRoute, async (c) => {
    const { portal_id, section_key } = c.req.valid("param");
    const { request, visitor } = await signedIn(c, portal_id);
    return c.json(await handOverSection(request, visitor, section_key, c.req.valid("json").email), 200);
  });

  app.openapi(submitRoute, async (c) => {
    const { request, visitor } = await signedIn(c, c.req.valid("param").portal_id);
    const submitted = await submitResponse(request, visitor);
    return c.json({ state: portalState(submitted), submitted_at: toUnixSeconds(submitted.submittedAt) }, 200);
  });
}
