import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ObligationIdParam, ObligationSchema } from "../schemas";
import { serializeObligation, withDocumentName } from "../serialize";
import { findObligationInOrg } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/obligations/{obligation_id}",
  tags: ["Obligations"],
  operationId: "getObligation",
  summary: "Get a obligation",
  request: { params: ObligationIdParam },
  access: anyCredential,
  responses: {
    200: json(ObligationSchema, "The obligation."),
    ...errorsFor({ obligation_not_found: true }),
    ...commonErrors,
  },
});

export function registerGetObligation(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { tx, orgId } = readContext(c);
    const row = await findObligationInOrg(tx, orgId, c.req.valid("param").obligation_id);
    return c.json(await withDocumentName(tx, orgId, serializeObligation(row)), 200);
  });
}
