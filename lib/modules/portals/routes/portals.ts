import { anyCredential } from "@/lib/api/access-policy";
import { registerReadRoute } from "@/lib/api/read-route";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { PortalIdParam, PortalListQuery, PortalListSchema, PortalSchema } from "../schemas";
import { getPortal, listPortals } from "../service";
import { registerPortalActionRoutes } from "./actions";

const getRoute = defineRoute({
  method: "get",
  path: "/v1/portals/{portal_id}",
  tags: ["Portals"],
  operationId: "getPortal",
  summary: "Get a request sent to a vendor",
  request: { params: PortalIdParam },
  access: anyCredential,
  responses: {
    200: json(PortalSchema, "The portal."),
    ...errorsFor({ portal_not_found: "missing, another organization's, or not a vendor request." }),
    ...commonErrors,
  },
});

export function registerPortalRoutes(app: ApiApp) {
  // First: its static /v1/portals/activity must not be taken for GET /v1/portals/{portal_id}.
  registerPortalActionRoutes(app);
  registerReadRoute(app, {
    path: "/v1/portals",
    tag: "Portals",
    operationId: "listPortals",
    summary: "List requests sent to vendors",
    description:
      "Vendor-addressed requests, newest first (ties by id). state is derived from status, due_at and paused.",
    query: PortalListQuery,
    response: PortalListSchema,
    read: (ctx, query) => listPortals(ctx, query),
  });
  app.openapi(getRoute, async (c) => c.json(await getPortal(readContext(c), c.req.valid("param").portal_id), 200));
}
