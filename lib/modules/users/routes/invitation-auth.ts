import { createRoute } from "@hono/zod-openapi";
import { errorsFor, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import type { ApiApp } from "@/lib/api/types";
import { acceptInvitation, readInvitation } from "../invitations";
import {
  AcceptedInvitationSchema,
  AcceptInvitationBody,
  InvitationDetailsSchema,
  InvitationTokenParam,
} from "../schemas";

const invitationErrors = errorsFor({
  invitation_not_found: "unknown, already used, or the user was archived.",
  invitation_expired: true,
});

const readRoute = createRoute({
  method: "get",
  path: "/api/auth/invitations/{token}",
  tags: ["Accounts"],
  operationId: "readInvitation",
  summary: "Who an invitation link is for",
  security: [],
  request: { params: InvitationTokenParam },
  responses: { 200: json(InvitationDetailsSchema, "The invitation."), ...invitationErrors },
});

const acceptRoute = createRoute({
  method: "post",
  path: "/api/auth/invitations/accept",
  tags: ["Accounts"],
  operationId: "acceptInvitation",
  summary: "Accept an invitation: set a password and join",
  description: "Makes the membership active; then sign in with the email and the new password.",
  security: [],
  request: { body: { content: { "application/json": { schema: AcceptInvitationBody } }, required: true } },
  responses: {
    200: json(AcceptedInvitationSchema, "The user joined."),
    ...invitationErrors,
    422: json(ValidationErrorEnvelope, "Invalid input (for example a password under 12 characters)."),
  },
});

export function registerInvitationAuthRoutes(app: ApiApp) {
  app.openapi(readRoute, async (c) => c.json(await readInvitation(c.req.valid("param").token), 200));
  app.openapi(acceptRoute, async (c) => c.json(await acceptInvitation(c.req.valid("json"), c.get("requestId")), 200));
}
