import type { Scope } from "@/lib/api/context";
import { createDocument } from "./documents";
import {
  createKey,
  createService,
  createUser,
  createVendor,
  createWebhook,
  createWorkflow,
  type TestOrg,
} from "./fixtures";
import { call } from "./http";
import { insertPortal } from "./records";

/**
 * What the shared security suite needs to know per route. Every /v1 route in the OpenAPI document is
 * tested; a new module adds its path parameters' fixtures and any scoped routes here.
 */

/** Makes a record in `owner` and returns its ID, for "another organization's resource → 404". */
export const pathParamFixtures: Record<string, (owner: TestOrg) => Promise<string>> = {
  org_id: async (owner) => owner.orgId,
  api_key_id: async (owner) => (await createKey(owner)).id,
  vendor_id: async (owner) => (await createVendor(owner)).id,
  service_id: async (owner) => (await createService(owner, (await createVendor(owner)).id)).id,
  user_id: async (owner) => (await createUser(owner)).id,
  config_id: async (owner) => {
    const body = { field_name: "Security fixture", field_type: "string", applies_to: ["vendor"] };
    return (await call("/v1/custom-fields", { token: owner.token, body })).body.id;
  },
  target_type: async () => "vendor",
  target_id: async (owner) => (await createVendor(owner)).id,
  workflow_name: async (owner) => (await createWorkflow(owner)).name,
  workflow_id: async (owner) => (await createWorkflow(owner)).id,
  workflow_run_id: async (owner) => {
    const { name } = await createWorkflow(owner);
    return (await call(`/v1/workflows/${name}/run`, { token: owner.token, body: {} })).body.workflow_run_id;
  },
  portal_id: async (owner) => insertPortal(owner, (await createVendor(owner)).id),
  webhook_id: async (owner) => (await createWebhook(owner)).id,
  finding_id: async (owner) => {
    const body = { title: "Security fixture", vendor_id: (await createVendor(owner)).id };
    return (await call("/v1/findings", { token: owner.token, body })).body.id;
  },
  // Report slugs are the same in every organization (not an owned record): see sharedPathParams.
  report_name: async () => "vendors",
  document_id: async (owner) => createDocument(owner),
  assessment_id: async (owner) => {
    const body = { vendor_id: (await createVendor(owner)).id, control_set_ids: [] };
    return (await call("/v1/assessments", { token: owner.token, body })).body.id;
  },
  obligation_id: async (owner) =>
    (await call("/v1/obligations", { token: owner.token, body: { statement: "Security fixture" } })).body.id,
};

/**
 * Path parameters naming something every organization has (a report slug), not a record one org
 * owns: "another organization's resource → 404" does not apply to a route with only these. Such a
 * route's module tests its own org isolation (lib/modules/export/export.test.ts).
 */
export const sharedPathParams = new Set<string>(["report_name"]);

/** Routes an ak_ key can call only with a scope. Keyed "METHOD /v1/path". */
export const scopedRoutes: Record<string, Scope> = {
  "GET /v1/api-keys": "keys:manage",
  "POST /v1/api-keys": "keys:manage",
  "POST /v1/api-keys/{api_key_id}/rotate": "keys:manage",
  "POST /v1/api-keys/{api_key_id}/revoke": "keys:manage",
  "GET /v1/system_audit_log": "audit:read",
  "GET /v1/system_audit_log/metadata": "audit:read",
  "POST /v1/org/{org_id}": "keys:manage",
};

/** Routes only a dashboard session token may call (an ak_ key gets 401 `Unauthorized role.`). */
export const dashboardOnlyRoutes = new Set<string>([
  "POST /v1/users/{user_id}/invitation",
  "POST /v1/custom-fields",
  "PATCH /v1/custom-fields/{config_id}",
  "POST /v1/custom-fields/{config_id}/enable",
  "POST /v1/custom-fields/{config_id}/disable",
  "POST /v1/custom-fields/{config_id}/archive",
  "PUT /v1/custom-field-values/{target_type}/{target_id}",
  "POST /v1/workflows",
  "PATCH /v1/workflows/{workflow_id}",
  "POST /v1/assessments/{assessment_id}/approve",
  "POST /v1/assessments/{assessment_id}/reopen",
]);
