import { describe, expect, it } from "vitest";
import { createKey, createOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";

describe("connectivity", () => {
  it("authtest answers a fixed message to an ak_ key and a session token", async () => {
    const org = await createOrg();
    const key = await createKey(org);
    for (const token of [key.secret, org.token]) {
      const result = await callApi("get", "/v1/utils/authtest", { token });
      expectStatus(result, 200);
      expect(result.body).toEqual({ msg: "Authentication successful." });
      expect(result.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{32}$/);
    }
  });

  it("whoami/ip reports the address the allowlist evaluates", async () => {
    const org = await createOrg();
    expect((await callApi("get", "/v1/whoami/ip", { token: org.token, peer: "::ffff:198.51.100.7" })).body).toEqual({
      client_ip: "198.51.100.7",
    });
    expect((await callApi("get", "/v1/whoami/ip", { token: org.token })).body).toEqual({ client_ip: null });
  });

  it("whoami describes a session user and an API key", async () => {
    const org = await createOrg("Whoami Org");
    const key = await createKey(org, { name: "reader", scopes: ["audit:read"] });
    const asUser = await callApi("get", "/v1/whoami", { token: org.token });
    expect(asUser.body).toEqual({
      organization_id: org.orgId,
      organization_name: "Whoami Org",
      credential_type: "session",
      user_id: org.userId,
      email: org.email,
      first_name: "Ada",
      last_name: "Admin",
      role: "org:admin",
      api_key_id: null,
      api_key_name: null,
      scopes: [],
    });
    const asKey = await callApi("get", "/v1/whoami", { token: key.secret });
    expect(asKey.body).toMatchObject({
      credential_type: "api_key",
      user_id: null,
      role: null,
      api_key_id: key.id,
      api_key_name: "reader",
      scopes: ["audit:read"],
    });
  });
});
