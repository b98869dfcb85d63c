import { createRoute } from "@hono/zod-openapi";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireVendorInOrg } from "../require-vendor";
import { ServiceIdParams, ServiceSchema, UpdateServiceBody } from "../schemas";
import { updateService } from "../services/update-service";

const route = createRoute({
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
  middleware: [requireVendorInOrg] as const,
  responses: {
    200: json(ServiceSchema, "The updated service."),
    ...errorResponses({
      400: "invalid_service: empty name, or an unknown tag or user ID.",
      404: "vendor_not_found, service_not_found",
    }),
    ...commonErrors,
  },
});

export function registerUpdateService(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { vendor_id: vendorId, service_id: serviceId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateService(ctx, vendorId, serviceId, input)), 200);
  });
}
