import { z } from "@hono/zod-openapi";
import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import type { ApiApp } from "@/lib/api/types";

const WhoAmIIpResponse = z
  .object({
    client_ip: z
      .string()
      .nullable()
      .openapi({ description: "The address the IP allowlist evaluates; null when it cannot be determined." }),
  })
  .openapi("WhoAmIIp");

const route = defineRoute({
  method: "get",
  path: "/v1/whoami/ip",
  tags: ["Connectivity"],
  operationId: "whoAmIIp",
  summary: "The caller's IP as the allowlist sees it",
  access: anyCredential,
  responses: { 200: json(WhoAmIIpResponse, "The client IP."), ...commonErrors },
});

export function registerWhoAmIIp(app: ApiApp) {
  app.openapi(route, (c) => c.json({ client_ip: c.get("clientIp") }, 200));
}
