import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { VendorListQuery, VendorListSchema } from "../schemas";
import { listVendors } from "../services/list-vendors";

const route = defineRoute({
  method: "get",
  path: "/v1/vendors",
  tags: ["Vendors"],
  operationId: "listVendors",
  summary: "List vendors",
  description:
    "Newest first. Rows are a lighter summary without services and personnel; custom_fields is filled only with include_custom_fields=true. " +
    "status_id, tag_id, tier, the risk level filters, sort and order are extensions.",
  request: { query: VendorListQuery },
  access: anyCredential,
  responses: { 200: json(VendorListSchema, "A page of vendors."), ...commonErrors },
});

export function registerListVendors(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await listVendors(readContext(c), c.req.valid("query")), 200));
}
