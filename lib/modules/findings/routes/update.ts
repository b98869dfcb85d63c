import { anyCredential } from "@/lib/api/access-policy";
import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { FindingIdParam, FindingSchema, UpdateFindingBody } from "../schemas";
import { findFindingInOrg, updateFinding } from "../service";

const requireFindingInOrg = requireInOrg("finding_id", findFindingInOrg);

const route = defineRoute({
  method: "patch",
  path: "/v1/findings/{finding_id}",
  tags: ["Findings"],
  operationId: "updateFinding",
  summary: "Update a finding",
  description:
    "Only supplied fields change; null clears finding_status_id or due_date. is_archived true archives, false restores. Returns the refreshed finding.",
  request: {
    params: FindingIdParam,
    body: { content: { "application/json": { schema: UpdateFindingBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireFindingInOrg] as const,
  responses: {
    200: json(FindingSchema, "The updated finding."),
    ...errorsFor({ invalid_update: "unknown finding status ID.", finding_not_found: true }),
    ...commonErrors,
  },
});

export function registerUpdateFinding(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { finding_id: findingId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateFinding(ctx, { findingId, body: input })), 200);
  });
}
