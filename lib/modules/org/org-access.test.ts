import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { OrgRole } from "@/lib/api/context";
import { activityLog } from "@/lib/audit/tables";
import { db } from "@/lib/db/client";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createMember, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, errorDetail, expectStatus } from "@/lib/testing/http";

/** Who may change the organization (security review item 6): admin dashboard token or keys:manage key. */

const orgPath = (org: TestOrg) => `/v1/org/${org.orgId}` as const;
const readOrg = async (org: TestOrg) => bodyAt(await callApi("get", orgPath(org), { token: org.token }), 200);
const updateOrg = (org: TestOrg, body: Schemas["UpdateOrganization"], token: string) =>
  callApi("post", orgPath(org), { token, body });

const NON_ADMIN_ROLES: OrgRole[] = ["org:member", "org:siloed_member", "org:guest", "org:service_account"];

/** The bodies a lock-out or a rename would send; `{}` too, since the whole update is guarded. */
const SETTINGS_CHANGES = [
  { name: "Renamed by someone else" },
  { api_ip_allowlist: ["10.9.9.9/32"] },
  { name: "Locked out", api_ip_allowlist: ["10.9.9.9/32"] },
  {},
];

async function organizationUpdatedRows(org: TestOrg) {
  return db()
    .select({ id: activityLog.id })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.orgId, org.orgId),
        eq(activityLog.targetType, "organization"),
        eq(activityLog.action, "updated"),
      ),
    );
}

/** A refused update left the organization exactly as it was and recorded no change. */
async function expectUnchanged(org: TestOrg, before: Schemas["Organization"]) {
  expect(await readOrg(org)).toEqual(before);
  expect(await organizationUpdatedRows(org)).toEqual([]);
}

function expectForbidden(result: { status: number; body: unknown }, code: string, label: string) {
  expect(result.status, label).toBe(403);
  const detail = errorDetail(result.body);
  expect(Object.keys(detail).sort()).toEqual(["code", "message"]);
  expect(detail.code, label).toBe(code);
}

