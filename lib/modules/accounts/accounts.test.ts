import { randomInt } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "@/lib/config/env";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createMember, createOrg, TEST_PASSWORD, type TestOrg, uniqueEmail } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus, validationIssues } from "@/lib/testing/http";

const idOf = (prefix: string) => new RegExp(`^${prefix}_[0-9a-f]{32}$`);
const ORG_ID = idOf("cborg");
const USER_ID = idOf("cbuser");

/** A documentation-range address nobody else in this file uses, so per-IP counters never collide. */
const uniqueIp = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

async function signUp(overrides: Partial<Schemas["Signup"]> = {}) {
  const email = uniqueEmail("signup");
  const body = { organization_name: "Signup Co", email, password: TEST_PASSWORD, ...overrides };
  return { email, result: await callApi("post", "/api/auth/signup", { body }) };
}

const token = (email: string, password: string, peer?: string) =>
  callApi("post", "/api/auth/token", { body: { email, password }, peer });

/** Entries of a FastAPI-style 422 body, checked for shape. */
function validationEntries(body: unknown): { loc: (string | number)[]; msg: string; type: string }[] {
  const entries = validationIssues(body);
  for (const entry of entries) {
    expect(Array.isArray(entry.loc)).toBe(true);
    expect(typeof entry.msg).toBe("string");
  }
  return entries;
}

