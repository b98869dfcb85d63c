import { createRoute } from "@hono/zod-openapi";
import { errorsFor, json, ValidationErrorEnvelope } from "@/lib/api/responses";
import type { ApiApp } from "@/lib/api/types";
import { SignupBody, SignupResponse } from "../schemas";
import { signUp } from "../service";

const route = createRoute({
  method: "post",
  path: "/api/auth/signup",
  tags: ["Accounts"],
  operationId: "signUp",
  summary: "Create an organization and its first admin",
  security: [],
  request: { body: { content: { "application/json": { schema: SignupBody } }, required: true } },
  responses: {
    201: json(SignupResponse, "The new organization and user."),
    ...errorsFor({
      signup_closed: true,
      user_exists: "the email is taken.",
      rate_limited: "too many sign-ups from this client address (SIGNUP_RATE_LIMIT per hour); see Retry-After.",
    }),
    422: json(ValidationErrorEnvelope, "Invalid input."),
  },
});

export function registerSignup(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await signUp(c.req.valid("json"), c.get("clientIp")), 201));
}
