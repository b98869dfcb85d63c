import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { UserIdParam, UserSchema } from "../schemas";
import { getUser } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/users/{user_id}",
  tags: ["Users"],
  operationId: "getUser",
  summary: "Get a user",
  description: "The user must have a membership in the caller's organization.",
  request: { params: UserIdParam },
  access: anyCredential,
  responses: {
    200: json(UserSchema, "The user."),
    ...errorsFor({ user_not_found: "no such user in the organization." }),
    ...commonErrors,
  },
});

export function registerGetUser(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { user_id: userId } = c.req.valid("param");
    return c.json(await getUser(readContext(c), userId), 200);
  });
}
