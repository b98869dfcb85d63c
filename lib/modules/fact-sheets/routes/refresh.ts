import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { FactSheetRefreshSchema, VendorIdParam } from "../schemas";
import { refreshFactSheet } from "../service";

const route = defineRoute({
  method: "post",
  path: "/v1/vendors/{vendor_id}/fact-sheet/refresh",
  tags: ["Vendors"],
  operationId: "refreshVendorFactSheet",
  summary: "Regenerate a vendor's fact sheet",
  description:
    "Queues generation and answers 202. Poll the read endpoint: completed_sections grows as sections finish, " +
    "then status becomes completed or failed. A refresh during a run supersedes it.",
  request: { params: VendorIdParam },
  access: anyCredential,
  responses: {
    202: json(FactSheetRefreshSchema, "Generation queued."),
    ...errorsFor({ vendor_not_found: true }),
    ...commonErrors,
  },
});

export function registerRefreshFactSheet(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { vendor_id: vendorId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => refreshFactSheet(ctx, vendorId)), 202);
  });
}
