import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import type { ApiEnv } from "@/lib/api/context";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import type { ModuleGate } from "./descriptor";
import { requireModuleEnabled } from "./org";

/** 404 `not_enabled` while the caller's organization has the switch off. */
export function moduleGate(gate: ModuleGate): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await requireModuleEnabled(readContext(c), gate);
    await next();
  };
}

/**
 * Registers a gated module's routes on `app`, each behind its gate: the module registers them on an
 * app of its own, whose routes are then added to `app` with the gate as their first handler (before
 * their access check and validation). Its OpenAPI operations go straight into `app`'s document: the
 * two apps share one registry (a registry's `definitions` is a copy, so adding to it adds nothing).
 */
export function registerGatedRoutes(app: ApiApp, register: (app: ApiApp) => void, gate: ModuleGate): void {
  const own = new OpenAPIHono<ApiEnv>({ defaultHook: app.defaultHook });
  own.openAPIRegistry = app.openAPIRegistry;
  register(own);
  const guard = moduleGate(gate);
  // A route's middleware, validators and handler are entries of their own with the same method and
  // path: the gate goes before the first of them only, so it is checked once per request.
  const guarded = new Set<string>();
  for (const route of own.routes) {
    const key = `${route.method} ${route.path}`;
    if (guarded.has(key)) {
      app.on(route.method, route.path, route.handler);
    } else {
      guarded.add(key);
      app.on(route.method, route.path, guard, route.handler);
    }
  }
}
