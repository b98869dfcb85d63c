import { keyManagers } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ApiKeyListSchema } from "../schemas";
import { listApiKeys } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/api-keys",
  tags: ["API keys"],
  operationId: "listApiKeys",
  summary: "List the organization's API keys",
  description: "All keys, including revoked and expired ones, newest first.",
  access: keyManagers,
  responses: { 200: json(ApiKeyListSchema, "The keys."), ...commonErrors },
});

export function registerListApiKeys(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await listApiKeys(readContext(c)), 200));
}
