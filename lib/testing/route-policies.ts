import { randomUUID } from "node:crypto";
import { createBom, cycloneDx } from "@/lib/modules/bill-of-materials/testing/upload";
import { createArchivedFeedSource } from "@/lib/modules/radar-feeds/testing";
import { createLiveBankAccount, proposeBankAccount } from "@/lib/modules/supplier-profile/testing";
import { insertDeliveryAttempt } from "@/lib/modules/webhooks/testing";
import type { Schemas } from "./api-call-types";
import { createDocument } from "./documents";
import {
  createKey,
  createMember,
  createService,
  createUser,
  createVendor,
  createWebhook,
  createWorkflow,
  insertWebhookEvent,
  type TestOrg,
} from "./fixtures";
import { bodyAt, callApi } from "./http";
import { createRadarEvent } from "./radar";
import { insertPortal } from "./records";

/**
 * The records the shared security suite fills path parameters (and body fields of the same name)
 * with. Every /v1 route in the OpenAPI
 * document is tested, with the access policy it declares (`x-access`); a new module adds its path
 * parameters' fixtures here.
 */

/**
 * Makes a record in `owner` and returns its ID, for "another organization's resource → 404". A record
 * that lives under a vendor is made under `vendorId` when given (the fuzz pass nests them all under one
 * vendor), else under a vendor of its own.
 */
export const pathParamFixtures: Record<string, (owner: TestOrg, vendorId?: string) => Promise<string>> = {
  org_id: async (owner) => owner.orgId,
  api_key_id: async (owner) => (await createKey(owner)).id,
  vendor_id: async (owner) => (await createVendor(owner)).id,
  service_id: async (owner, vendorId) => (await createService(owner, vendorId ?? (await createVendor(owner)).id)).id,
  user_id: async (owner) => (await createUser(owner)).id,
  config_id: async (owner) => {
    const body: Schemas["CreateCustomField"] = {
      field_name: "Security fixture",
      field_type: "string",
      applies_to: ["vendor"],
    };
    return bodyAt(await callApi("post", "/v1/custom-fields", { token: owner.token, body }), 201).id;
  },
  target_type: async () => "vendor",
  target_id: async (owner) => (await createVendor(owner)).id,
  workflow_name: async (owner) => (await createWorkflow(owner)).name,
  workflow_id: async (owner) => (await createWorkflow(owner)).id,
  workflow_run_id: async (owner) => {
    const { name } = await createWorkflow(owner);
    return bodyAt(await callApi("post", `/v1/workflows/${name}/run`, { token: owner.token, body: { input: {} } }), 201)
      .workflow_run_id;
  },
  portal_id: async (owner) => insertPortal(owner, (await createVendor(owner)).id),
  webhook_id: async (owner) => (await createWebhook(owner)).id,
  delivery_id: async (owner) => insertDeliveryAttempt(owner, (await createWebhook(owner)).id),
  // Not a path parameter: the event a webhook's redeliver body names.
  event_id: async (owner) => insertWebhookEvent(owner, (await createWebhook(owner)).id),
  finding_id: async (owner) => {
    const body = { title: "Security fixture", vendor_id: (await createVendor(owner)).id };
    return bodyAt(await callApi("post", "/v1/findings", { token: owner.token, body }), 201).id;
  },
  // Report slugs and record types are the same in every organization (not owned records): see
  // sharedPathParams.
  report_name: async () => "vendors",
  document_id: async (owner) => createDocument(owner),
  assessment_id: async (owner) => {
    const body = { vendor_id: (await createVendor(owner)).id, control_set_ids: [] };
    return bodyAt(await callApi("post", "/v1/assessments", { token: owner.token, body }), 201).id;
  },
  radar_event_id: async (owner) => (await createRadarEvent(owner, [(await createVendor(owner)).id])).id,
  alert_id: async (owner) => {
    const event = await createRadarEvent(owner, [(await createVendor(owner)).id]);
    const alerts = await callApi("get", `/v1/radar/alerts?event_id=${event.id}`, { token: owner.token });
    return firstOf(bodyAt(alerts, 200).items).id;
  },
  // Archived, so the suite's "poll now" answers 400 instead of reaching out to the internet.
  source_id: async (owner) => createArchivedFeedSource(owner),
  obligation_id: async (owner) =>
    bodyAt(
      await callApi("post", "/v1/obligations", { token: owner.token, body: { statement: "Security fixture" } }),
      201,
    ).id,
  reassessment_id: async (owner) => {
    const vendorId = (await createVendor(owner)).id;
    const body = { radar_event_id: (await createRadarEvent(owner, [vendorId])).id, vendor_ids: [vendorId] };
    return bodyAt(await callApi("post", "/v1/reassessments", { token: owner.token, body }), 201).id;
  },
  site_id: async (owner, vendorId) => {
    const parent = vendorId ?? (await createVendor(owner)).id;
    const body = { country: "DE", city: "Berlin" };
    return bodyAt(await callApi("post", `/v1/vendors/${parent}/sites`, { token: owner.token, body }), 201).id;
  },
  diversity_record_id: async (owner, vendorId) => {
    const parent = vendorId ?? (await createVendor(owner)).id;
    const body = { classification: "women_owned" } as const;
    return bodyAt(await callApi("post", `/v1/vendors/${parent}/diversity_records`, { token: owner.token, body }), 201)
      .id;
  },
  bank_account_id: async (owner, vendorId) =>
    (await createLiveBankAccount(owner, vendorId ?? (await createVendor(owner)).id)).id,
  // Proposed by a member: the admin the suite tries may decide it (four eyes).
  review_id: async (owner) => {
    const proposer = await createMember(owner, "org:member");
    return proposeBankAccount({ ...owner, token: proposer.token }, (await createVendor(owner)).id);
  },
  questionnaire_id: async (owner) =>
    firstOf(bodyAt(await callApi("get", "/v1/intake/api/questionnaires", { token: owner.token }), 200).items).id,
  session_id: async (owner) => (await fileIntakeSession(owner)).session_id,
  external_id: async (owner) => (await fileIntakeSession(owner, `REQ-${randomUUID()}`)).external_id,
  question_id: async (owner) => {
    const { session_id: sessionId } = await fileIntakeSession(owner);
    return firstOf(
      bodyAt(await callApi("get", `/v1/intake/api/sessions/${sessionId}`, { token: owner.token }), 200).answers,
    ).question_id;
  },
  contract_id: async (owner) =>
    bodyAt(
      await callApi("post", "/v1/contract-records", {
        token: owner.token,
        body: { name: "Security fixture", contract_type: "msa" },
      }),
      201,
    ).id,
  bom_id: async (owner, vendorId) =>
    (
      await createBom(
        owner,
        vendorId ?? (await createVendor(owner)).id,
        "fixture.cdx.json",
        cycloneDx("Security fixture", [{ name: "left-pad", version: "1.3.0", purl: "pkg:npm/left-pad@1.3.0" }]),
      )
    ).id,
  advisory_id: async (owner) => {
    const body = { id: `LOCAL-${randomUUID()}`, summary: "Security fixture", affected: [] };
    return bodyAt(await callApi("post", "/v1/bill_of_materials/advisories", { token: owner.token, body }), 201).id;
  },
  legal_entity_id: async (owner) =>
    bodyAt(
      await callApi("post", "/v1/legal_entities", {
        token: owner.token,
        body: { name: "Security fixture GmbH", country: "DE" },
      }),
      201,
    ).id,
};

