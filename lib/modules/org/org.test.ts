import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "@/lib/config/env";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createMember, createOrg, TEST_PASSWORD, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, errorDetail, expectStatus } from "@/lib/testing/http";

const ORG_ID = /^cborg_[0-9a-f]{32}$/;
const ALL_MODULES_ON = { bill_of_materials: true, contract_records: true, supplier_profile: true, zero_touch: true };

const orgPath = (org: TestOrg | string) => `/v1/org/${typeof org === "string" ? org : org.orgId}` as const;
const readOrg = (org: TestOrg) => callApi("get", orgPath(org), { token: org.token });
/** The organization as GET answers it, which must be 200. */
const orgOf = async (org: TestOrg) => bodyAt(await readOrg(org), 200);
const updateOrg = (org: TestOrg, body: Schemas["UpdateOrganization"], token = org.token) =>
  callApi("post", orgPath(org), { token, body });

const IP_NOT_ALLOWED = (body: unknown) => {
  const detail = errorDetail(body);
  expect(Object.keys(detail).sort()).toEqual(["code", "message"]);
  expect(detail.code).toBe("ip_not_allowed");
  expect(typeof detail.message).toBe("string");
};

describe("GET and POST /v1/org/{org_id}", () => {
  it("reads the organization with exactly the decided fields and defaults", async () => {
    const before = Math.floor(Date.now() / 1000);
    const org = await createOrg("Shape Co");
    const result = await readOrg(org);
    expectStatus(result, 200);
    expect(Object.keys(result.body).sort()).toEqual([
      "api_ip_allowlist",
      "audit_log_retention_days",
      "bank_change_review_required",
      "created_at",
      "id",
      "modules",
      "name",
      "updated_at",
    ]);
    expect(result.body).toEqual({
      id: org.orgId,
      name: "Shape Co",
      api_ip_allowlist: [],
      modules: ALL_MODULES_ON,
      bank_change_review_required: true,
      audit_log_retention_days: 400,
      created_at: expect.any(Number),
      updated_at: expect.any(Number),
    });
    expect(result.body.id).toMatch(ORG_ID);
    expect(Number.isInteger(result.body.created_at)).toBe(true);
    expect(Number.isInteger(result.body.updated_at)).toBe(true);
    expect(result.body.created_at).toBeGreaterThanOrEqual(before - 5);
    expect(result.body.created_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 5);
    expect(result.body.updated_at).toBeGreaterThanOrEqual(result.body.created_at);
  });

  it("is readable with an ak_ key and a member token of the org", async () => {
    const org = await createOrg("Readers Co");
    const key = await createKey(org);
    const member = await createMember(org, "org:member");
    const expected = await orgOf(org);
    for (const token of [key.secret, member.token]) {
      const result = await callApi("get", orgPath(org), { token });
      expect(result.status).toBe(200);
      expect(result.body).toEqual(expected);
    }
  });

  it("updates the name and returns the same shape; GET reflects it", async () => {
    const org = await createOrg("Old Name");
    const result = await updateOrg(org, { name: "New Name" });
    expectStatus(result, 200);
    expect(result.body).toEqual({ ...(await orgOf(org)) });
    expect(result.body.name).toBe("New Name");
    expect(result.body.api_ip_allowlist).toEqual([]);
    expect(result.body.modules).toEqual(ALL_MODULES_ON);
    expect(result.body.bank_change_review_required).toBe(true);
    expect(Number.isInteger(result.body.updated_at)).toBe(true);
  });

  it("replaces the allowlist with canonical CIDRs and [] clears it", async () => {
    const org = await createOrg();
    const first = await updateOrg(org, { api_ip_allowlist: ["10.1.2.0/24", "192.0.2.7", " 198.51.100.0/25 "] });
    expectStatus(first, 200);
    expect(first.body.api_ip_allowlist).toEqual(["10.1.2.0/24", "192.0.2.7/32", "198.51.100.0/25"]);
    expect((await orgOf(org)).api_ip_allowlist).toEqual(["10.1.2.0/24", "192.0.2.7/32", "198.51.100.0/25"]);

    const replaced = await updateOrg(org, { api_ip_allowlist: ["203.0.113.0/24"] });
    expectStatus(replaced, 200);
    expect(replaced.body.api_ip_allowlist).toEqual(["203.0.113.0/24"]);

    // Omitting the field leaves the list alone.
    expect(bodyAt(await updateOrg(org, { name: "Still listed" }), 200).api_ip_allowlist).toEqual(["203.0.113.0/24"]);

    const cleared = await updateOrg(org, { api_ip_allowlist: [] });
    expectStatus(cleared, 200);
    expect(cleared.body.api_ip_allowlist).toEqual([]);
    expect((await orgOf(org)).api_ip_allowlist).toEqual([]);
  });

  it("stores IPv6 CIDRs canonically", async () => {
    const org = await createOrg();
    const result = await updateOrg(org, {
      api_ip_allowlist: ["2001:DB8:0:0::/32", "2001:db8:abcd::1", "::ffff:203.0.113.0/120"],
    });
    expectStatus(result, 200);
    expect(result.body.api_ip_allowlist).toEqual(["2001:db8::/32", "2001:db8:abcd::1/128", "203.0.113.0/24"]);
  });

  it.each([["10.0.0.1/8"], ["not-a-cidr"], ["10.0.0.0/33"], ["2001:db8::1/32"], [""], ["10.0.0.0/8/8"]])(
    "answers an invalid CIDR %j with 422 {detail: {error, value}} and changes nothing",
    async (bad) => {
      const org = await createOrg();
      expect((await updateOrg(org, { api_ip_allowlist: ["192.0.2.0/24"] })).status).toBe(200);
      const result = await updateOrg(org, { name: "Should not stick", api_ip_allowlist: ["203.0.113.0/24", bad] });
      expectStatus(result, 422);
      expect(Object.keys(result.body)).toEqual(["detail"]);
      const { detail } = result.body;
      if (Array.isArray(detail)) {
        throw new Error(`a schema validation answer, not an invalid CIDR: ${result.text}`);
      }
      expect(Object.keys(detail).sort()).toEqual(["error", "value"]);
      expect(typeof detail.error).toBe("string");
      expect(detail.error.length).toBeGreaterThan(0);
      expect(detail.value).toBe(bad);
      const after = await orgOf(org);
      expect(after.api_ip_allowlist).toEqual(["192.0.2.0/24"]);
      expect(after.name).toBe("Acme Test Org");
    },
  );

  it("answers a non-string allowlist entry with a FastAPI-style 422", async () => {
    const org = await createOrg();
    const result = await callApi("post", orgPath(org), { token: org.token, uncheckedBody: { api_ip_allowlist: [42] } });
    expectStatus(result, 422);
    const { detail } = result.body;
    expect(Array.isArray(detail)).toBe(true);
    if (!Array.isArray(detail)) {
      throw new Error(`not a validation array: ${result.text}`);
    }
    expect(detail[0]?.loc).toEqual(["body", "api_ip_allowlist", 0]);
  });

  it("lets an admin switch modules with a partial object that keeps the others", async () => {
    const org = await createOrg();
    const first = await updateOrg(org, { modules: { zero_touch: false } });
    expectStatus(first, 200);
    expect(first.body.modules).toEqual({ ...ALL_MODULES_ON, zero_touch: false });

    const second = await updateOrg(org, { modules: { contract_records: false, bill_of_materials: false } });
    expectStatus(second, 200);
    expect(second.body.modules).toEqual({
      bill_of_materials: false,
      contract_records: false,
      supplier_profile: true,
      zero_touch: false,
    });

    const third = bodyAt(await updateOrg(org, { modules: { zero_touch: true } }), 200);
    expect(third.modules).toEqual({
      bill_of_materials: false,
      contract_records: false,
      supplier_profile: true,
      zero_touch: true,
    });
    expect((await orgOf(org)).modules).toEqual(third.modules);
    // Other fields are untouched.
    expect(third.bank_change_review_required).toBe(true);
  });

  it("lets an admin switch bank change review off and on", async () => {
    const org = await createOrg();
    const off = await updateOrg(org, { bank_change_review_required: false });
    expectStatus(off, 200);
    expect(off.body.bank_change_review_required).toBe(false);
    expect(off.body.modules).toEqual(ALL_MODULES_ON);
    expect((await orgOf(org)).bank_change_review_required).toBe(false);
    const on = await updateOrg(org, { bank_change_review_required: true });
    expect(bodyAt(on, 200).bank_change_review_required).toBe(true);
  });

  it("answers 404 org_not_found for another organization's id, for read and update", async () => {
    const org = await createOrg("Mine");
    const other = await createOrg("Theirs");
    const key = await createKey(org, { scopes: ["keys:manage"] });
    for (const token of [org.token, key.secret]) {
      const read = await callApi("get", orgPath(other), { token });
      expectStatus(read, 404);
      expect(read.body.detail.code).toBe("org_not_found");
      const write = await callApi("post", orgPath(other), {
        token,
        body: { name: "Hijacked", api_ip_allowlist: ["192.0.2.1"] },
      });
      expectStatus(write, 404);
      expect(write.body.detail.code).toBe("org_not_found");
    }
    const adminWrite = await callApi("post", orgPath(other), {
      token: org.token,
      body: { modules: { zero_touch: false } },
    });
    expectStatus(adminWrite, 404);
    expect(adminWrite.body.detail.code).toBe("org_not_found");

    const unknown = await callApi("get", orgPath(`cborg_${"0".repeat(32)}`), { token: org.token });
    expectStatus(unknown, 404);
    expect(unknown.body.detail.code).toBe("org_not_found");

    const theirs = await orgOf(other);
    expect(theirs.name).toBe("Theirs");
    expect(theirs.api_ip_allowlist).toEqual([]);
    expect(theirs.modules).toEqual(ALL_MODULES_ON);
  });
});

