import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import type { ApiApp } from "@/lib/api/types";
import { VendorIdParam, VendorSchema } from "../schemas";
import { readVendor } from "../services/get-vendor";

const route = defineRoute({
  method: "get",
  path: "/v1/vendors/{vendor_id}",
  tags: ["Vendors"],
  operationId: "getVendor",
  summary: "Get a vendor",
  description: "The full vendor object with its services; custom_fields always included.",
  request: { params: VendorIdParam },
  access: anyCredential,
  responses: {
    200: json(VendorSchema, "The vendor."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
  },
});

export function registerGetVendor(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { orgId } = c.get("principal");
    return c.json(await readVendor(orgId, c.req.valid("param").vendor_id), 200);
  });
}
