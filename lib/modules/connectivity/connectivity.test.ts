import { describe, expect, it } from "vitest";
import { createKey, createOrg } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";

describe("connectivity", () => {
  it("authtest answers a fixed message to an ak_ key and a session token", async () => {
    const org = await createOrg();
    const key = await createKey(org);
    for (const token of [key.secret, org.token]) {
      const result = await call("/v1/utils/authtest", { token });
      expect(result.status).toBe(200);
      expect(result.body).toEqual({ msg: "Authentication successful." });
      expect(result.headers.get("x-request-id")).toMatch(/^req_[0-9a-f]{32}$/);
    }
  });

  it("whoami/ip reports the address the allowlist evaluates", async () => {
    const org = await createOrg();
    expect((await call("/v1/whoami/ip", { token: org.token, peer: "::ffff:198.51.100.7" })).body).toEqual({
      client_ip: "198.51.100.7",
    });
    expect((await call("/v1/whoami/ip", { token: org.token })).body).toEqual({ client_ip: null });
  });
});
