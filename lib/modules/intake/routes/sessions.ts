import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { callerOf, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { createSession } from "../create-session";
import { listSessions, readSession, readSessionByExternalId } from "../read-session";
import {
  CreateSessionBody,
  CreateSessionResponse,
  ExternalIdParam,
  SessionIdParam,
  SessionListQuery,
  SessionListSchema,
  SessionSchema,
} from "../schemas";
import { tags } from "./shared";

const createRoute = defineRoute({
  method: "post",
  path: "/v1/intake/api/sessions",
  tags,
  operationId: "createIntakeSession",
  summary: "File a vendor intake request",
  description:
    "Answering starts at once, in the background: the session goes pending → processing → complete (or failed " +
    "when every question failed) with no further call. context_truncated: the context is longer than the " +
    "20,000 characters each question reads. A used external_id is a replay: 200 with the original session_id, " +
    "nothing changed or reprocessed. Idempotency-Key is not honored (external_id is the replay key).",
  request: { body: { content: { "application/json": { schema: CreateSessionBody } }, required: true } },
  access: anyCredential,
  responses: {
    200: json(CreateSessionResponse, "A replay: the session filed earlier with this external_id."),
    201: json(CreateSessionResponse, "The new session."),
    ...errorsFor({
      questionnaire_not_found: "an unknown, archived or another organization's questionnaire ID (named).",
      intake_disabled: true,
    }),
    ...commonErrors,
  },
});

const listRoute = defineRoute({
  method: "get",
  path: "/v1/intake/api/sessions",
  tags,
  operationId: "listIntakeSessions",
  summary: "List intake sessions",
  description: "Extension. Newest first, ties by ID.",
  request: { query: SessionListQuery },
  access: anyCredential,
  responses: { 200: json(SessionListSchema, "The sessions."), ...commonErrors },
});

const getRoute = defineRoute({
  method: "get",
  path: "/v1/intake/api/sessions/{session_id}",
  tags,
  operationId: "getIntakeSession",
  summary: "Get an intake session with its answers",
  request: { params: SessionIdParam },
  access: anyCredential,
  responses: {
    200: json(SessionSchema, "The session."),
    ...errorsFor({ intake_session_not_found: true }),
    ...commonErrors,
  },
});

const getByExternalRoute = defineRoute({
  method: "get",
  path: "/v1/intake/api/sessions/external/{external_id}",
  tags,
  operationId: "getIntakeSessionByExternalId",
  summary: "Get an intake session by your external_id",
  request: { params: ExternalIdParam },
  access: anyCredential,
  responses: {
    200: json(SessionSchema, "The session."),
    ...errorsFor({ intake_session_not_found: true }),
    ...commonErrors,
  },
});

export function registerSessionRoutes(app: ApiApp) {
  app.openapi(createRoute, async (c) => {
    const { created, body } = await createSession(callerOf(c), c.req.valid("json"));
    return created ? c.json(body, 201) : c.json(body, 200);
  });
  app.openapi(listRoute, async (c) => c.json(await listSessions(readContext(c), c.req.valid("query")), 200));
  app.openapi(getByExternalRoute, async (c) => {
    const ctx = readContext(c);
    return c.json(await readSessionByExternalId(ctx.tx, ctx.orgId, c.req.valid("param").external_id), 200);
  });
  app.openapi(getRoute, async (c) => {
    const ctx = readContext(c);
    return c.json(await readSession(ctx.tx, ctx.orgId, c.req.valid("param").session_id), 200);
  });
}
