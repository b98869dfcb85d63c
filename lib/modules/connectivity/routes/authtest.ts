import { createRoute, z } from "@hono/zod-openapi";
import { commonErrors, json } from "@/lib/api/responses";
import type { ApiApp } from "@/lib/api/types";

const AuthTestResponse = z.object({ msg: z.string() }).openapi("AuthTest");

const route = createRoute({
  method: "get",
  path: "/v1/utils/authtest",
  tags: ["Connectivity"],
  operationId: "authTest",
  summary: "Check a credential",
  responses: { 200: json(AuthTestResponse, "The credential is valid."), ...commonErrors },
});

export function registerAuthTest(app: ApiApp) {
  app.openapi(route, (c) => c.json({ msg: "Authentication successful." }, 200));
}
