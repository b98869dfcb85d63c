import { createRoute, z } from "@hono/zod-openapi";
import { json } from "@/lib/api/responses";
import type { ApiApp } from "@/lib/api/types";
import { installationHasOrganizations } from "../service";

const SetupStatus = z
  .object({ has_organizations: z.boolean().openapi({ description: "False on a new, empty installation." }) })
  .openapi("SetupStatus");

const route = createRoute({
  method: "get",
  path: "/api/auth/setup",
  tags: ["Accounts"],
  operationId: "getSetupStatus",
  summary: "Whether this installation has any organization yet",
  security: [],
  responses: { 200: json(SetupStatus, "Setup status.") },
});

export function registerSetupStatus(app: ApiApp) {
  app.openapi(route, async (c) => c.json({ has_organizations: await installationHasOrganizations() }, 200));
}
