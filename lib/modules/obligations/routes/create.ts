import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { CreateObligationBody, ObligationSchema } from "../schemas";
import { createObligation } from "../service";

const route = defineRoute({
  method: "post",
  path: "/v1/obligations",
  tags: ["Obligations"],
  operationId: "createObligation",
  summary: "Create a obligation",
  description:
    "statement required; status defaults to not_satisfied; obligation_type is always cuec. Idempotency-Key is not honored.",
  request: { body: { content: { "application/json": { schema: CreateObligationBody } }, required: true } },
  access: anyCredential,
  responses: {
    201: json(ObligationSchema, "The new obligation."),
    ...errorsFor({
      invalid_status: "status not satisfied or not_satisfied (the message lists them).",
      invalid_obligation: "empty statement, unknown assignee or document ID.",
      vendor_not_found: "the vendor_id extension names no vendor of the organization.",
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