describe("POST /api/auth/signup", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  it("creates an organization and its first user", async () => {
    const { result } = await signUp({ first_name: "Grace", last_name: "Hopper" });
    expectStatus(result, 201);
    expect(Object.keys(result.body).sort()).toEqual(["organization_id", "user_id"]);
    expect(result.body.organization_id).toMatch(ORG_ID);
    expect(result.body.user_id).toMatch(USER_ID);
  });

  it("makes the first user an admin of the new organization, named as requested", async () => {
    const { email, result } = await signUp({ organization_name: "Hopper Industries" });
    expectStatus(result, 201);
    const session = await token(email, TEST_PASSWORD);
    expectStatus(session, 200);
    const org = await callApi("get", `/v1/org/${result.body.organization_id}`, { token: session.body.access_token });
    expectStatus(org, 200);
    expect(org.body.id).toBe(result.body.organization_id);
    expect(org.body.name).toBe("Hopper Industries");
    // Only an admin dashboard token may switch modules.
    const update = await callApi("post", `/v1/org/${result.body.organization_id}`, {
      token: session.body.access_token,
      body: { bank_change_review_required: false },
    });
    expectStatus(update, 200);
    expect(update.body.bank_change_review_required).toBe(false);
  });

  it("rejects a password shorter than 12 characters with a FastAPI-style 422", async () => {
    const { email, result } = await signUp({ password: "elevenchars" });
    expectStatus(result, 422);
    const entries = validationEntries(result.body);
    expect(entries.map((entry) => entry.loc)).toEqual([["body", "password"]]);
    expect(entries[0]?.type).toBe("string_too_short");
    // Nothing was created: the email stays free.
    expect((await token(email, "elevenchars")).status).toBe(401);
  });

  it("accepts a password of exactly 12 characters", async () => {
    const { result } = await signUp({ password: "twelve-chars" });
    expectStatus(result, 201);
  });

  it("rejects an invalid email", async () => {
    const { result } = await signUp({ email: "not-an-email" });
    expectStatus(result, 422);
    expect(validationEntries(result.body).map((entry) => entry.loc)).toEqual([["body", "email"]]);
  });

  it("rejects a missing organization_name", async () => {
    const email = uniqueEmail("signup");
    const result = await callApi("post", "/api/auth/signup", { uncheckedBody: { email, password: TEST_PASSWORD } });
    expectStatus(result, 422);
    const entries = validationEntries(result.body);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ loc: ["body", "organization_name"], type: "missing" });
  });

  it("rejects a blank organization_name", async () => {
    const { result } = await signUp({ organization_name: "   " });
    expectStatus(result, 422);
    expect(validationEntries(result.body).map((entry) => entry.loc)).toEqual([["body", "organization_name"]]);
  });

  it("answers a malformed JSON body with a FastAPI-style 422 array", async () => {
    const result = await call<unknown>("/api/auth/signup", {
      method: "POST",
      rawBody: '{"organization_name": "Broken", "email": ',
      headers: { "content-type": "application/json" },
    });
    expect(result.status).toBe(422);
    const entries = validationEntries(result.body);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.loc[0]).toBe("body");
    expect(entries[0]?.type).toBe("json_invalid");
  });

  it("answers 409 user_exists when the email is taken, case-insensitively", async () => {
    const { email, result } = await signUp();
    expectStatus(result, 201);
    const again = await callApi("post", "/api/auth/signup", {
      body: { organization_name: "Copycat", email: email.toUpperCase(), password: TEST_PASSWORD },
    });
    expectStatus(again, 409);
    expect(again.body.detail.code).toBe("user_exists");
    expect(typeof again.body.detail.message).toBe("string");
    // The original account still signs in, and into its own organization.
    const session = await token(email, TEST_PASSWORD);
    expectStatus(session, 200);
    expect(session.body.organization_id).toBe(result.body.organization_id);
  });

  it("limits sign-ups per client address (SIGNUP_RATE_LIMIT per hour): 429 rate_limited with Retry-After", async () => {
    vi.stubEnv("SIGNUP_RATE_LIMIT", "2");
    resetConfigForTests();
    const address = uniqueIp();
    const signUpFrom = (peer: string) =>
      callApi("post", "/api/auth/signup", {
        body: { organization_name: "Limited Co", email: uniqueEmail("limited"), password: TEST_PASSWORD },
        peer,
      });
    expect((await signUpFrom(address)).status).toBe(201);
    expect((await signUpFrom(address)).status).toBe(201);
    const refused = await signUpFrom(address);
    expectStatus(refused, 429);
    expect(refused.body.detail.code).toBe("rate_limited");
    expect(typeof refused.body.detail.message).toBe("string");
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address still signs up.
    expect((await signUpFrom(uniqueIp())).status).toBe(201);
  });

  it("counts parallel sign-ups from one address atomically", async () => {
    vi.stubEnv("SIGNUP_RATE_LIMIT", "3");
    resetConfigForTests();
    const address = uniqueIp();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        callApi("post", "/api/auth/signup", {
          body: { organization_name: "Burst Co", email: uniqueEmail("burst"), password: TEST_PASSWORD },
          peer: address,
        }),
      ),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
  });

  it("does not limit sign-ups when SIGNUP_RATE_LIMIT is 0", async () => {
    vi.stubEnv("SIGNUP_RATE_LIMIT", "0");
    resetConfigForTests();
    const address = uniqueIp();
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const result = await callApi("post", "/api/auth/signup", {
        body: { organization_name: "Unlimited Co", email: uniqueEmail("unlimited"), password: TEST_PASSWORD },
        peer: address,
      });
      expect(result.status, `sign-up ${attempt}`).toBe(201);
    }
  });

  it("answers 403 signup_closed when SIGNUP=closed", async () => {
    vi.stubEnv("SIGNUP", "closed");
    resetConfigForTests();
    const { email, result } = await signUp();
    expectStatus(result, 403);
    expect(result.body.detail.code).toBe("signup_closed");
    expect(typeof result.body.detail.message).toBe("string");
    expect((await token(email, TEST_PASSWORD)).status).toBe(401);

    vi.unstubAllEnvs();
    resetConfigForTests();
    expect((await signUp()).result.status).toBe(201);
  });
});

