import { z } from "@hono/zod-openapi";
import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import type { ApiApp } from "@/lib/api/types";

const AuthTestResponse = z.object({ msg: z.string() }).openapi("AuthTest");

const route = defineRoute({
  method: "get",
  path: "/v1/utils/authtest",
  tags: ["Connectivity"],
  operationId: "authTest",
  summary: "Check a credential",
  access: anyCredential,
  responses: { 200: json(AuthTestResponse, "The credential is valid."), ...commonErrors },
});

export function registerAuthTest(app: ApiApp) {
  app.openapi(route, (c) => c.json({ msg: "Authentication successful." }, 200));
}