describe("POST /v1/org/{org_id}: who may change the organization", () => {
  it("lets an admin dashboard token change the name and the allowlist, recording the change", async () => {
    const org = await createOrg("Admin Co");
    const result = await updateOrg(org, { name: "Admin Renamed", api_ip_allowlist: ["192.0.2.0/24"] }, org.token);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ name: "Admin Renamed", api_ip_allowlist: ["192.0.2.0/24"] });
    expect(await readOrg(org)).toEqual(result.body);
    expect(await organizationUpdatedRows(org)).toHaveLength(1);
  });

  it("lets a keys:manage key change the name and the allowlist", async () => {
    const org = await createOrg("Managed Co");
    const manager = await createKey(org, { scopes: ["keys:manage"] });
    const result = await updateOrg(org, { name: "Key Renamed", api_ip_allowlist: ["192.0.2.0/24"] }, manager.secret);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ name: "Key Renamed", api_ip_allowlist: ["192.0.2.0/24"] });
    expect(await readOrg(org)).toEqual(result.body);
    // The key is bound by the list it just set: from inside it, it can lift it again.
    const cleared = await callApi("post", orgPath(org), {
      token: manager.secret,
      peer: "192.0.2.10",
      body: { api_ip_allowlist: [] },
    });
    expectStatus(cleared, 200);
    expect(cleared.body.api_ip_allowlist).toEqual([]);
  });

  it.each(NON_ADMIN_ROLES)("answers a %s dashboard token 403 insufficient_role and changes nothing", async (role) => {
    const org = await createOrg("Role Co");
    const user = await createMember(org, role);
    const before = await readOrg(org);
    for (const body of SETTINGS_CHANGES) {
      expectForbidden(await updateOrg(org, body, user.token), "insufficient_role", JSON.stringify(body));
    }
    await expectUnchanged(org, before);
  });

  it("answers a key without keys:manage 403 insufficient_scope, changes nothing and locks no key out", async () => {
    const org = await createOrg("Standard Key Co");
    const standard = await createKey(org, { name: "standard" });
    const auditReader = await createKey(org, { name: "audit reader", scopes: ["audit:read"] });
    const before = await readOrg(org);
    for (const key of [standard, auditReader]) {
      for (const body of SETTINGS_CHANGES) {
        expectForbidden(await updateOrg(org, body, key.secret), "insufficient_scope", JSON.stringify(body));
      }
    }
    await expectUnchanged(org, before);
    const stillIn = await callApi("get", "/v1/utils/authtest", { token: standard.secret, peer: "198.51.100.1" });
    expect(stillIn.status).toBe(200);
  });

  it("refuses before validating the body: a member's invalid body is 403, not 422", async () => {
    const org = await createOrg();
    const member = await createMember(org, "org:member");
    const standard = await createKey(org);
    const invalid = await callApi("post", orgPath(org), {
      token: member.token,
      uncheckedBody: { api_ip_allowlist: [42] },
    });
    expectForbidden(invalid, "insufficient_role", "member");
    expectForbidden(await updateOrg(org, { api_ip_allowlist: ["nope"] }, standard.secret), "insufficient_scope", "key");
  });

  it("still needs an admin dashboard token for modules and bank review, even with keys:manage", async () => {
    const org = await createOrg();
    const manager = await createKey(org, { scopes: ["keys:manage"] });
    const member = await createMember(org, "org:member");
    const before = await readOrg(org);
    for (const body of [
      { modules: { zero_touch: false } },
      { bank_change_review_required: false },
      { name: "Sneaky", modules: { supplier_profile: false } },
    ]) {
      for (const token of [manager.secret, member.token]) {
        expectForbidden(await updateOrg(org, body, token), "insufficient_role", JSON.stringify(body));
      }
    }
    await expectUnchanged(org, before);
  });

  it("answers every ak_ key 403 insufficient_role for modules and bank review, whatever its scopes", async () => {
    const org = await createOrg("Key Scopes Co");
    const keys = await Promise.all(
      ([[], ["audit:read"], ["keys:manage"], ["banking:read", "review:sensitive_changes"]] as const).map((scopes) =>
        createKey(org, { name: scopes.join(" ") || "standard", scopes: [...scopes] }),
      ),
    );
    const before = await readOrg(org);
    for (const key of keys) {
      for (const body of [
        { modules: { zero_touch: false } },
        { bank_change_review_required: false },
        { name: "Renamed on the way", modules: { supplier_profile: false } },
        { name: "Renamed on the way", bank_change_review_required: false, api_ip_allowlist: ["10.9.9.9/32"] },
      ]) {
        expectForbidden(await updateOrg(org, body, key.secret), "insufficient_role", JSON.stringify(body));
      }
    }
    await expectUnchanged(org, before);
  });

  it("answers 404 org_not_found for another organization's id to the credentials allowed to update", async () => {
    const org = await createOrg("Mine");
    const other = await createOrg("Theirs");
    const manager = await createKey(org, { scopes: ["keys:manage"] });
    for (const token of [org.token, manager.secret]) {
      const write = await callApi("post", `/v1/org/${other.orgId}`, {
        token,
        body: { api_ip_allowlist: ["10.9.9.9/32"] },
      });
      expectStatus(write, 404);
      expect(write.body.detail.code).toBe("org_not_found");
    }
    expect((await readOrg(other)).api_ip_allowlist).toEqual([]);
  });
});

describe("GET /v1/org/{org_id} stays open to every credential of the organization", () => {
  it("answers the same organization to admins, every other role and every kind of key", async () => {
    const org = await createOrg("Open Reads Co");
    const expected = await readOrg(org);
    const tokens = [
      ...(await Promise.all(NON_ADMIN_ROLES.map(async (role) => [role, (await createMember(org, role)).token]))),
      ["standard key", (await createKey(org)).secret],
      ["audit:read key", (await createKey(org, { scopes: ["audit:read"] })).secret],
      ["keys:manage key", (await createKey(org, { scopes: ["keys:manage"] })).secret],
    ];
    for (const [label, token] of tokens) {
      const result = await callApi("get", orgPath(org), { token });
      expect(result.status, label).toBe(200);
      expect(result.body, label).toEqual(expected);
    }
  });

  it("answers 404 org_not_found for another organization's id, whatever the credential", async () => {
    const org = await createOrg();
    const other = await createOrg();
    const member = await createMember(org, "org:member");
    for (const token of [org.token, member.token, (await createKey(org)).secret]) {
      const result = await callApi("get", `/v1/org/${other.orgId}`, { token });
      expectStatus(result, 404);
      expect(result.body.detail.code).toBe("org_not_found");
    }
  });
});
