import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction, readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireVendorInOrg } from "../require-vendor";
import { ServiceIdParams, ServiceListQuery, ServiceListSchema, ServiceSchema, VendorIdParam } from "../schemas";
import { listServices, setServiceArchived } from "../services/archive-service";

const tags = ["Vendors"];

const listRoute = defineRoute({
  method: "get",
  path: "/v1/vendors/{vendor_id}/services",
  tags,
  operationId: "listServices",
  summary: "List a vendor's services (extension)",
  description: "Oldest first, with their custom fields. Archived services only with include_archived=true.",
  request: { params: VendorIdParam, query: ServiceListQuery },
  access: anyCredential,
  responses: {
    200: json(ServiceListSchema, "The vendor's services."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
  },
});

const lifecycleRoute = (action: "archive" | "restore") =>
  defineRoute({
    method: "post",
    path: `/v1/vendors/{vendor_id}/services/{service_id}/${action}`,
    tags,
    operationId: action === "archive" ? "archiveService" : "restoreService",
    summary: action === "archive" ? "Archive a service (extension)" : "Restore an archived service (extension)",
    description:
      action === "archive"
        ? "The service keeps its values and stays on the vendor with is_archived true; the default service list leaves it out. Repeating it changes nothing."
        : "The service is live again (is_archived false). Repeating it changes nothing.",
    request: { params: ServiceIdParams },
    access: anyCredential,
    middleware: [requireVendorInOrg] as const,
    responses: {
      200: json(ServiceSchema, "The service."),
      ...errorsFor({ vendor_not_found: true, service_not_found: true }),
      ...commonErrors,
    },
  });

export function registerServiceLifecycle(app: ApiApp) {
  app.openapi(listRoute, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    const { include_archived: includeArchived } = c.req.valid("query");
    return c.json(await listServices(readContext(c), { vendorId, includeArchived }), 200);
  });
  for (const action of ["archive", "restore"] as const) {
    app.openapi(lifecycleRoute(action), async (c) => {
      const { vendor_id: vendorId, service_id: serviceId } = c.req.valid("param");
      return c.json(
        await inTransaction(c, (ctx) =>
          setServiceArchived(ctx, { vendorId, serviceId, archived: action === "archive" }),
        ),
        200,
      );
    });
  }
}