describe("POST /api/auth/token", () => {
  it("exchanges email and password for a working dashboard session token", async () => {
    const { email, result } = await signUp();
    expectStatus(result, 201);
    const session = await token(email, TEST_PASSWORD);
    expectStatus(session, 200);
    expect(Object.keys(session.body).sort()).toEqual([
      "access_token",
      "expires_in",
      "organization_id",
      "token_type",
      "user_id",
    ]);
    expect(session.body.token_type).toBe("Bearer");
    expect(typeof session.body.access_token).toBe("string");
    expect(session.body.access_token.split(".")).toHaveLength(3);
    expect(Number.isInteger(session.body.expires_in)).toBe(true);
    expect(session.body.expires_in).toBeGreaterThan(0);
    expect(session.body.organization_id).toBe(result.body.organization_id);
    expect(session.body.user_id).toBe(result.body.user_id);

    const authtest = await callApi("get", "/v1/utils/authtest", { token: session.body.access_token });
    expectStatus(authtest, 200);
    expect(authtest.body).toEqual({ msg: "Authentication successful." });
  });

  it("matches the email case-insensitively", async () => {
    const { email, result } = await signUp();
    expectStatus(result, 201);
    const session = await token(email.toUpperCase(), TEST_PASSWORD);
    expectStatus(session, 200);
    expect(session.body.user_id).toBe(result.body.user_id);
  });

  it("answers 401 invalid_credentials for a wrong password and the same body for an unknown email", async () => {
    const { email } = await signUp();
    const wrong = await token(email, "definitely the wrong password");
    expectStatus(wrong, 401);
    expect(wrong.body.detail.code).toBe("invalid_credentials");
    expect(typeof wrong.body.detail.message).toBe("string");
    expect(Object.keys(wrong.body.detail).sort()).toEqual(["code", "message"]);

    const unknown = await token(uniqueEmail("nobody"), TEST_PASSWORD);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it("throttles an email from one address after 5 failures: even the right password there gets 429 with Retry-After", async () => {
    const { email } = await signUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await token(email, `wrong password ${attempt}`);
      expect(failed.status, `attempt ${attempt}`).toBe(401);
      expectStatus(failed, 401);
      expect(failed.body.detail.code).toBe("invalid_credentials");
    }
    const blocked = await token(email, TEST_PASSWORD);
    expectStatus(blocked, 429);
    expect(blocked.body.detail.code).toBe("too_many_attempts");
    expect(typeof blocked.body.detail.message).toBe("string");
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The bucket is case-insensitive; the owner at another address is not locked out.
    const otherCase = await token(email.toUpperCase(), TEST_PASSWORD);
    expectStatus(otherCase, 429);
    expect(otherCase.body.detail.code).toBe("too_many_attempts");
    expect((await token(email, TEST_PASSWORD, uniqueIp())).status).toBe(200);
  });

  it("does not let a concurrent burst evaluate more than 5 wrong passwords for one email", async () => {
    const { email } = await signUp();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, attempt) => token(email, `concurrent wrong password ${attempt}`)),
    );
    const statuses = burst.map((result) => result.status);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect((await token(email, TEST_PASSWORD)).status).toBe(429);
  });

  it("does not throttle after 4 failures, and a success resets the count", async () => {
    const { email } = await signUp();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await token(email, "wrong password!")).status).toBe(401);
    }
    expect((await token(email, TEST_PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await token(email, "wrong password!")).status).toBe(401);
    }
    expect((await token(email, TEST_PASSWORD)).status).toBe(200);
  });

  it("throttles one email without affecting another", async () => {
    const blockedAccount = await signUp();
    const otherAccount = await signUp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await token(blockedAccount.email, "wrong password!");
    }
    expect((await token(blockedAccount.email, TEST_PASSWORD)).status).toBe(429);
    expect((await token(otherAccount.email, TEST_PASSWORD)).status).toBe(200);
  });

  it("throttles an IP after 20 failures across emails", async () => {
    const ip = uniqueIp();
    const { email } = await signUp();
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const failed = await token(uniqueEmail("spray"), TEST_PASSWORD, ip);
      expect(failed.status, `attempt ${attempt}`).toBe(401);
    }
    const blocked = await token(email, TEST_PASSWORD, ip);
    expectStatus(blocked, 429);
    expect(blocked.body.detail.code).toBe("too_many_attempts");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address, same account: fine.
    expect((await token(email, TEST_PASSWORD, uniqueIp())).status).toBe(200);
  });

  it("lets the other org roles use /v1 but answers an auxiliary member 401 Unauthorized role.", async () => {
    const org = await createOrg("Roles Co");
    const auxiliary = await createMember(org, "org:auxiliary_member");
    const denied = await callApi("get", "/v1/utils/authtest", { token: auxiliary.token });
    expectStatus(denied, 401);
    expect(denied.body).toEqual({ detail: "Unauthorized role." });

    for (const role of ["org:member", "org:siloed_member", "org:guest"] as const) {
      const member = await createMember(org, role);
      const allowed = await callApi("get", "/v1/utils/authtest", { token: member.token });
      expect(allowed.status, role).toBe(200);
    }
  });
});