/** The first of `items`, which must not be empty. */
function firstOf<T>(items: T[]): T {
  const [first] = items;
  if (first === undefined) {
    throw new Error("expected at least one item");
  }
  return first;
}

/** A session on the organization's first questionnaire (its answers wait for the job, which the suite never runs). */
async function fileIntakeSession(owner: TestOrg, externalId?: string) {
  const questionnaires = bodyAt(await callApi("get", "/v1/intake/api/questionnaires", { token: owner.token }), 200);
  const body = {
    vendor_name: "Security fixture",
    questionnaire_ids: [firstOf(questionnaires.items).id],
    external_id: externalId,
  };
  const created = bodyAt(await callApi("post", "/v1/intake/api/sessions", { token: owner.token, body }), 201);
  return { session_id: created.session_id, external_id: externalId ?? "" };
}

/**
 * Path parameters naming something every organization has (a report slug, a record type), not a
 * record one org owns: "another organization's resource → 404" does not apply to them. A route with
 * only these tests its own org isolation in its module (lib/modules/export/export.test.ts).
 */
export const sharedPathParams = new Set<string>(["report_name", "target_type"]);

/**
 * Record types a `{target_type}/{target_id}` route accepts, each with the path parameter whose
 * fixture makes a record of that type: the suite tries each own type with another organization's ID.
 */
export const targetTypeIdParams: Record<string, string> = {
  vendor: "vendor_id",
  service: "service_id",
  assessment: "assessment_id",
};
