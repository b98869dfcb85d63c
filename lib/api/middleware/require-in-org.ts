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

/**
 * The same for a record under a parent (`/v1/vendors/{vendor_id}/sites/{site_id}`): the child must be
 * the parent's and the caller's organization's, else the finder's 404, before the body is validated.
 */
export function requireChildInOrg(
  parentParam: string,
  param: string,
  find: (q: Queryable, orgId: string, parentId: string, id: string) => Promise<unknown>,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await find(db(), c.get("principal").orgId, c.req.param(parentParam) ?? "", c.req.param(param) ?? "");
    await next();
  };
}
