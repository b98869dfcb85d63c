import { dashboardAdmins } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { createInvitation } from "../invitations";
import { InvitationLinkSchema, UserIdParam } from "../schemas";

const route = defineRoute({
  method: "post",
  path: "/v1/users/{user_id}/invitation",
  tags: ["Users"],
  operationId: "createUserInvitation",
  summary: "Create a one-time invitation link (dashboard only)",
  description:
    "For a user who has not joined yet. The link is valid for 7 days and replaces any earlier link for the user.",
  request: { params: UserIdParam },
  access: dashboardAdmins,
  responses: {
    201: json(InvitationLinkSchema, "The invitation link, shown once."),
    ...errorsFor({
      user_not_found: true,
      user_already_joined: "the user has a password already.",
      user_archived: "reactivate the user first.",
    }),
    ...commonErrors,
  },
});

export function registerCreateInvitation(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { user_id: userId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => createInvitation(ctx, userId)), 201);
  });
}
