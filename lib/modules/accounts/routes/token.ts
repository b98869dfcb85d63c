import { createRoute } from "@hono/zod-openapi";
import { errorsFor, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import type { ApiApp } from "@/lib/api/types";
import { TokenBody, TokenResponse } from "../schemas";
import { issueAccessToken } from "../service";

const route = createRoute({
  method: "post",
  path: "/api/auth/token",
  tags: ["Accounts"],
  operationId: "createToken",
  summary: "Exchange an email and password for a dashboard session token",
  security: [],
  request: { body: { content: { "application/json": { schema: TokenBody } }, required: true } },
  responses: {
    200: json(TokenResponse, "A session token for /v1."),
    ...errorsFor({
      invalid_credentials: true,
      too_many_attempts:
        "repeated failures for this email from this IP, from this IP, or for this email; see Retry-After.",
    }),
    422: json(ValidationErrorEnvelope, "Invalid input."),
  },
});

export function registerToken(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { email, password } = c.req.valid("json");
    return c.json(await issueAccessToken(email, password, c.get("clientIp")), 200);
  });
}
