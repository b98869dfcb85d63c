import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { CreateFindingBody, FindingSchema } from "../schemas";
import { createFinding } from "../service";

const route = defineRoute({
  method: "post",
  path: "/v1/findings",
  tags: ["Findings"],
  operationId: "createFinding",
  summary: "Create a finding",
  description: "Exactly one of vendor_id or assessment_id (neither or both is a 422). Idempotency-Key is not honored.",
  request: { body: { content: { "application/json": { schema: CreateFindingBody } }, required: true } },
  access: anyCredential,
  responses: {
    201: json(FindingSchema, "The new finding."),
    ...errorsFor({ invalid_finding: "unknown vendor, assessment or finding status ID (the message names the field)." }),
    ...commonErrors,
  },
});

export function registerCreateFinding(app: ApiApp) {
  app.openapi(route, async (c) => {
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createFinding(ctx, input)), 201);
  });
}
