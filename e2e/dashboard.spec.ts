import type { Page } from "@playwright/test";
import { apiToken, createAccount, expect, expectAccessible, signIn, test } from "./support";

const card = (page: Page, title: string) => page.getByRole("listitem", { name: title, exact: true });

test("the dashboard shows the counts that exist and links into each section", async ({ page, request }) => {
  const account = await createAccount(request, "dash");
  const token = await apiToken(request, account);
  const headers = { authorization: `Bearer ${token}` };
  expect((await request.post("/v1/api-keys", { headers, data: { name: "dashboard e2e" } })).status()).toBe(201);
  const controlSets = (await (await request.get("/v1/control_sets", { headers })).json()).total as number;
  const workflows = (await (await request.get("/v1/workflows", { headers })).json()).total as number;

  await signIn(page, account, "/");
  await expect(page).toHaveTitle(/Dashboard/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await expect(card(page, "Active API keys").getByText("1", { exact: true })).toBeVisible();
  await expect(card(page, "IP allowlist entries").getByText("0", { exact: true })).toBeVisible();
  await expect(card(page, "Control sets").getByText(String(controlSets), { exact: true })).toBeVisible();
  await expect(card(page, "Workflows").getByText(String(workflows), { exact: true })).toBeVisible();
  // The setup calls above and the page's own reads are in the audit log.
  await expect(card(page, "API calls in the last 24 hours").getByText(/^\d[\d,]*$/)).toBeVisible();
  await expectAccessible(page);

  const links: [string, string][] = [
    ["Manage API keys", "/settings/api-keys"],
    ["Open the audit log", "/audit-log"],
    ["Edit the IP allowlist", "/settings/organization"],
    ["Control sets in the API reference", "/docs/organization-defaults#op-listControlSets"],
    ["Workflows in the API reference", "/docs/workflows#op-listWorkflows"],
    ["Audit log", "/audit-log"],
    ["API keys", "/settings/api-keys"],
    ["Organization settings", "/settings/organization"],
    ["API reference", "/docs"],
  ];
  const content = page.getByRole("main");
  for (const [name, href] of links) {
    await expect(content.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
  }

  await content.getByRole("link", { name: /^Edit the IP allowlist/ }).click();
  await expect(page).toHaveURL(/\/settings\/organization$/);
  await expect(page.getByRole("heading", { level: 1, name: "Organization settings" })).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await content.getByRole("link", { name: /^Open the audit log/ }).click();
  await expect(page).toHaveURL(/\/audit-log$/);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await content.getByRole("link", { name: /^API reference/ }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();

  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(card(page, "Workflows").getByText(String(workflows), { exact: true })).toBeVisible();
  await expect(card(page, "Active API keys").getByText("1", { exact: true })).toBeVisible();
  await expectAccessible(page);
});
