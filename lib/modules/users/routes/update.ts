import { userManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { UpdateUserBody, UserIdParam, UserSchema } from "../schemas";
import { updateUser } from "../service";

const route = defineRoute({
  method: "patch",
  path: "/v1/users/{user_id}",
  tags: ["Users"],
  operationId: "updateUser",
  summary: "Change a user's role or archive them",
  description:
    "Both fields optional. `is_archived: true` archives the user and sets the membership inactive (their session " +
    "tokens stop working at once); `false` reactivates an archived user (membership active). The organization's " +
    "last active admin cannot be archived or demoted (409 last_admin).",
  request: {
    params: UserIdParam,
    body: { content: { "application/json": { schema: UpdateUserBody } }, required: true },
  },
  access: userManagers,
  responses: {
    200: json(UserSchema, "The refreshed user."),
    ...errorsFor({
      user_not_found: true,
      last_admin: "the change would leave the organization without an active admin.",
    }),
    ...commonErrors,
  },
});

export function registerUpdateUser(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { user_id: userId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateUser(ctx, { userId, body: input })), 200);
  });
}
