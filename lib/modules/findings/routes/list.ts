import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { FindingListQuery, FindingListSchema } from "../schemas";
import { listFindings } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/findings",
  tags: ["Findings"],
  operationId: "listFindings",
  summary: "List findings",
  description: "Newest first, archived included. An unknown vendor_id or assessment_id filter matches nothing.",
  request: { query: FindingListQuery },
  access: anyCredential,
  responses: { 200: json(FindingListSchema, "A page of findings."), ...commonErrors },
});

export function registerListFindings(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await listFindings(readContext(c), c.req.valid("query")), 200));
}
