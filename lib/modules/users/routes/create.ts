import { userManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import type { ApiApp } from "@/lib/api/types";
import { respondIdempotently } from "@/lib/idempotency/respond";
import { CreateUserBody, UserSchema } from "../schemas";
import { createUser } from "../service";

const route = defineRoute({
  method: "post",
  path: "/v1/users",
  tags: ["Users"],
  operationId: "createUser",
  summary: "Create a user (or get the existing one)",
  description:
    "Create-or-get, honouring Idempotency-Key. A new user is invited (membership `invited`, no password, no " +
    "session); an admin hands them an invitation link from the dashboard. An email already in this organization " +
    "returns 200 with the stored user; an email of another organization is 409 user_exists.",
  request: { body: { content: { "application/json": { schema: CreateUserBody } }, required: true } },
  access: userManagers,
  responses: {
    201: json(UserSchema, "The new user."),
    200: json(UserSchema, "The existing user with this email, as stored."),
    ...errorsFor({ user_exists: "the email belongs to a user of another organization." }),
    ...commonErrors,
  },
});

export function registerCreateUser(app: ApiApp) {
  app.openapi(route, async (c) => {
    const input = c.req.valid("json");
    const response = respondIdempotently(c, async (ctx) => {
      const result = await createUser(ctx, input);
      return { status: result.created ? 201 : 200, body: result.user };
    });
    // A raw Response (it may be a stored replay); its body is the UserSchema declared above.
    return response as never;
  });
}
