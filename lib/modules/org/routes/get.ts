import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { OrganizationSchema, OrgIdParam } from "../schemas";
import { getOrganization, serializeOrganization } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/org/{org_id}",
  tags: ["Organization"],
  operationId: "getOrganization",
  summary: "Read the caller's organization",
  request: { params: OrgIdParam },
  access: anyCredential,
  responses: {
    200: json(OrganizationSchema, "The organization."),
    ...commonErrors,
    ...errorsFor({ org_not_found: "not the caller's organization." }),
  },
});

export function registerGetOrganization(app: ApiApp) {
  app.openapi(route, async (c) => {
    const row = await getOrganization(readContext(c), c.req.valid("param").org_id);
    return c.json(serializeOrganization(row), 200);
  });
}
