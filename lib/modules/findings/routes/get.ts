import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
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
    const { tx, orgId } = readContext(c);
    return c.json(serializeFinding(await findFindingInOrg(tx, orgId, c.req.valid("param").finding_id)), 200);
  });
}
