import { apiToken, createAccount, expect, test } from "./support";

// These run against the real server (lib/server/main.ts with the production Next build), where the
// in-process API tests cannot reach: Next's router and the path dispatch of lib/server/main.ts.

test("paths with invalid percent-encoding answer 400, never 500", async ({ request }) => {
  for (const path of ["/api/v1/vendors/..%c0%af", "/api/auth/invitations/%c0%af", "/invite/%c0%af", "/%c0%af"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect([path, response.status()]).toEqual([path, 400]);
  }
  const api = await request.get("/v1/vendors/%c0%af");
  expect(api.status()).toBeLessThan(500);
});

test("an oversized JSON body to the sign-in token endpoint is refused with 413 before it is read", async ({
  request,
}) => {
  const response = await request.post("/api/auth/token", {
    headers: { "content-type": "application/json" },
    data: JSON.stringify({ email: "a@example.test", password: "x".repeat(2 * 1024 * 1024) }),
  });
  expect(response.status()).toBe(413);
  expect((await response.json()).detail.code).toBe("payload_too_large");
});

test("a custom field value for an unknown record answers 404 through /v1 on the real server", async ({ request }) => {
  const token = await apiToken(request, await createAccount(request, "cfv"));
  const response = await request.put(`/v1/custom-field-values/vendor/cbvndr_${"0".repeat(32)}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { values: {} },
  });
  expect(response.status()).toBe(404);
  expect((await response.json()).detail.code).toBe("vendor_not_found");
});
