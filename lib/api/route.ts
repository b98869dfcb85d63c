import { createRoute, type RouteConfig, type z } from "@hono/zod-openapi";
import { type AccessPolicy, accessExtension, describeAccess, isOpen } from "./access-policy";
import { enforceAccess } from "./middleware/access";
import { validatePathParams } from "./middleware/validate-path";

/**
 * A /v1 route with its access policy: `createRoute`'s config plus `access`. The policy's enforcing
 * middleware runs first, then the path parameters' validation, then the module's own middleware
 * (which may look a record up by a path parameter), then query and body validation. The OpenAPI
 * operation carries the policy as `x-access` and as a sentence at the end of its description, which
 * the shared security suite reads back. A path with parameters must declare their schema.
 */
export function defineRoute<P extends string, R extends Omit<RouteConfig, "path"> & { path: P; access: AccessPolicy }>(
  config: R,
) {
  const { access, middleware, description, ...route } = config;
  const own = middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];
  // A policy every API credential meets enforces nothing: no middleware, so open routes cost nothing.
  const guard = isOpen(access) ? [] : [enforceAccess(access)];
  const pathCheck = pathValidation(route.method, route.path, route.request?.params);
  const all = [...guard, ...pathCheck, ...own];
  return createRoute({
    ...route,
    ...(all.length > 0 ? { middleware: all } : {}),
    description: [description, describeAccess(access)].filter(Boolean).join(" "),
    "x-access": accessExtension(access),
  } as unknown as R);
}

function pathValidation(method: string, path: string, params: z.ZodType | undefined) {
  if (!path.includes("{")) {
    return [];
  }
  if (!params) {
    throw new Error(`${method.toUpperCase()} ${path}: a route with path parameters declares them in request.params.`);
  }
  return [validatePathParams(params)];
}
