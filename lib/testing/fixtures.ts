import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { OrgRole } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { newId } from "@/lib/ids";
import { apiKeys } from "@/lib/modules/api-keys/tables";
import { webhookDeliveries, webhookEvents } from "@/lib/modules/webhooks/tables";
import type { Schemas } from "./api-call-types";
import { call, callApi, expectStatus } from "./http";

export const TEST_PASSWORD = "correct horse battery staple";

export interface TestOrg {
  orgId: string;
  userId: string;
  email: string;
  /** An admin dashboard session token. */
  token: string;
}

export const uniqueEmail = (label = "user") => `${label}-${randomBytes(6).toString("hex")}@example.test`;

/** Signs up a fresh organization through the real endpoints and returns its admin's token. */
export async function createOrg(name = "Acme Test Org"): Promise<TestOrg> {
  const email = uniqueEmail("admin");
  const signup = await call<Schemas["SignupResult"]>("/api/auth/signup", {
    body: { organization_name: name, email, password: TEST_PASSWORD, first_name: "Ada", last_name: "Admin" },
  });
  if (signup.status !== 201) {
    throw new Error(`signup failed: ${signup.status} ${signup.text}`);
  }
  const token = await call<Schemas["Token"]>("/api/auth/token", { body: { email, password: TEST_PASSWORD } });
  if (token.status !== 200) {
    throw new Error(`token failed: ${token.status} ${token.text}`);
  }
  return { orgId: signup.body.organization_id, userId: signup.body.user_id, email, token: token.body.access_token };
}

export interface TestKey {
  id: string;
  secret: string;
}

/** A scope an ak_ key can be given. */
export type ApiKeyScope = NonNullable<Schemas["CreateApiKey"]["scopes"]>[number];

export async function createKey(
  org: TestOrg,
  options: { name?: string; scopes?: ApiKeyScope[]; seconds?: number } = {},
): Promise<TestKey> {
  const result = await callApi("post", "/v1/api-keys", {
    token: org.token,
    body: { name: options.name ?? "test key", scopes: options.scopes ?? [], seconds_until_expiration: options.seconds },
  });
  expectStatus(result, 201);
  return { id: result.body.id, secret: result.body.secret };
}

/** The token part of an invitation link (`.../invite/<token>`). */
export const invitationToken = (invitationUrl: string) => new URL(invitationUrl).pathname.split("/").pop() ?? "";

/** An invited user (created through POST /v1/users, not joined yet). */
export async function createUser(org: TestOrg, body: Partial<Schemas["CreateUser"]> = {}): Promise<Schemas["User"]> {
  const created = await callApi("post", "/v1/users", {
    token: org.token,
    body: { email: uniqueEmail("invitee"), ...body },
  });
  expectStatus(created, 201);
  return created.body;
}

/**
 * A member of the org with the given role and a session token for it, made as a person joins: the
 * admin creates the user and an invitation link, the user accepts it with a password and signs in.
 */
export async function createMember(
  org: TestOrg,
  role: OrgRole,
): Promise<{ userId: string; token: string; email: string }> {
  const email = uniqueEmail(role.replace(":", "-"));
  const { id: userId } = await createUser(org, { email, role, first_name: "Mo", last_name: "Member" });
  const invitation = await callApi("post", `/v1/users/${userId}/invitation`, { token: org.token });
  expectStatus(invitation, 201);
  const accepted = await call<Schemas["AcceptedInvitation"]>("/api/auth/invitations/accept", {
    body: { token: invitationToken(invitation.body.invitation_url), password: TEST_PASSWORD },
  });
  if (accepted.status !== 200) {
    throw new Error(`invitation accept failed: ${accepted.status} ${accepted.text}`);
  }
  const session = await call<Schemas["Token"]>("/api/auth/token", { body: { email, password: TEST_PASSWORD } });
  if (session.status !== 200) {
    throw new Error(`token failed: ${session.status} ${session.text}`);
  }
  return { userId, token: session.body.access_token, email };
}

export async function expireKey(keyId: string): Promise<void> {
  await db()
    .update(apiKeys)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(apiKeys.id, keyId));
}

/** A vendor created through POST /v1/vendors; returns the full vendor object. */
export async function createVendor(
  org: TestOrg,
  body: Partial<Schemas["CreateVendor"]> = {},
): Promise<Schemas["Vendor"]> {
  const result = await callApi("post", "/v1/vendors", { token: org.token, body: { name: "Test Vendor", ...body } });
  expectStatus(result, 201);
  return result.body;
}

/** A service of `vendorId` created through POST /v1/vendors/{vendor_id}/services; returns the service object. */
export async function createService(
  org: TestOrg,
  vendorId: string,
  body: Partial<Schemas["CreateService"]> = {},
): Promise<Schemas["Service"]> {
  const result = await callApi("post", `/v1/vendors/${vendorId}/services`, {
    token: org.token,
    body: { name: "Test Service", ...body },
  });
  expectStatus(result, 201);
  return result.body;
}

/** A step of a workflow to create (`settings` may be left out: the route fills in {}). */
export type WorkflowStepInput = NonNullable<Schemas["CreateWorkflowDefinition"]["steps"]>[number];

/** A workflow definition of `org` created through the dashboard route; returns the definition. */
export async function createWorkflow(
  org: TestOrg,
  body: Partial<Omit<Schemas["CreateWorkflowDefinition"], "steps">> & { steps?: WorkflowStepInput[] } = {},
): Promise<Schemas["WorkflowDefinition"]> {
  const name = `wf_${randomBytes(6).toString("hex")}`;
  const result = await callApi("post", "/v1/workflows", {
    token: org.token,
    body: { name, enabled: true, ...body, steps: body.steps ?? [] },
  });
  expectStatus(result, 201);
  return result.body;
}

/**
 * A webhook subscription created through POST /v1/webhooks. The default URL is an IP literal of a
 * public address, so no DNS lookup is needed.
 */
export async function createWebhook(
  org: TestOrg,
  body: Partial<Schemas["CreateWebhook"]> = {},
): Promise<Schemas["Webhook"]> {
  const result = await callApi("post", "/v1/webhooks", {
    token: org.token,
    body: { url: "https://93.184.215.14/hooks", events: ["Vendor.Created"], secret: "s".repeat(24), ...body },
  });
  expectStatus(result, 201);
  return result.body;
}

/**
 * An event in a webhook's delivery history, written straight to the tables (a real one needs the
 * job worker and a receiver): what POST /v1/webhooks/{webhook_id}/redeliver looks up. Returns its ID.
 */
export async function insertWebhookEvent(org: Pick<TestOrg, "orgId">, webhookId: string): Promise<string> {
  const eventId = newId("webhookEvent");
  await db().insert(webhookEvents).values({ id: eventId, orgId: org.orgId, eventType: "webhook.test", body: "{}" });
  await db()
    .insert(webhookDeliveries)
    .values({
      id: newId("webhookDelivery"),
      orgId: org.orgId,
      webhookId,
      jobId: `job_${eventId}`,
      eventId,
      eventType: "webhook.test",
      attempt: 1,
      status: "delivered",
    });
  return eventId;
}
