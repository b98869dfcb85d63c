import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireVendorInOrg } from "../require-vendor";
import { ServiceIdParams, ServiceSchema, UpdateServiceBody } from "../schemas";
import { updateService } from "../services/update-service";

const route = defineRoute({
  method: "patch",
  path: "/v1/vendors/{vendor_id}/services/{service_id}",
  tags: ["Vendors"],
  operationId: "updateService",
  summary: "Update a service",
  description:
    "The service must belong to the vendor. Only supplied fields change; null is treated as omitted; arrays replace the set. " +
    "external_id cannot be changed; risk_analyst_ids is ignored.",
  request: {
    params: ServiceIdParams,
    body: { content: { "application/json": { schema: UpdateServiceBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    200: json(ServiceSchema, "The updated service."),
    ...errorsFor({
      invalid_service: "empty name, or an unknown tag or user ID.",
      vendor_not_found: true,
      service_not_found: true,
    }),
    ...commonErrors,
  },
});

export function registerUpdateService(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { vendor_id: vendorId, service_id: serviceId } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateService(ctx, { vendorId, serviceId, body })), 200);
  });
}
