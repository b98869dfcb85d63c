import { registerAccountRoutes } from "@/lib/modules/accounts";
import { registerApiKeyRoutes } from "@/lib/modules/api-keys";
import { registerAssessmentRoutes } from "@/lib/modules/assessments";
import { registerAuditLogRoutes } from "@/lib/modules/audit-log";
import { registerConnectivityRoutes } from "@/lib/modules/connectivity";
import { registerControlRoutes } from "@/lib/modules/controls";
import { registerCustomFieldRoutes } from "@/lib/modules/custom-fields";
import { registerDashboardRoutes } from "@/lib/modules/dashboard";
import { registerDocumentFileRoute, registerDocumentRoutes } from "@/lib/modules/documents";
import { registerExportRoutes } from "@/lib/modules/export";
import { registerFactSheetRoutes } from "@/lib/modules/fact-sheets";
import { registerFindingRoutes } from "@/lib/modules/findings";
import { registerObligationRoutes } from "@/lib/modules/obligations";
import { registerOrgRoutes } from "@/lib/modules/org";
import { registerPortalRoutes } from "@/lib/modules/portals";
import { registerTaxonomyRoutes } from "@/lib/modules/taxonomy";
import { registerUserRoutes } from "@/lib/modules/users";
import { registerVendorRoutes } from "@/lib/modules/vendors";
import { registerWebhookRoutes } from "@/lib/modules/webhooks";
import { registerWorkflowRoutes } from "@/lib/modules/workflows";
import { createBaseApp } from "./create-app";
import { auditApiCall, authenticate, enforceIpAllowlist } from "./middleware/authenticate";
import type { ApiApp } from "./types";

/** Every module's /v1 routes. A new module adds its register function here. */
const v1Modules: ((app: ApiApp) => void)[] = [
  registerConnectivityRoutes,
  registerOrgRoutes,
  registerApiKeyRoutes,
  registerAuditLogRoutes,
  registerTaxonomyRoutes,
  registerControlRoutes,
  registerWorkflowRoutes,
  registerUserRoutes,
  registerVendorRoutes,
  registerCustomFieldRoutes,
  registerFactSheetRoutes,
  registerPortalRoutes,
  registerWebhookRoutes,
  registerFindingRoutes,
  registerObligationRoutes,
  registerExportRoutes,
  registerDashboardRoutes,
  registerDocumentRoutes,
  registerAssessmentRoutes,
];

/**
 * The whole HTTP API in one Hono app: the public /v1 surface (auth → audit → IP allowlist →
 * route), the account endpoints under /api/auth (signup, token) and the presigned file downloads
 * under /files, which take no credential.
 */
export function createApiApp(): ApiApp {
  const app = createBaseApp();
  applyV1Middleware(app);
  for (const register of v1Modules) {
    register(app);
  }
  registerAccountRoutes(app);
  registerDocumentFileRoute(app);
  return app;
}

/** Authentication, then the audit row, then the IP allowlist, for every /v1 route. */
export function applyV1Middleware(app: ApiApp): void {
  app.use("/v1/*", authenticate);
  app.use("/v1/*", auditApiCall);
  app.use("/v1/*", enforceIpAllowlist);
}

let cachedApp: ApiApp | undefined;
export function apiApp(): ApiApp {
  cachedApp ??= createApiApp();
  return cachedApp;
}
