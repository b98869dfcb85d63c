import { createRoute } from "@hono/zod-openapi";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import type { ApiApp } from "@/lib/api/types";
import { db } from "@/lib/db/client";
import { FindingIdParam, FindingSchema } from "../schemas";
import { serializeFinding } from "../serialize";
import { findFindingInOrg } from "../service";

const route = createRoute({
  method: "get",
  path: "/v1/findings/{finding_id}",
  tags: ["Findings"],
  operationId: "getFinding",
  summary: "Get a finding",
  request: { params: FindingIdParam },
  responses: {
    200: json(FindingSchema, "The finding."),
    ...errorResponses({ 404: "finding_not_found" }),
    ...commonErrors,
  },
});

export function registerGetFinding(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { orgId } = c.get("principal");
    return c.json(serializeFinding(await findFindingInOrg(db(), orgId, c.req.valid("param").finding_id)), 200);
  });
}
