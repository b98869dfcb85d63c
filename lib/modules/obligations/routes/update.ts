import { createRoute } from "@hono/zod-openapi";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ObligationIdParam, ObligationSchema, UpdateObligationBody } from "../schemas";
import { findObligationInOrg, updateObligation } from "../service";

const requireObligationInOrg = requireInOrg("obligation_id", findObligationInOrg);

const route = createRoute({
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
  middleware: [requireObligationInOrg] as const,
  responses: {
    200: json(ObligationSchema, "The updated obligation."),
    ...errorResponses({
      400: "invalid_status (the message lists accepted values), or invalid_update: empty statement or unknown assignee.",
      404: "obligation_not_found",
    }),
    ...commonErrors,
  },
});

export function registerUpdateObligation(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { obligation_id: obligationId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateObligation(ctx, obligationId, input)), 200);
  });
}
