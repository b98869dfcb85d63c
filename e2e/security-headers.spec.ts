import type { APIResponse, BrowserContext, Page } from "@playwright/test";
import { createAccount, expect, signIn, test } from "./support";

const KEYS_PAGE = "/settings/api-keys";

function expectCommonHeaders(response: APIResponse, label: string): void {
  const headers = response.headers();
  expect([label, headers["x-content-type-options"]]).toEqual([label, "nosniff"]);
  expect([label, headers["x-frame-options"]]).toEqual([label, "DENY"]);
  expect([label, headers["referrer-policy"]]).toEqual([label, "strict-origin-when-cross-origin"]);
  expect([label, headers["permissions-policy"]]).toEqual([label, expect.stringContaining("camera=()")]);
  // The e2e server runs on http: HSTS would be meaningless there.
  expect([label, headers["strict-transport-security"]]).toEqual([label, undefined]);
}

function nonceOf(policy: string | undefined): string {
  const match = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? "");
  expect(match, `a nonce in ${policy}`).not.toBeNull();
  return match?.[1] ?? "";
}

test("pages carry a per-request nonce CSP and Next puts the nonce on its scripts", async ({ request }) => {
  for (const path of ["/signin", "/signup", "/docs"]) {
    const first = await request.get(path);
    const second = await request.get(path);
    expect([path, first.status()]).toEqual([path, 200]);
    expectCommonHeaders(first, path);
    const policy = first.headers()["content-security-policy"];
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'none'", "'strict-dynamic'"]) {
      expect([path, policy]).toEqual([path, expect.stringContaining(directive)]);
    }
    expect(policy).not.toContain("'unsafe-inline' 'strict-dynamic'");
    const nonce = nonceOf(policy);
    expect(nonceOf(second.headers()["content-security-policy"])).not.toBe(nonce);
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect([path, script]).toEqual([path, expect.stringContaining(`nonce="${nonce}"`)]);
    }
  }
});

test("the API, downloads, health check and static assets carry the headers too", async ({ request }) => {
  const html = await (await request.get("/signin")).text();
  const asset = /<script\b[^>]*src="(\/_next\/static\/[^"]+)"/.exec(html)?.[1];
  expect(asset).toBeDefined();
  for (const path of ["/v1/whoami", "/v1/nothing-here", "/files/no/such/file", "/api/health", "/api/openapi.json"]) {
    const response = await request.get(path);
    expectCommonHeaders(response, path);
    expect([path, response.headers()["content-security-policy"]]).toEqual([
      path,
      expect.stringContaining("frame-ancestors 'none'"),
    ]);
  }
  const script = await request.get(asset as string);
  expect(script.status()).toBe(200);
  expectCommonHeaders(script, "static asset");
});

/** A page on the site's own origin (answered by the browser, not the server) that frames the keys page. */
async function openFramingPage(page: Page, baseURL: string): Promise<void> {
  await page.route(`${baseURL}/framing-test`, (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><iframe src="${KEYS_PAGE}"></iframe>` }),
  );
  await page.goto(`${baseURL}/framing-test`);
}

test("the signed-in API keys page cannot be framed, not even by the same site", async ({
  browser,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, "framing");
  // A context of its own: the refused frame is a CSP violation by design, which the shared guard would report.
  const context: BrowserContext = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, account, KEYS_PAGE);
    const keysResponse = await page.request.get(KEYS_PAGE);
    expect(keysResponse.headers()["x-frame-options"]).toBe("DENY");
    expect(keysResponse.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");

    const refused = page.waitForEvent("console", (message) => message.text().includes("frame-ancestors"));
    await openFramingPage(page, baseURL as string);
    await refused;
    const framed = page.frameLocator("iframe");
    await expect(framed.getByRole("heading", { name: "API keys" })).toHaveCount(0);
    await expect(framed.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

const LEAVING_CALLBACKS = [
  "/\t/evil.example/",
  "//evil.example",
  "/\\evil.example",
  "https://evil.example",
  "//evil\u3002example/",
  "javascript:alert(1)",
  "\n",
  "\r",
];

/** Anything that reaches evil.example answers, so a regression shows as a wrong URL rather than a DNS wait. */
async function catchEvilNavigations(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.hostname === "evil.example",
    (route) => route.fulfill({ contentType: "text/html", body: "evil" }),
  );
}

test("a signed-in browser opening sign-in goes only to pages of this site", async ({ page, request, baseURL }) => {
  const account = await createAccount(request, "redirect");
  await catchEvilNavigations(page.context());
  await signIn(page, account);
  const origin = new URL(baseURL as string).origin;

  for (const callback of LEAVING_CALLBACKS) {
    const response = await page.goto(`/signin?callbackUrl=${encodeURIComponent(callback)}`);
    expect([callback, response?.status()]).toEqual([callback, 200]);
    expect([callback, page.url()]).toEqual([callback, `${origin}/`]);
  }
  // A value that resolves to a path of this site is a page here (or its not-found page), never an error.
  const fullStop = await page.goto("/signin?callbackUrl=%E3%80%82");
  expect(fullStop?.status()).toBeLessThan(500);
  expect(new URL(page.url()).origin).toBe(origin);

  await page.goto(`/signin?callbackUrl=${encodeURIComponent("/vendors?x=1")}`);
  expect(page.url()).toBe(`${origin}/vendors?x=1`);
  await page.goto(`/signin?callbackUrl=${encodeURIComponent(`${origin}/audit-log`)}`);
  expect(page.url()).toBe(`${origin}/audit-log`);
});

test("the sign-in form goes only to pages of this site", async ({ page, request, baseURL }) => {
  const account = await createAccount(request, "formredirect");
  await catchEvilNavigations(page.context());
  const origin = new URL(baseURL as string).origin;
  await page.goto(`/signin?callbackUrl=${encodeURIComponent("/\t/evil.example/")}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  expect(page.url()).toBe(`${origin}/`);

  // next-auth's own answer (the URL it would send a browser to) stays on the site as well.
  const csrf = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  for (const callbackUrl of LEAVING_CALLBACKS) {
    const answer = await page.request.post("/api/auth/callback/credentials", {
      form: { email: account.email, password: account.password, callbackUrl, csrfToken: csrf.csrfToken, json: "true" },
    });
    expect([callbackUrl, answer.status()]).toEqual([callbackUrl, 200]);
    expect([callbackUrl, ((await answer.json()) as { url: string }).url]).toEqual([callbackUrl, `${origin}/`]);
  }
});
