import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { requireVendorInOrg } from "@/lib/modules/vendors";
import { listChangeFeed } from "../change-feed";
import { ChangeFeedQuery, ChangeFeedSchema } from "../schemas/change-feed";
import { VendorIdParam } from "../schemas/common";

const changeFeedRoute = defineRoute({
  method: "get",
  path: "/v1/vendors/{vendor_id}/change_feed",
  tags: ["Supplier profile"],
  operationId: "listSupplierProfileChanges",
  summary: "The vendor's supplier profile change feed",
  description:
    "Every change by any actor to the vendor's bank accounts, sites, tax registrations, diversity records and legal entity assignments, newest first. A rejected bank change is listed with entity_id = its review ID and snapshot.rejection_reason.",
  request: { params: VendorIdParam, query: ChangeFeedQuery },
  access: anyCredential,
  middleware: [requireVendorInOrg] as const,
  responses: {
    200: json(ChangeFeedSchema, "A page of the change feed."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
  },
});

export function registerChangeFeedRoutes(app: ApiApp) {
  app.openapi(changeFeedRoute, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    return c.json(await listChangeFeed(readContext(c), { vendorId, query: c.req.valid("query") }), 200);
  });
}
