import { createRoute } from "@hono/zod-openapi";
import { commonErrors, json, notFoundError } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { OrganizationSchema, OrgIdParam, UpdateOrganizationBody } from "../schemas";
import { serializeOrganization, updateOrganization } from "../service";

const route = createRoute({
  method: "post",
  path: "/v1/org/{org_id}",
  tags: ["Organization"],
  operationId: "updateOrganization",
  summary: "Update the caller's organization",
  description:
    "Only supplied fields change. `api_ip_allowlist` replaces the list ([] clears it); an invalid CIDR is 422 " +
    "`{detail: {error, value}}`. Changing `modules` or `bank_change_review_required` needs an admin dashboard token.",
  request: {
    params: OrgIdParam,
    body: { content: { "application/json": { schema: UpdateOrganizationBody } }, required: true },
  },
  responses: {
    200: json(OrganizationSchema, "The updated organization."),
    ...commonErrors,
    ...notFoundError("org_not_found: not the caller's organization."),
  },
});

export function registerUpdateOrganization(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { org_id: orgId } = c.req.valid("param");
    const input = c.req.valid("json");
    const row = await inTransaction(c, (ctx) => updateOrganization(ctx, orgId, input));
    return c.json(serializeOrganization(row), 200);
  });
}
