import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import { type AccessPolicy, accessExtension, describeAccess, isOpen } from "./access-policy";
import { enforceAccess } from "./middleware/access";

/**
 * A /v1 route with its access policy: `createRoute`'s config plus `access`. The policy's enforcing
 * middleware runs first (before the module's own middleware and body validation), and the OpenAPI
 * operation carries it as `x-access` and as a sentence at the end of its description, which the
 * shared security suite reads back.
 */
export function defineRoute<P extends string, R extends Omit<RouteConfig, "path"> & { path: P; access: AccessPolicy }>(
  config: R,
) {
  const { access, middleware, description, ...route } = config;
  const own = middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];
  // A policy every API credential meets enforces nothing: no middleware, so open routes cost nothing.
  const guard = isOpen(access) ? [] : [enforceAccess(access)];
  return createRoute({
    ...route,
    ...(guard.length + own.length > 0 ? { middleware: [...guard, ...own] } : {}),
    description: [description, describeAccess(access)].filter(Boolean).join(" "),
    "x-access": accessExtension(access),
  } as unknown as R);
}
