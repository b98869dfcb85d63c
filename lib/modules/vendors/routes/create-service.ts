import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireVendorInOrg } from "../require-vendor";
import { CreateServiceBody, ServiceSchema, VendorIdParam } from "../schemas";
import { createService } from "../services/create-service";

const route = defineRoute({
  method: "post",
  path: "/v1/vendors/{vendor_id}/services",
  tags: ["Vendors"],
  operationId: "createService",
  summary: "Create a service of a vendor",
  description: "Does not honor Idempotency-Key: a retry creates a second service. risk_analyst_ids is ignored.",
  request: {
    params: VendorIdParam,
    body: { content: { "application/json": { schema: CreateServiceBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    201: json(ServiceSchema, "The new service."),
    ...errorsFor({ invalid_service: "empty name, or an unknown tag or user ID.", vendor_not_found: true }),
    ...commonErrors,
  },
});

export function registerCreateService(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createService(ctx, { vendorId, body })), 201);
  });
}