describe("organization defaults through the discovery endpoints", () => {
  let org: TestOrg;
  let other: TestOrg;

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg("Defaults A"), createOrg("Defaults B")]);
  });

  /** The items of a `{items, total}` answer, checked: exactly those keys, total equal to the item count. */
  function itemsOf<L extends { items: unknown[]; total: number }>(body: L): L["items"] {
    expect(Object.keys(body).sort()).toEqual(["items", "total"]);
    expect(Array.isArray(body.items)).toBe(true);
    expect(body.total).toBe(body.items.length);
    return body.items;
  }

  const tokenOf = (who: TestOrg | string) => (typeof who === "string" ? who : who.token);

  /** The checked items of each discovery list, as an organization's admin or one of its ak_ keys sees it. */
  const list = {
    "/v1/statuses?entity=vendor": async (who: TestOrg | string = org) =>
      itemsOf(bodyAt(await callApi("get", "/v1/statuses?entity=vendor", { token: tokenOf(who) }), 200)),
    "/v1/statuses?entity=finding": async (who: TestOrg | string = org) =>
      itemsOf(bodyAt(await callApi("get", "/v1/statuses?entity=finding", { token: tokenOf(who) }), 200)),
    "/v1/risk_levels": async (who: TestOrg | string = org) =>
      itemsOf(bodyAt(await callApi("get", "/v1/risk_levels", { token: tokenOf(who) }), 200)),
    "/v1/control_sets": async (who: TestOrg | string = org) =>
      itemsOf(bodyAt(await callApi("get", "/v1/control_sets", { token: tokenOf(who) }), 200)),
    "/v1/assessment_plans": async (who: TestOrg | string = org) =>
      itemsOf(bodyAt(await callApi("get", "/v1/assessment_plans", { token: tokenOf(who) }), 200)),
    "/v1/workflows": async (who: TestOrg | string = org) =>
      itemsOf(bodyAt(await callApi("get", "/v1/workflows", { token: tokenOf(who) }), 200)),
    "/v1/document_types": async (who: TestOrg | string = org) =>
      itemsOf(bodyAt(await callApi("get", "/v1/document_types", { token: tokenOf(who) }), 200)),
    "/v1/legal_entities": async (who: TestOrg | string = org) =>
      itemsOf(bodyAt(await callApi("get", "/v1/legal_entities", { token: tokenOf(who) }), 200)),
    "/v1/tags": async (who: TestOrg | string = org) =>
      itemsOf(bodyAt(await callApi("get", "/v1/tags", { token: tokenOf(who) }), 200)),
  };

  it("lists the vendor statuses in order", async () => {
    const items = await list["/v1/statuses?entity=vendor"]();
    expect(items.map((item) => item.name)).toEqual(["Prospective", "Active", "Under review", "Offboarded"]);
    for (const item of items) {
      expect(item.id).toMatch(idOf("cbst"));
      expect(item.entity).toBe("vendor");
    }
  });

  it("lists the finding statuses in order", async () => {
    const items = await list["/v1/statuses?entity=finding"]();
    expect(items.map((item) => item.name)).toEqual(["Open", "In progress", "Resolved", "Risk accepted"]);
    for (const item of items) {
      expect(item.id).toMatch(idOf("cbst"));
      expect(item.entity).toBe("finding");
    }
  });

  it("rejects an unknown status entity with a FastAPI-style 422", async () => {
    const result = await callApi("get", "/v1/statuses?entity=bogus", { token: org.token });
    expectStatus(result, 422);
    expect(validationEntries(result.body).map((entry) => entry.loc)).toEqual([["query", "entity"]]);
  });

  it("starts with no tags; POST /v1/tags creates one (201) and is create-or-get (200)", async () => {
    const fresh = await createOrg("Tags Co");
    expect(await list["/v1/tags"](fresh)).toEqual([]);

    const created = await callApi("post", "/v1/tags", { token: fresh.token, body: { value: "Critical supplier" } });
    expectStatus(created, 201);
    expect(Object.keys(created.body).sort()).toEqual(["id", "value"]);
    expect(created.body.id).toMatch(idOf("cbtag"));
    expect(created.body.value).toBe("Critical supplier");

    const again = await callApi("post", "/v1/tags", { token: fresh.token, body: { value: "CRITICAL supplier" } });
    expectStatus(again, 200);
    expect(again.body).toEqual(created.body);

    expect(await list["/v1/tags"](fresh)).toEqual([created.body]);
    // Another org does not see it, and may create the same value as its own tag.
    expect((await list["/v1/tags"](other)).map((tag) => tag.id)).not.toContain(created.body.id);
    const theirs = await callApi("post", "/v1/tags", { token: other.token, body: { value: "Critical supplier" } });
    expectStatus(theirs, 201);
    expect(theirs.body.id).not.toBe(created.body.id);
  });

  it("rejects an empty tag value", async () => {
    const result = await callApi("post", "/v1/tags", { token: org.token, body: { value: "  " } });
    expectStatus(result, 422);
    expect(validationEntries(result.body).map((entry) => entry.loc)).toEqual([["body", "value"]]);
  });

  it("lists the risk levels Critical..Minimal with rank 1..5", async () => {
    const items = await list["/v1/risk_levels"]();
    expect(items.map(({ name, rank }) => ({ name, rank }))).toEqual([
      { name: "Critical", rank: 1 },
      { name: "High", rank: 2 },
      { name: "Medium", rank: 3 },
      { name: "Low", rank: 4 },
      { name: "Minimal", rank: 5 },
    ]);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(["id", "name", "rank"]);
      expect(item.id).toMatch(idOf("cbsclvl"));
    }
  });

  it("lists a SOC 2 set, an ISO 27001 set and one zero touch set, each with at least 18 controls", async () => {
    const items = await list["/v1/control_sets"]();
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(["control_count", "id", "is_zero_touch", "name"]);
      expect(item.id).toMatch(idOf("cbctst"));
      expect(Number.isInteger(item.control_count)).toBe(true);
      expect(item.control_count).toBeGreaterThanOrEqual(18);
    }
    const soc2 = items.filter((item) => /SOC ?2/i.test(item.name));
    const iso = items.filter((item) => /ISO ?27001/i.test(item.name));
    expect(soc2).toHaveLength(1);
    expect(iso).toHaveLength(1);
    expect(soc2[0]?.is_zero_touch).toBe(false);
    expect(iso[0]?.is_zero_touch).toBe(false);
    expect(items.filter((item) => item.is_zero_touch === true)).toHaveLength(1);
  });

  it("lists assessment plans that reference existing control sets", async () => {
    const setIds = new Set((await list["/v1/control_sets"]()).map((set) => set.id));
    const plans = await list["/v1/assessment_plans"]();
    expect(plans.length).toBeGreaterThan(0);
    for (const plan of plans) {
      expect(Object.keys(plan).sort()).toEqual(["control_set_ids", "id", "name"]);
      expect(plan.id).toMatch(idOf("cbasmtpl"));
      expect(typeof plan.name).toBe("string");
      expect(plan.control_set_ids.length).toBeGreaterThan(0);
      for (const setId of plan.control_set_ids) {
        expect(setIds.has(setId), `${plan.name} → ${setId}`).toBe(true);
      }
    }
  });

  it("lists an enabled vendor_onboarding workflow and a disabled offboarding workflow", async () => {
    const items = await list["/v1/workflows"]();
    for (const item of items) {
      expect(item.id).toMatch(idOf("cbwd"));
      expect(Object.keys(item).sort()).toEqual(["enabled", "id", "name", "steps", "trigger"]);
    }
    const onboarding = items.find((item) => item.name === "vendor_onboarding");
    const offboarding = items.find((item) => item.name === "offboarding");
    expect(onboarding?.enabled).toBe(true);
    expect(onboarding?.steps.map((step) => step.action_type)).toEqual([
      "send_questionnaire",
      "tier_vendor",
      "send_webhook",
    ]);
    expect(offboarding?.enabled).toBe(false);
  });

  it("lists the document types as {slug, name} objects", async () => {
    const items = await list["/v1/document_types"]();
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(["name", "slug"]);
      expect(typeof item.slug).toBe("string");
      expect(item.name.length).toBeGreaterThan(0);
    }
    const slugs = items.map((item) => item.slug);
    for (const slug of [
      "soc2_type2",
      "iso27001_certificate",
      "penetration_test",
      "privacy_policy",
      "insurance_certificate",
      "financial_statement",
      "dpa",
      "other",
    ]) {
      expect(slugs).toContain(slug);
    }
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("lists exactly one legal entity: the default, in the US", async () => {
    const items = await list["/v1/legal_entities"]();
    expect(items).toHaveLength(1);
    const entity = items[0]!;
    expect(Object.keys(entity).sort()).toEqual(["country", "id", "is_default", "name"]);
    expect(entity.id).toMatch(idOf("cble"));
    expect(entity.is_default).toBe(true);
    expect(entity.country).toBe("US");
    expect(typeof entity.name).toBe("string");
  });

  it("answers an ak_ key of the org exactly as the dashboard token", async () => {
    const key = await createKey(org);
    for (const path of [
      "/v1/statuses?entity=vendor",
      "/v1/risk_levels",
      "/v1/control_sets",
      "/v1/workflows",
    ] as const) {
      expect(await list[path](key.secret)).toEqual(await list[path](org));
    }
  });

  it("shows each organization only its own records", async () => {
    const paths = [
      "/v1/statuses?entity=vendor",
      "/v1/statuses?entity=finding",
      "/v1/risk_levels",
      "/v1/control_sets",
      "/v1/assessment_plans",
      "/v1/workflows",
      "/v1/legal_entities",
    ] as const;
    for (const path of paths) {
      const mine = (await list[path](org)).map((item) => item.id);
      const theirs = (await list[path](other)).map((item) => item.id);
      expect(mine.length, path).toBeGreaterThan(0);
      expect(theirs.length, path).toBe(mine.length);
      expect(
        mine.filter((id) => theirs.includes(id)),
        path,
      ).toEqual([]);
    }
    // Assessment plans of one org never point at the other org's control sets.
    const theirSets = new Set((await list["/v1/control_sets"](other)).map((set) => set.id));
    for (const plan of await list["/v1/assessment_plans"](org)) {
      for (const setId of plan.control_set_ids) {
        expect(theirSets.has(setId)).toBe(false);
      }
    }
  });
});
