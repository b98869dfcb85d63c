import { z } from "@hono/zod-openapi";
import { keyManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { InvalidCidrErrorSchema, OrganizationSchema, OrgIdParam, UpdateOrganizationBody } from "../schemas";
import { serializeOrganization, updateOrganization } from "../service";

const route = defineRoute({
  method: "post",
  path: "/v1/org/{org_id}",
  tags: ["Organization"],
  operationId: "updateOrganization",
  summary: "Update the caller's organization",
  description:
    "Admin dashboard token or a keys:manage key (else 403 `insufficient_role` / `insufficient_scope`, nothing " +
    "changed); reading stays open to every credential of the organization. Only supplied fields change. " +
    "`api_ip_allowlist` replaces the list ([] clears it); an invalid CIDR is 422 `{detail: {error, value}}`.",
  // Name and allowlist are the organization's security settings (a standard key could lock every
  // key out). Modules and bank review are an admin's alone (03 §3), and so is how long the audit
  // trail is kept: any other credential that sets them, a keys:manage key included, is refused with
  // insufficient_role before anything else.
  access: { ...keyManagers, adminOnlyFields: ["modules", "bank_change_review_required", "audit_log_retention_days"] },
  request: {
    params: OrgIdParam,
    body: { content: { "application/json": { schema: UpdateOrganizationBody } }, required: true },
  },
  responses: {
    200: json(OrganizationSchema, "The updated organization."),
    ...commonErrors,
    ...errorsFor({ org_not_found: "not the caller's organization." }),
    422: json(
      z.union([InvalidCidrErrorSchema, ValidationErrorEnvelope]),
      "An api_ip_allowlist entry that is no CIDR: {detail: {error, value}} naming the first one, nothing changed. " +
        "A body that fails schema validation is a 422 with the validation array.",
    ),
  },
});

export function registerUpdateOrganization(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { org_id: orgId } = c.req.valid("param");
    const input = c.req.valid("json");
    const row = await inTransaction(c, (ctx) => updateOrganization(ctx, { orgId, body: input }));
    return c.json(serializeOrganization(row), 200);
  });
}
