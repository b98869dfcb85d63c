import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ObligationListQuery, ObligationListSchema } from "../schemas";
import { listObligations } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/obligations",
  tags: ["Obligations"],
  operationId: "listObligations",
  summary: "List obligations",
  description:
    "Newest first, archived included. An unknown vendor_id matches nothing; an obligation_status other than satisfied or not_satisfied is 400 invalid_status.",
  request: { query: ObligationListQuery },
  access: anyCredential,
  responses: {
    200: json(ObligationListSchema, "A page of obligations."),
    ...errorsFor({ invalid_status: true }),
    ...commonErrors,
  },
});

export function registerListObligations(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await listObligations(readContext(c), c.req.valid("query")), 200));
}
