import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import type { ApiApp } from "@/lib/api/types";
import { db } from "@/lib/db/client";
import { FindingIdParam, FindingSchema } from "../schemas";
import { serializeFinding } from "../serialize";
import { findFindingInOrg } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/findings/{finding_id}",
  tags: ["Findings"],
  operationId: "getFinding",
  summary: "Get a finding",
  request: { params: FindingIdParam },
  access: anyCredential,
  responses: {
    200: json(FindingSchema, "The finding."),
    ...errorsFor({ finding_not_found: true }),
    ...commonErrors,
  },
});

export function registerGetFinding(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { orgId } = c.get("principal");
    return c.json(serializeFinding(await findFindingInOrg(db(), orgId, c.req.valid("param").finding_id)), 200);
  });
}