describe("IP allowlist enforcement", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  async function orgWithAllowlist(allowlist: string[]) {
    const org = await createOrg("Allowlisted Co");
    const key = await createKey(org);
    const update = await updateOrg(org, { api_ip_allowlist: allowlist });
    expect(update.status).toBe(200);
    return { org, key };
  }

  const authtest = (token: string, peer?: string, headers?: Record<string, string>) =>
    callApi("get", "/v1/utils/authtest", { token, peer, headers });

  it("lets an ak_ key in from an address inside the allowlist", async () => {
    const { key } = await orgWithAllowlist(["203.0.113.0/24"]);
    const result = await authtest(key.secret, "203.0.113.5");
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ msg: "Authentication successful." });
  });

  it("answers 403 ip_not_allowed to an ak_ key from outside the allowlist", async () => {
    const { key } = await orgWithAllowlist(["203.0.113.0/24"]);
    const result = await authtest(key.secret, "198.51.100.1");
    expect(result.status).toBe(403);
    IP_NOT_ALLOWED(result.body);
  });

  it("treats an IPv4-mapped IPv6 peer as the IPv4 address", async () => {
    const { key } = await orgWithAllowlist(["203.0.113.0/24"]);
    expect((await authtest(key.secret, "::ffff:203.0.113.5")).status).toBe(200);
    const outside = await authtest(key.secret, "::ffff:198.51.100.1");
    expect(outside.status).toBe(403);
    IP_NOT_ALLOWED(outside.body);
  });

  it("matches IPv6 peers against IPv6 CIDRs", async () => {
    const { key } = await orgWithAllowlist(["2001:db8::/32"]);
    expect((await authtest(key.secret, "2001:db8:1::5")).status).toBe(200);
    expect((await authtest(key.secret, "2001:db9::5")).status).toBe(403);
    expect((await authtest(key.secret, "203.0.113.5")).status).toBe(403);
  });

  it("denies an ak_ key when the client IP cannot be determined", async () => {
    const { key } = await orgWithAllowlist(["203.0.113.0/24"]);
    const result = await authtest(key.secret);
    expect(result.status).toBe(403);
    IP_NOT_ALLOWED(result.body);
  });

  it("applies to every /v1 route, including the org update that would lift it", async () => {
    const { org, key } = await orgWithAllowlist(["203.0.113.0/24"]);
    const lift = await updateOrg(org, { api_ip_allowlist: [] }, key.secret);
    expect(lift.status).toBe(403);
    IP_NOT_ALLOWED(lift.body);
    expect((await orgOf(org)).api_ip_allowlist).toEqual(["203.0.113.0/24"]);
    const read = await callApi("get", "/v1/risk_levels", { token: key.secret, peer: "198.51.100.1" });
    expect(read.status).toBe(403);
    IP_NOT_ALLOWED(read.body);
    expect((await callApi("get", "/v1/risk_levels", { token: key.secret, peer: "203.0.113.9" })).status).toBe(200);
  });

  it("never blocks a dashboard session token", async () => {
    const { org } = await orgWithAllowlist(["203.0.113.0/24"]);
    expect((await authtest(org.token, "198.51.100.1")).status).toBe(200);
    expect((await authtest(org.token)).status).toBe(200);
    expect((await callApi("get", orgPath(org), { token: org.token, peer: "198.51.100.1" })).status).toBe(200);
  });

  it("does not apply to dashboard sign-in", async () => {
    const { org } = await orgWithAllowlist(["203.0.113.0/24"]);
    const session = await call("/api/auth/token", {
      body: { email: org.email, password: TEST_PASSWORD },
      peer: "198.51.100.77",
    });
    expect(session.status).toBe(200);
  });

  it("cannot be spoofed with X-Forwarded-For when no proxy is trusted", async () => {
    const { org, key } = await orgWithAllowlist(["203.0.113.0/24"]);
    const spoofed = await authtest(key.secret, "198.51.100.1", { "x-forwarded-for": "203.0.113.5" });
    expect(spoofed.status).toBe(403);
    IP_NOT_ALLOWED(spoofed.body);
    const whoami = await callApi("get", "/v1/whoami/ip", {
      token: org.token,
      peer: "198.51.100.1",
      headers: { "x-forwarded-for": "203.0.113.5" },
    });
    expect(whoami.body).toEqual({ client_ip: "198.51.100.1" });
    // Without a socket address, a forwarded header does not make the IP known either.
    const noPeer = await authtest(key.secret, undefined, { "x-forwarded-for": "203.0.113.5" });
    expect(noPeer.status).toBe(403);
  });

  it("behind TRUSTED_PROXIES uses the right-most X-Forwarded-For entry that is not a trusted proxy", async () => {
    vi.stubEnv("TRUSTED_PROXIES", "10.0.0.0/8");
    resetConfigForTests();
    const { org, key } = await orgWithAllowlist(["203.0.113.0/24"]);
    const viaProxy = { "x-forwarded-for": "198.51.100.1, 203.0.113.5" };

    expect((await authtest(key.secret, "10.0.0.2", viaProxy)).status).toBe(200);
    const whoami = await callApi("get", "/v1/whoami/ip", { token: key.secret, peer: "10.0.0.2", headers: viaProxy });
    expect(whoami.status).toBe(200);
    expect(whoami.body).toEqual({ client_ip: "203.0.113.5" });

    // The client's own spoofed entry sits to the left of what the load balancer appended.
    const spoofed = await authtest(key.secret, "10.0.0.2", { "x-forwarded-for": "203.0.113.5, 198.51.100.1" });
    expect(spoofed.status).toBe(403);
    IP_NOT_ALLOWED(spoofed.body);

    // A chain of trusted proxies is skipped.
    expect(
      (await authtest(key.secret, "10.0.0.2", { "x-forwarded-for": "203.0.113.5, 10.0.0.3, 10.9.9.9" })).status,
    ).toBe(200);

    // A peer that is not a trusted proxy is the client, whatever the header says.
    const direct = await authtest(key.secret, "198.51.100.1", { "x-forwarded-for": "203.0.113.5" });
    expect(direct.status).toBe(403);

    // A trusted proxy with no forwarded client, or only proxies: undeterminable, denied.
    expect((await authtest(key.secret, "10.0.0.2")).status).toBe(403);
    expect((await authtest(key.secret, "10.0.0.2", { "x-forwarded-for": "10.0.0.3" })).status).toBe(403);
    expect((await callApi("get", "/v1/whoami/ip", { token: org.token, peer: "10.0.0.2" })).body).toEqual({
      client_ip: null,
    });
  });

  it("allows any IP when the allowlist is empty", async () => {
    const org = await createOrg();
    const key = await createKey(org);
    for (const peer of ["198.51.100.1", "203.0.113.5", "2001:db8::1", "::ffff:192.0.2.1"]) {
      expect((await authtest(key.secret, peer)).status, peer).toBe(200);
    }
    expect((await authtest(key.secret)).status).toBe(200);
    // Setting and then clearing the list lifts the restriction again.
    expect((await updateOrg(org, { api_ip_allowlist: ["203.0.113.0/24"] })).status).toBe(200);
    expect((await authtest(key.secret, "198.51.100.1")).status).toBe(403);
    expect((await updateOrg(org, { api_ip_allowlist: [] })).status).toBe(200);
    expect((await authtest(key.secret, "198.51.100.1")).status).toBe(200);
  });
});
