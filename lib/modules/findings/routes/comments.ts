import { anyCredential } from "@/lib/api/access-policy";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { addFindingComment, listFindingComments } from "../comments";
import {
  CreateFindingCommentBody,
  FindingCommentListQuery,
  FindingCommentListSchema,
  FindingCommentSchema,
  FindingIdParam,
} from "../schemas";
import { findFindingInOrg } from "../service";

const requireFindingInOrg = requireInOrg("finding_id", findFindingInOrg);

const listRoute = defineRoute({
  method: "get",
  path: "/v1/findings/{finding_id}/comments",
  tags: ["Findings"],
  operationId: "listFindingComments",
  summary: "List a finding's comments",
  description: "Extension: oldest first, each with its author (by name) and time.",
  request: { params: FindingIdParam, query: FindingCommentListQuery },
  access: anyCredential,
  middleware: [requireFindingInOrg] as const,
  responses: {
    200: json(FindingCommentListSchema, "A page of comments."),
    ...errorsFor({ finding_not_found: true }),
    ...commonErrors,
  },
});

const createRoute = defineRoute({
  method: "post",
  path: "/v1/findings/{finding_id}/comments",
  tags: ["Findings"],
  operationId: "createFindingComment",
  summary: "Comment on a finding",
  description:
    "Extension: body of 1 to 5,000 characters (not only spaces; outer spaces trimmed). Recorded in the finding's change log as commented. Idempotency-Key is not honored.",
  request: {
    params: FindingIdParam,
    body: { content: { "application/json": { schema: CreateFindingCommentBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireFindingInOrg] as const,
  responses: {
    201: json(FindingCommentSchema, "The new comment."),
    ...errorsFor({ finding_not_found: true }),
    ...commonErrors,
  },
});

export function registerFindingComments(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const { finding_id: findingId } = c.req.valid("param");
    return c.json(await listFindingComments(readContext(c), { findingId, query: c.req.valid("query") }), 200);
  });
  app.openapi(createRoute, async (c) => {
    const { finding_id: findingId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => addFindingComment(ctx, { findingId, body: input })), 201);
  });
}
