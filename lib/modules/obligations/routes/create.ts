import { createRoute } from "@hono/zod-openapi";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { CreateObligationBody, ObligationSchema } from "../schemas";
import { createObligation } from "../service";

const route = createRoute({
  method: "post",
  path: "/v1/obligations",
  tags: ["Obligations"],
  operationId: "createObligation",
  summary: "Create a obligation",
  description:
    "statement required; status defaults to not_satisfied; obligation_type is always cuec. Idempotency-Key is not honored.",
  request: { body: { content: { "application/json": { schema: CreateObligationBody } }, required: true } },
  responses: {
    201: json(ObligationSchema, "The new obligation."),
    ...errorResponses({
      400: "invalid_status (status not satisfied or not_satisfied; the message lists them), or invalid_obligation: empty statement, unknown assignee or document ID.",
      404: "vendor_not_found (the vendor_id extension)",
    }),
    ...commonErrors,
  },
});

export function registerCreateObligation(app: ApiApp) {
  app.openapi(route, async (c) => {
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createObligation(ctx, input)), 201);
  });
}
