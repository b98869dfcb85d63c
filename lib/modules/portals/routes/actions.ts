import { anyCredential, recordWriters } from "@/lib/api/access-policy";
import type { ServiceContext } from "@/lib/api/context";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorsFor, json, jsonBody } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import {
  CreatePortalBody,
  PortalActivityQuery,
  PortalActivitySchema,
  PortalResponseSchema,
  splitIds,
  UpdatePortalBody,
} from "../action-schemas";
import {
  closePortal,
  createPortal,
  findPortalInOrg,
  pausePortal,
  portalActivity,
  portalResponse,
  remindPortal,
  reopenPortal,
  resumePortal,
  updatePortal,
} from "../actions";
import { PortalIdParam, PortalSchema } from "../schemas";
import { type PortalRow, serializePortal } from "../service";

const tags = ["Portals"];
const notFoundNote = "missing, or another organization's.";

const createRoute = defineRoute({
  method: "post",
  path: "/v1/portals",
  tags,
  operationId: "createPortal",
  summary: "Send a request to a vendor",
  description:
    "Extension: opens a request to one of the organization's vendors, asking the intake questionnaires named by " +
    "questionnaire_ids (else the active ones of its type, else every active one), and emails recipient_email its link. " +
    "The change log names the caller.",
  request: { body: jsonBody(CreatePortalBody) },
  access: recordWriters,
  responses: {
    201: json(PortalSchema, "The new request."),
    ...errorsFor({
      vendor_not_found: "an unknown or another organization's vendor_id.",
      questionnaire_not_found: "a questionnaire_ids entry that is unknown, archived or another organization's.",
    }),
    ...commonErrors,
  },
});

const updateRoute = defineRoute({
  method: "patch",
  path: "/v1/portals/{portal_id}",
  tags,
  operationId: "updatePortal",
  summary: "Change a request's due date",
  description:
    "Extension: sets due_at (a future instant) while the request is neither submitted nor closed. " +
    "Recorded in the change log (action updated).",
  request: { params: PortalIdParam, body: jsonBody(UpdatePortalBody) },
  access: recordWriters,
  middleware: [requireInOrg("portal_id", findPortalInOrg)] as const,
  responses: {
    200: json(PortalSchema, "The updated request."),
    ...errorsFor({
      portal_not_found: notFoundNote,
      invalid_portal_action: "the request is submitted or closed.",
    }),
    ...commonErrors,
  },
});

interface ActionSpec {
  action: "pause" | "resume" | "close" | "reopen" | "remind";
  operationId: string;
  summary: string;
  description: string;
  refused: string;
  run: (ctx: ServiceContext, portalId: string) => Promise<PortalRow>;
}

const actions: ActionSpec[] = [
  {
    action: "pause",
    operationId: "pausePortal",
    summary: "Pause a request",
    description:
      "Extension: the vendor cannot sign in or answer while it is paused, and it is never overdue meanwhile. " +
      "Recorded in the change log (action paused).",
    refused: "submitted, closed, or already paused.",
    run: pausePortal,
  },
  {
    action: "resume",
    operationId: "resumePortal",
    summary: "Resume a paused request",
    description: "Extension: the vendor may sign in and answer again. Recorded in the change log (action resumed).",
    refused: "submitted, closed, or not paused.",
    run: resumePortal,
  },
  {
    action: "close",
    operationId: "closePortal",
    summary: "Close a request",
    description:
      "Extension: from any state but closed. Every vendor session on it ends; the vendor can no longer sign in. " +
      "Recorded in the change log (action closed); QuestionnaireResponse.StatusChanged (new_status closed) when the vendor had answered.",
    refused: "already closed.",
    run: closePortal,
  },
  {
    action: "reopen",
    operationId: "reopenPortal",
    summary: "Reopen a submitted or closed request",
    description:
      "Extension: status open, not paused, so the vendor may sign in and change answers; submitted_at keeps the first " +
      "submission. Recorded in the change log (action reopened); QuestionnaireResponse.StatusChanged (new_status " +
      "in_progress) when the vendor had answered.",
    refused: "neither submitted nor closed.",
    run: reopenPortal,
  },
  {
    action: "remind",
    operationId: "remindPortal",
    summary: "Email the recipient the link again",
    description:
      "Extension: at most one reminder per request in 24 hours (else 429 with Retry-After), only while the request " +
      "is open or overdue and not paused.",
    refused: "submitted, closed or paused, or without a recipient.",
    run: remindPortal,
  },
];

const actionRoute = (spec: ActionSpec) =>
  defineRoute({
    method: "post",
    path: `/v1/portals/{portal_id}/${spec.action}`,
    tags,
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    request: { params: PortalIdParam },
    access: recordWriters,
    responses: {
      200: json(PortalSchema, "The updated request."),
      ...errorsFor({
        portal_not_found: notFoundNote,
        invalid_portal_action: spec.refused,
        ...(spec.action === "remind" ? { rate_limited: "reminded in the last 24 hours; see Retry-After." } : {}),
      }),
      ...commonErrors,
    },
  });

const responseRoute = defineRoute({
  method: "get",
  path: "/v1/portals/{portal_id}/response",
  tags,
  operationId: "getPortalResponse",
  summary: "What the vendor answered",
  description:
    "Extension: every question of the request by section with the vendor's answer (null until answered), the " +
    "progress, the last vendor activity and the colleagues the recipient handed sections to.",
  request: { params: PortalIdParam },
  access: anyCredential,
  responses: {
    200: json(PortalResponseSchema, "The vendor's answers."),
    ...errorsFor({ portal_not_found: notFoundNote }),
    ...commonErrors,
  },
});

const activityRoute = defineRoute({
  method: "get",
  path: "/v1/portals/activity",
  tags,
  operationId: "listPortalActivity",
  summary: "Answer progress of several requests",
  description:
    "Extension: answered and total questions and the last vendor activity of each request named in ids (at most " +
    "200), in that order; unknown and other organizations' IDs are left out.",
  request: { query: PortalActivityQuery },
  access: anyCredential,
  responses: {
    200: json(PortalActivitySchema, "One item per request found."),
    ...commonErrors,
  },
});

/**
 * The customer's actions on requests. Registered before GET /v1/portals/{portal_id}, so that the
 * static /v1/portals/activity is never taken for a portal ID.
 */
export function registerPortalActionRoutes(app: ApiApp) {
  app.openapi(activityRoute, async (c) =>
    c.json(await portalActivity(readContext(c), splitIds(c.req.valid("query").ids)), 200),
  );
  app.openapi(createRoute, async (c) => {
    const input = c.req.valid("json");
    return c.json(serializePortal(await inTransaction(c, (ctx) => createPortal(ctx, input))), 201);
  });
  app.openapi(updateRoute, async (c) => {
    const portalId = c.req.valid("param").portal_id;
    const input = c.req.valid("json");
    return c.json(serializePortal(await inTransaction(c, (ctx) => updatePortal(ctx, { portalId, body: input }))), 200);
  });
  for (const spec of actions) {
    app.openapi(actionRoute(spec), async (c) => {
      const portalId = c.req.valid("param").portal_id;
      return c.json(serializePortal(await inTransaction(c, (ctx) => spec.run(ctx, portalId))), 200);
    });
  }
  app.openapi(responseRoute, async (c) =>
    c.json(await portalResponse(readContext(c), c.req.valid("param").portal_id), 200),
  );
}
