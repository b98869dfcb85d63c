import type { CredentialResolver } from "@/lib/auth/bearer";
import { appModules } from "@/lib/modules/all";
import type { ModuleDescriptor } from "@/lib/modules/descriptor";
import { registerGatedRoutes } from "@/lib/modules/gate";
import { registerNavigationRoute } from "@/lib/modules/navigation";
import { createBaseApp } from "./create-app";
import { auditApiCall, authenticate, enforceIpAllowlist } from "./middleware/authenticate";
import { enforceReadOnlyKeys } from "./middleware/read-only-keys";
import type { ApiApp } from "./types";

/**
 * The whole HTTP API in one Hono app: the public /v1 surface (auth → audit → IP allowlist → the
 * module's gate, if it has one → route) of every module in `modules`, the web app's navigation, and
 * the modules' routes outside /v1 (the account endpoints under /api/auth, the presigned file
 * downloads under /files), which take no credential.
 */
export function createApiApp(modules: readonly ModuleDescriptor[] = appModules): ApiApp {
  const app = createBaseApp();
  applyV1Middleware(app, credentialResolverOf(modules));
  for (const { routes, gate } of modules) {
    if (routes && gate) {
      registerGatedRoutes(app, routes, gate);
    } else {
      routes?.(app);
    }
  }
  registerNavigationRoute(app, modules);
  for (const { publicRoutes } of modules) {
    publicRoutes?.(app);
  }
  return app;
}

function credentialResolverOf(modules: readonly ModuleDescriptor[]): CredentialResolver {
  const resolvers = modules.flatMap((module) => module.resolvesCredentials ?? []);
  if (resolvers.length !== 1 || !resolvers[0]) {
    throw new Error(`Exactly one module must resolve credentials; ${resolvers.length} do.`);
  }
  return resolvers[0];
}

/** Authentication, then the audit row, then the IP allowlist, then read-only keys, for every /v1 route. */
export function applyV1Middleware(app: ApiApp, resolveCredential: CredentialResolver): void {
  app.use("/v1/*", authenticate(resolveCredential));
  app.use("/v1/*", auditApiCall);
  app.use("/v1/*", enforceIpAllowlist);
  app.use("/v1/*", enforceReadOnlyKeys);
}

let cachedApp: ApiApp | undefined;
export function apiApp(): ApiApp {
  cachedApp ??= createApiApp();
  return cachedApp;
}
