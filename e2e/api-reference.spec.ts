import { expect, test } from "./support";

test("health reports the embedded database once migrations ran", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "pglite" });
});

test("the OpenAPI document is generated from the route schemas", async ({ request }) => {
  const response = await request.get("/api/openapi.json");
  expect(response.status()).toBe(200);
  const document = await response.json();
  expect(document.openapi).toBe("3.1.0");
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining(["/v1/api-keys", "/v1/system_audit_log", "/api/auth/token"]),
  );
});

test("the API reference works offline: its overview, an area's page by keyboard, old anchors and unknown areas", async ({
  page,
}) => {
  const external: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) {
      external.push(request.url());
    }
  });
  await page.goto("/docs");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.getByRole("link", { name: /openapi\.json/i })).toHaveAttribute("href", "/api/openapi.json");
  const toc = page.getByRole("navigation", { name: "API reference contents" });
  await expect(toc.getByRole("link", { name: "Rotate an API key" })).toHaveAttribute(
    "href",
    "/docs/api-keys#op-rotateApiKey",
  );

  // An area's page from the overview's list, by keyboard.
  await page
    .getByRole("region", { name: "Endpoints by area" })
    .getByRole("link", { name: "API keys", exact: true })
    .focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/docs\/api-keys$/);
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  await expect(page).toHaveTitle("API keys · API reference · Vendor Risk Platform");
  await expect(page.getByText("/v1/api-keys/{api_key_id}/rotate").first()).toBeVisible();
  await expect(toc.getByRole("link", { name: "API keys", exact: true })).toHaveAttribute("aria-current", "page");
  // Only this area's operations are listed; the others are a page away.
  await expect(toc.getByRole("link", { name: "Create a vendor" })).toHaveCount(0);

  // A link saved from the one-page reference of old opens its operation on its area's page.
  await page.goto("/docs#op-createToken");
  await expect(page).toHaveURL(/\/docs\/accounts#op-createToken$/);
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();

  await page.goto("/docs/no-such-area");
  await expect(page.getByRole("heading", { level: 1, name: "No such part of the API reference" })).toBeVisible();
  await page.getByRole("link", { name: "Open the API reference" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  expect(external).toEqual([]);
});

test("/v1 without a credential answers the spec's 401", async ({ request }) => {
  const response = await request.get("/v1/utils/authtest");
  expect(response.status()).toBe(401);
  expect(await response.json()).toEqual({ detail: "Not authenticated." });
  expect(response.headers()["x-request-id"]).toMatch(/^req_/);
});

test("a person can sign up, get a token, mint a key and read the calls back", async ({ request }) => {
  const email = `e2e-${Date.now()}@example.test`;
  const signup = await request.post("/api/auth/signup", {
    data: { organization_name: "E2E Org", email, password: "a long enough password" },
  });
  expect(signup.status()).toBe(201);
  const token = await request.post("/api/auth/token", { data: { email, password: "a long enough password" } });
  const { access_token: accessToken } = await token.json();
  const created = await request.post("/v1/api-keys", {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { name: "ci", scopes: ["audit:read"] },
  });
  expect(created.status()).toBe(201);
  const { secret } = await created.json();
  const spoofed = {
    authorization: `Bearer ${secret}`,
    "x-vrp-peer-address": "203.0.113.1",
    "x-forwarded-for": "203.0.113.2",
  };
  expect((await request.get("/v1/utils/authtest", { headers: spoofed })).status()).toBe(200);
  const audit = await request.get("/v1/system_audit_log", { headers: { authorization: `Bearer ${secret}` } });
  const { items } = await audit.json();
  expect(items.map((item: { route: string }) => item.route)).toEqual(["/v1/utils/authtest", "/v1/api-keys"]);
  // Over real HTTP the socket address is recorded, and a client-sent peer header is ignored.
  expect(items[0].client_ip).toBe("127.0.0.1");
});

test("the API reference's overview and its largest area do not scroll sideways on a 390 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ["/docs", "/docs/supplier-profile"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForLoadState("load");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ path, scrollWidth }).toEqual({ path, scrollWidth: 390 });
  }
});
