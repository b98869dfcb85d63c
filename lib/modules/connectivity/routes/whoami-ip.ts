import { createRoute, z } from "@hono/zod-openapi";
import { commonErrors, json } from "@/lib/api/responses";
import type { ApiApp } from "@/lib/api/types";

const WhoAmIIpResponse = z
  .object({
    client_ip: z
      .string()
      .nullable()
      .openapi({ description: "The address the IP allowlist evaluates; null when it cannot be determined." }),
  })
  .openapi("WhoAmIIp");

const route = createRoute({
  method: "get",
  path: "/v1/whoami/ip",
  tags: ["Connectivity"],
  operationId: "whoAmIIp",
  summary: "The caller's IP as the allowlist sees it",
  responses: { 200: json(WhoAmIIpResponse, "The client IP."), ...commonErrors },
});

export function registerWhoAmIIp(app: ApiApp) {
  app.openapi(route, (c) => c.json({ client_ip: c.get("clientIp") }, 200));
}
