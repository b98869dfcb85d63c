import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { FactSheetSchema, VendorIdParam } from "../schemas";
import { getFactSheet } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/vendors/{vendor_id}/fact-sheet",
  tags: ["Vendors"],
  operationId: "getVendorFactSheet",
  summary: "Read a vendor's fact sheet",
  description:
    "A vendor never generated answers 200 with status null and every section null. Any section may be null " +
    "even when status is completed. Treat data_available=false factor scores as no data.",
  request: { params: VendorIdParam },
  access: anyCredential,
  responses: {
    200: json(FactSheetSchema, "The fact sheet."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
  },
});

export function registerGetFactSheet(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    return c.json(await getFactSheet(readContext(c), vendorId), 200);
  });
}
