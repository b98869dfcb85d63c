import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ListUsersQuery, UserListSchema } from "../schemas";
import { listUsers } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/users",
  tags: ["Users"],
  operationId: "listUsers",
  summary: "List the organization's users",
  description:
    "Newest first. `email` is a case-insensitive exact lookup that finds archived users too and ignores " +
    "include_archived, limit and offset (total is 0 or 1). `search` (an extension) matches a substring of the name or email.",
  request: { query: ListUsersQuery },
  access: anyCredential,
  responses: { 200: json(UserListSchema, "A page of users."), ...commonErrors },
});

export function registerListUsers(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await listUsers(readContext(c), c.req.valid("query")), 200));
}
