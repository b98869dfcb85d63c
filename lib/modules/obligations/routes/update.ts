import { anyCredential } from "@/lib/api/access-policy";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ObligationIdParam, ObligationSchema, UpdateObligationBody } from "../schemas";
import { findObligationInOrg, updateObligation } from "../service";

const requireObligationInOrg = requireInOrg("obligation_id", findObligationInOrg);

const route = defineRoute({
  method: "patch",
  path: "/v1/obligations/{obligation_id}",
  tags: ["Obligations"],
  operationId: "updateObligation",
  summary: "Update a obligation",
  description:
    "Only supplied fields change; null clears assignee_id, assignee_group_id or due_date. is_archived true archives, false restores. Returns the refreshed obligation.",
  request: {
    params: ObligationIdParam,
    body: { content: { "application/json": { schema: UpdateObligationBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireObligationInOrg] as const,
  responses: {
    200: json(ObligationSchema, "The updated obligation."),
    ...errorsFor({
      invalid_status: "the message lists accepted values.",
      invalid_update: "empty statement or unknown assignee.",
      obligation_not_found: true,
    }),
    ...commonErrors,
  },
});

export function registerUpdateObligation(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { obligation_id: obligationId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateObligation(ctx, { obligationId, body: input })), 200);
  });
}
