import type { BrowserContext, Page } from "@playwright/test";
import {
  apiToken,
  createAccount,
  expect,
  expectAccessible,
  newAccount,
  signIn,
  signInThroughForm,
  test,
} from "./support";

test("sign up in the browser, land on the dashboard, sign out, sign in again", async ({ page }) => {
  const account = newAccount("signup");
  await page.goto("/signup");
  await page.getByLabel("Organization name").fill(account.orgName);
  await page.getByLabel("First name").fill("Sam");
  await page.getByLabel("Work email").fill(account.email);
  await page.getByLabel("Password").fill("too short");
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByText("Use at least 12 characters.")).toBeVisible();

  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create organization" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByText(account.orgName).first()).toBeVisible();

  await page
    .getByRole("button", { name: /Account menu/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL(/\/signin/);

  await signInThroughForm(page, account);
  await expect(page.getByText(account.orgName).first()).toBeVisible();
});

test("signing up twice with one email says so on the email field", async ({ page, request }) => {
  const account = await createAccount(request, "dup");
  await page.goto("/signup");
  await page.getByLabel("Organization name").fill("Second org");
  await page.getByLabel("Work email").fill(account.email.toUpperCase());
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByText("An account with this email already exists. Sign in instead.")).toBeVisible();
});

test("a wrong password is refused with a clear message, by keyboard alone", async ({ page, request }) => {
  const account = await createAccount(request, "wrongpw");
  await page.goto("/signin");
  await expectAccessible(page);
  await page.getByLabel("Email").focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("not the password");
  await page.keyboard.press("Enter");
  await expect(page.getByText("Incorrect email or password.")).toBeVisible();
});

test("a signed-out visit to a page returns there after signing in", async ({ page, request }) => {
  const account = await createAccount(request, "return");
  await page.goto("/audit-log?method=GET");
  await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Faudit-log%3Fmethod%3DGET/);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === "/audit-log" && url.search === "?method=GET");
});

test("an expired session sends the next action to sign-in and back", async ({ page, request, context }) => {
  const account = await createAccount(request, "expiry");
  const backOnKeys = (url: URL) => url.pathname === "/settings/api-keys";
  const signInAgain = async () => {
    await expect(page).toHaveURL(/\/signin\?callbackUrl=%2Fsettings%2Fapi-keys/);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(backOnKeys);
    await expect(page.getByText("No API keys yet")).toBeVisible();
  };
  // The page's own calls must be done before the cookie goes, or one of them (answered 401) races the next step.
  const settle = async () => {
    await expect(page.getByText("No API keys yet")).toBeVisible();
    await page.waitForLoadState("networkidle");
  };

  await signIn(page, account, "/settings/api-keys");
  await settle();
  await context.clearCookies();
  await page.reload();
  await signInAgain();

  // An action inside the page: its API call is refused, and the app goes to sign-in instead of showing an error.
  await settle();
  await context.clearCookies();
  await page.getByRole("button", { name: "Create API key", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Create API key" });
  await dialog.getByLabel("Name").fill("After expiry");
  await dialog.getByRole("button", { name: "Create key" }).click();
  await signInAgain();
});

test("the API proxy refuses requests without a session", async ({ request }) => {
  const response = await request.get("/api/v1/whoami");
  expect(response.status()).toBe(401);
  expect((await response.json()).detail.code).toBe("not_signed_in");
});

test("the keyboard shortcuts help opens with ?", async ({ page, request }) => {
  const account = await createAccount(request, "keys");
  await signIn(page, account);
  await page.locator("body").press("?");
  await expect(page.getByRole("dialog", { name: /keyboard shortcuts/i })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await page.keyboard.press("g");
  await page.keyboard.press("a");
  await page.waitForURL((url) => url.pathname === "/audit-log");
});

/** The next-auth session cookie of the page's context, as the browser holds it. */
async function sessionCookie(context: BrowserContext) {
  const cookie = (await context.cookies()).find((entry) => entry.name.endsWith("next-auth.session-token"));
  expect(cookie, "a session cookie after signing in").toBeDefined();
  return cookie as NonNullable<typeof cookie>;
}

const openAccountMenu = (page: Page) =>
  page
    .getByRole("button", { name: /Account menu/ })
    .first()
    .click();

test("signing out ends the session on the server: the old cookie, put back, gets 401", async ({
  page,
  request,
  context,
}) => {
  const account = await createAccount(request, "signout");
  await signIn(page, account);
  const saved = await sessionCookie(context);
  expect((await page.request.get("/api/v1/whoami")).status()).toBe(200);

  await openAccountMenu(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.waitForURL(/\/signin/);

  await context.addCookies([saved]);
  const replayed = await page.request.get("/api/v1/whoami");
  expect(replayed.status()).toBe(401);
  expect((await replayed.json()).detail.code).toBe("not_signed_in");
  await page.goto("/");
  await expect(page).toHaveURL(/\/signin/);
});

test("sign out of all sessions ends the other browser's session and API tokens too", async ({
  page,
  request,
  context,
  browser,
}) => {
  const account = await createAccount(request, "everywhere");
  const token = await apiToken(request, account);
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await signIn(otherPage, account);
    expect((await otherPage.request.get("/api/v1/whoami")).status()).toBe(200);

    await signIn(page, account);
    const saved = await sessionCookie(context);
    await openAccountMenu(page);
    await page.getByRole("button", { name: "Sign out of all sessions" }).click();
    await page.waitForURL(/\/signin/);

    expect((await otherPage.request.get("/api/v1/whoami")).status()).toBe(401);
    await context.addCookies([saved]);
    expect((await page.request.get("/api/v1/whoami")).status()).toBe(401);
    const withToken = await request.get("/v1/whoami", { headers: { authorization: `Bearer ${token}` } });
    expect(withToken.status()).toBe(401);

    // Signing in again works at once.
    await context.clearCookies();
    await signIn(page, account);
    expect((await page.request.get("/api/v1/whoami")).status()).toBe(200);
  } finally {
    await other.close();
  }
});
