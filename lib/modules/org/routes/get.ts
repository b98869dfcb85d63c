import { createRoute } from "@hono/zod-openapi";
import { commonErrors, json, notFoundError } from "@/lib/api/responses";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { OrganizationSchema, OrgIdParam } from "../schemas";
import { getOrganization, serializeOrganization } from "../service";

const route = createRoute({
  method: "get",
  path: "/v1/org/{org_id}",
  tags: ["Organization"],
  operationId: "getOrganization",
  summary: "Read the caller's organization",
  request: { params: OrgIdParam },
  responses: {
    200: json(OrganizationSchema, "The organization."),
    ...commonErrors,
    ...notFoundError("org_not_found: not the caller's organization."),
  },
});

export function registerGetOrganization(app: ApiApp) {
  app.openapi(route, async (c) => {
    const row = await getOrganization(readContext(c), c.req.valid("param").org_id);
    return c.json(serializeOrganization(row), 200);
  });
}
