import { apiToken, createAccount, expect, expectAccessible, signIn, test } from "./support";

const KEY_NAME = "Nightly export";
/** Calls made with the ak_ key: a first /v1/whoami, these authtests, and a last /v1/whoami/ip. */
const AUTHTESTS = 53;
const KEY_CALLS = AUTHTESTS + 2;

test("the audit log lists calls newest first, filters in the URL, pages and opens a row by keyboard", async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, "audit");
  const token = await apiToken(request, account);
  const asUser = { authorization: `Bearer ${token}` };

  const created = await request.post("/v1/api-keys", { headers: asUser, data: { name: KEY_NAME } });
  expect(created.status()).toBe(201);
  const key = (await created.json()) as { id: string; secret: string };
  const asKey = { authorization: `Bearer ${key.secret}` };

  // Dashboard-token calls: two POSTs in all (the key creation above and a tag).
  expect((await request.post("/v1/tags", { headers: asUser, data: { value: "critical" } })).status()).toBe(201);
  expect((await request.get("/v1/tags", { headers: asUser })).status()).toBe(200);
  expect((await request.get("/v1/statuses?entity=vendor", { headers: asUser })).status()).toBe(200);

  // Key calls, in a known order: oldest /v1/whoami, newest /v1/whoami/ip.
  expect((await request.get("/v1/whoami", { headers: asKey })).status()).toBe(200);
  for (let sent = 0; sent < AUTHTESTS; sent += 10) {
    const batch = Array.from({ length: Math.min(10, AUTHTESTS - sent) }, () =>
      request.get("/v1/utils/authtest", { headers: asKey }),
    );
    for (const response of await Promise.all(batch)) {
      expect(response.status()).toBe(200);
    }
  }
  const last = await request.get("/v1/whoami/ip", { headers: asKey });
  expect(last.status()).toBe(200);
  const lastRequestId = last.headers()["x-request-id"] ?? "";
  expect(lastRequestId).toMatch(/^req_/);

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, account, "/audit-log");
  await expect(page).toHaveTitle(/Audit log/);
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();

  const table = page.getByRole("region", { name: "API calls" });
  const rows = table.locator("tbody tr");
  const range = page.getByText(/^\d[\d,]*–\d[\d,]* of \d[\d,]*$/);

  // Newest first: the rows' timestamps never increase down the page.
  await expect(rows.first().locator("time")).toBeVisible();
  const stamps = await rows.locator("time").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("datetime")));
  expect(stamps.length).toBeGreaterThan(1);
  expect([...stamps].sort().reverse()).toEqual(stamps);
  await expectAccessible(page);

  // Method filter: the URL changes and only the two POSTs remain.
  await page.getByLabel("Method", { exact: true }).selectOption("POST");
  await expect(page).toHaveURL(/[?&]method=POST(&|$)/);
  await expect(rows).toHaveCount(2);
  await expect(range).toHaveText("1–2 of 2");
  await expect(rows.getByText("POST", { exact: true })).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("/v1/tags");
  await expect(rows.nth(1)).toContainText("/v1/api-keys");

  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).not.toHaveURL(/method=/);

  // Time range: a preset is kept as a relative window; a custom range as Unix seconds.
  const timeRange = page.getByLabel("Time range", { exact: true });
  await timeRange.selectOption({ label: "Last hour" });
  await expect(page).toHaveURL(/[?&]range=1h(&|$)/);
  await expect(rows.first().locator("time")).toBeVisible();
  await timeRange.selectOption({ label: "Custom range" });
  await expect(page).toHaveURL(/[?&]range=custom&from=\d+/);
  await page.getByLabel("From", { exact: true }).fill("2099-01-01T00:00");
  await expect(page).toHaveURL(new RegExp(`from=${new Date(2099, 0, 1).getTime() / 1000}(&|$)`));
  await expect(page.getByText("No API calls match these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).not.toHaveURL(/range=|from=/);

  // Key filter: only the key's calls, newest (/v1/whoami/ip) first, over two pages of 50.
  await page.getByLabel("API key", { exact: true }).selectOption({ label: KEY_NAME });
  await expect(page).toHaveURL(new RegExp(`[?&]key=${key.id}(&|$)`));
  await expect(range).toHaveText(`1–50 of ${KEY_CALLS}`);
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText("/v1/whoami/ip");
  await expect(rows.filter({ hasText: KEY_NAME })).toHaveCount(50);

  // A reload keeps the filter.
  await page.reload();
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue(key.id);
  await expect(range).toHaveText(`1–50 of ${KEY_CALLS}`);

  // Keyboard: Tab from the table region to the first row, Enter opens the drawer.
  await table.focus();
  await page.keyboard.press("Tab");
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("heading", { name: "GET /v1/whoami/ip" })).toBeVisible();
  await expect(drawer.getByTestId("request-id")).toHaveText(lastRequestId);
  await expect(drawer).toContainText(KEY_NAME);
  await expect(drawer).toContainText(key.id);
  await expectAccessible(page);

  await drawer.getByRole("button", { name: "Copy request ID" }).click();
  await expect(drawer.getByText("Copied", { exact: true })).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(lastRequestId);

  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(rows.first()).toBeFocused();
  await expectAccessible(page);

  // Page 2 holds the rest, ending with the oldest call; the page number is in the URL too.
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(range).toHaveText(`51–${KEY_CALLS} of ${KEY_CALLS}`);
  await expect(rows).toHaveCount(KEY_CALLS - 50);
  await expect(rows.last()).toContainText("/v1/whoami");
  await expect(rows.last()).not.toContainText("/v1/whoami/ip");
  await page.reload();
  await expect(rows).toHaveCount(KEY_CALLS - 50);
  await expect(page.getByLabel("API key", { exact: true })).toHaveValue(key.id);
});

test("filters that match nothing show the empty state", async ({ page, request }) => {
  const account = await createAccount(request, "audit-empty");
  await signIn(page, account, "/audit-log?status=599");
  await expect(page.getByText("No API calls match these filters")).toBeVisible();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("599");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByRole("region", { name: "API calls" }).locator("tbody tr time").first()).toBeVisible();
});
