import { z } from "@hono/zod-openapi";
import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { describeCaller } from "../service";

const WhoAmIResponse = z
  .object({
    organization_id: z.string(),
    organization_name: z.string(),
    credential_type: z.enum(["api_key", "session"]),
    user_id: z.string().nullable().openapi({ description: "Set for a dashboard session token." }),
    email: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    role: z.string().nullable().openapi({ description: "The user's org role; null for an ak_ key." }),
    api_key_id: z.string().nullable(),
    api_key_name: z.string().nullable(),
    scopes: z.array(z.string()).openapi({ description: "The key's scopes; [] for a session token." }),
  })
  .openapi("WhoAmI");

const route = defineRoute({
  method: "get",
  path: "/v1/whoami",
  tags: ["Connectivity"],
  operationId: "whoAmI",
  summary: "Who the credential is",
  description:
    "The organization and the user or API key behind the credential (an extension to the spec; see docs/api-notes.md).",
  access: anyCredential,
  responses: { 200: json(WhoAmIResponse, "The caller."), ...commonErrors },
});

export function registerWhoAmI(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await describeCaller(readContext(c)), 200));
}
