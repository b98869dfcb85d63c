import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import type { ApiApp } from "@/lib/api/types";
import { respondIdempotently } from "@/lib/idempotency/respond";
import { CreateVendorBody, VendorSchema } from "../schemas";
import { createVendor } from "../services/create-vendor";

const route = defineRoute({
  method: "post",
  path: "/v1/vendors",
  tags: ["Vendors"],
  operationId: "createVendor",
  summary: "Create a vendor",
  description:
    "Honors Idempotency-Key: a retry with the same key within 24 hours returns the original status and body and creates nothing.",
  request: {
    body: { content: { "application/json": { schema: CreateVendorBody } }, required: true },
  },
  access: anyCredential,
  responses: {
    201: json(VendorSchema, "The new vendor."),
    ...errorsFor({ invalid_vendor: "empty name, or an unknown status, tag, risk level or user ID." }),
    ...commonErrors,
  },
});

export function registerCreateVendor(app: ApiApp) {
  app.openapi(route, async (c) => {
    const input = c.req.valid("json");
    const response = await respondIdempotently(c, async (ctx) => ({
      status: 201,
      body: await createVendor(ctx, input),
    }));
    return response as never;
  });
}
