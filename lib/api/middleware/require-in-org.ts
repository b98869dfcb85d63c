import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "@/lib/api/context";
import { db, type Queryable } from "@/lib/db/client";

/**
 * Route middleware: the record named by the path parameter must be the caller's organization's,
 * else the finder's 404 — before the body is validated, so another organization's ID is a 404
 * even with a bad body (a 422 would reveal the record exists).
 */
export function requireInOrg(
  param: string,
  find: (q: Queryable, orgId: string, id: string) => Promise<unknown>,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await find(db(), c.get("principal").orgId, c.req.param(param) ?? "");
    await next();
  };
}
