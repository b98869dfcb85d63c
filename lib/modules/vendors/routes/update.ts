import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireVendorInOrg } from "../require-vendor";
import { UpdateVendorBody, VendorIdParam, VendorSchema } from "../schemas";
import { updateVendor } from "../services/update-vendor";

const route = defineRoute({
  method: "patch",
  path: "/v1/vendors/{vendor_id}",
  tags: ["Vendors"],
  operationId: "updateVendor",
  summary: "Update a vendor",
  description:
    "Only supplied fields change; null is treated as omitted. Arrays replace the whole set and [] clears it. " +
    "external_id and tier are not updatable. Returns the full refreshed vendor.",
  request: {
    params: VendorIdParam,
    body: { content: { "application/json": { schema: UpdateVendorBody } }, required: true },
  },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    200: json(VendorSchema, "The updated vendor."),
    ...errorsFor({
      invalid_vendor: "empty name, or an unknown status, tag, risk level or user ID (the message names the field).",
      vendor_not_found: true,
    }),
    ...commonErrors,
  },
});

export function registerUpdateVendor(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateVendor(ctx, { vendorId, body })), 200);
  });
}
