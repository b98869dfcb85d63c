import type { Page } from "@playwright/test";
import { apiToken, createAccount, createMember, expect, expectAccessible, signIn, test } from "./support";

const READ_ONLY_REASON = "Only an admin can change the organization's name, API IP allowlist and audit log retention.";

const allowlistCard = (page: Page) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: "IP allowlist", exact: true }) });

async function addEntry(page: Page, value: string) {
  const card = allowlistCard(page);
  await card.getByLabel("IP address or CIDR").fill(value);
  await card.getByRole("button", { name: "Add", exact: true }).click();
  await expect(card.getByRole("button", { name: `Remove ${value}` })).toBeVisible();
}

test("organization settings: rename, IP allowlist with the API as judge, module switches", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "orgset");
  await signIn(page, account, "/settings/organization");
  await expect(page).toHaveTitle(/Organization settings/);
  await expect(page.getByRole("heading", { level: 1, name: "Organization settings" })).toBeVisible();

  // An admin sees every settings entry and no read-only notice.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "API keys" })).toBeVisible();
  await expect(page.getByText(READ_ONLY_REASON)).toHaveCount(0);

  // Rename: the app shell's organization name follows after saving.
  const shell = page.getByRole("complementary");
  await expect(shell.getByText(account.orgName)).toBeVisible();
  const nameField = page.getByLabel("Organization name");
  await expect(nameField).toHaveValue(account.orgName);
  const saveName = page.getByRole("button", { name: "Save name" });
  await expect(saveName).toBeDisabled();
  await nameField.fill("   ");
  await saveName.click();
  await expect(page.getByText("Enter a name for the organization.")).toBeVisible();
  await expect(nameField).toBeFocused();
  const newName = `${account.orgName} renamed`;
  await nameField.fill(newName);
  await saveName.click();
  await expect(page.getByText("Organization renamed")).toBeVisible();
  await expect(shell.getByText(newName, { exact: true })).toBeVisible();
  await expect(saveName).toBeDisabled();

  // Audit log retention: checked against its bounds before sending, then saved and kept.
  const retention = page.getByLabel("Days to keep");
  await expect(retention).toHaveValue("400");
  const saveRetention = page.getByRole("button", { name: "Save retention" });
  await retention.fill("7");
  await saveRetention.click();
  await expect(page.getByText("Enter a whole number of days from 30 to 3,650.")).toBeVisible();
  await expect(retention).toBeFocused();
  await retention.fill("730");
  await saveRetention.click();
  await expect(page.getByText("The audit log now keeps 730 days.")).toBeVisible();
  await expect(saveRetention).toBeDisabled();

  const card = allowlistCard(page);
  await expect(card.getByText(/applies to API keys .* only/)).toBeVisible();
  await expect(card.getByText("Your IP as the API sees it: 127.0.0.1")).toBeVisible();
  await expect(card.getByText("No entries: API keys work from any IP address.")).toBeVisible();
  const saveList = card.getByRole("button", { name: "Save allowlist" });
  await expect(saveList).toBeDisabled();

  // An entry with host bits set: the API's own message shows next to it, and nothing is saved.
  await addEntry(page, "10.0.0.1/8");
  await saveList.click();
  const rejected = card.getByRole("listitem").filter({ hasText: "10.0.0.1/8" });
  await expect(rejected.getByRole("alert")).toHaveText("Invalid CIDR: host bits are set. (10.0.0.1/8)");
  await page.reload();
  await expect(card.getByText("No entries: API keys work from any IP address.")).toBeVisible();
  await expect(card.getByText("10.0.0.1/8")).toHaveCount(0);

  // A network the loopback caller is outside of: saved, and the lock-out warning says so.
  await addEntry(page, "203.0.113.0/24");
  await expect(card.getByText(/would be locked out by the pending list/)).toBeVisible();
  await saveList.click();
  await expect(page.getByText("IP allowlist saved")).toBeVisible();
  await page.reload();
  await expect(card.getByRole("button", { name: "Remove 203.0.113.0/24" })).toBeVisible();
  await expect(page.getByLabel("Days to keep")).toHaveValue("730");
  await expect(card.getByText("Your IP as the API sees it: 127.0.0.1")).toBeVisible();
  await expect(card.getByText(/A key used from this IP would be locked out by the saved list/)).toBeVisible();
  await expectAccessible(page);

  // Remove it again and save: the list is empty after a reload.
  await card.getByRole("button", { name: "Remove 203.0.113.0/24" }).click();
  await expect(card.getByText(/list is empty, so API keys work from any address/)).toBeVisible();
  await saveList.click();
  await expect(page.getByText("IP allowlist saved")).toBeVisible();
  await page.reload();
  await expect(card.getByText("No entries: API keys work from any IP address.")).toBeVisible();

  // Module switches (the signed-up user is an admin).
  await expect(page.getByText("Only admins can change these.")).toHaveCount(0);
  const zeroTouch = page.getByRole("switch", { name: "Zero touch" });
  await expect(zeroTouch).toBeEnabled();
  await expect(zeroTouch).toHaveAttribute("aria-checked", "true");
  await zeroTouch.click();
  await expect(page.getByText("Zero touch turned off")).toBeVisible();
  await expect(zeroTouch).toHaveAttribute("aria-checked", "false");
  await page.reload();
  await expect(zeroTouch).toHaveAttribute("aria-checked", "false");
  await zeroTouch.click();
  await expect(page.getByText("Zero touch turned on")).toBeVisible();
  await expect(zeroTouch).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("switch", { name: "Require review of bank account changes" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expectAccessible(page);

  // Dark mode, with an unsaved entry showing its hint and the lock-out warning.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await addEntry(page, "10.0.0.1/8");
  await expect(card.getByText(/looks invalid \(host bits are set\)/)).toBeVisible();
  await expect(card.getByText(/would be locked out by the pending list/)).toBeVisible();
  await expectAccessible(page);
  await card.getByRole("button", { name: "Cancel" }).click();
  await expect(card.getByText("No entries: API keys work from any IP address.")).toBeVisible();
});

test("a member sees the name and allowlist read-only with the reason, and no admin-only navigation", async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, "orgset-ro");
  const headers = { authorization: `Bearer ${await apiToken(request, admin)}` };
  const whoami = await request.get("/v1/whoami", { headers });
  const orgId = ((await whoami.json()) as { organization_id: string }).organization_id;
  const seeded = await request.post(`/v1/org/${orgId}`, { headers, data: { api_ip_allowlist: ["203.0.113.0/24"] } });
  expect(seeded.status()).toBe(200);
  const member = await createMember(request, admin, "org:member");

  // The API refuses the member's change, whatever the page shows.
  const memberHeaders = { authorization: `Bearer ${await apiToken(request, member)}` };
  const refused = await request.post(`/v1/org/${orgId}`, { headers: memberHeaders, data: { name: "Renamed" } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { detail: { code: string } }).detail.code).toBe("insufficient_role");

  await signIn(page, member, "/settings/organization");
  await expect(page.getByRole("heading", { level: 1, name: "Organization settings" })).toBeVisible();
  const reason = page.getByText(READ_ONLY_REASON);
  await expect(reason).toBeVisible();
  await expect(reason).toContainText("Your role is member.");

  const nameField = page.getByLabel("Organization name");
  await expect(nameField).toHaveValue(admin.orgName);
  await expect(nameField).not.toBeEditable();
  await expect(nameField).toHaveAccessibleDescription(/Only an admin can change the organization/);
  await expect(page.getByRole("button", { name: "Save name" })).toHaveCount(0);
  const retention = page.getByLabel("Days to keep");
  await expect(retention).toHaveValue("400");
  await expect(retention).not.toBeEditable();
  await expect(page.getByRole("button", { name: "Save retention" })).toHaveCount(0);

  const card = allowlistCard(page);
  const list = card.getByRole("list", { name: "Allowed networks" });
  await expect(list).toContainText("203.0.113.0/24");
  await expect(list).toHaveAccessibleDescription(/Only an admin can change/);
  await expect(card.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(card.getByLabel("IP address or CIDR")).toHaveCount(0);
  await expect(card.getByRole("button", { name: "Save allowlist" })).toHaveCount(0);
  await expect(card.getByText(/A key used from this IP would be locked out by the saved list/)).toBeVisible();
  await expect(page.getByRole("switch", { name: "Zero touch" })).toBeDisabled();

  // Admin-only entries are hidden; the member's other pages stay.
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Organization", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Audit log" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "API keys" })).toHaveCount(0);
  await expectAccessible(page);

  // A direct visit to an admin-only page explains itself.
  await page.goto("/settings/api-keys");
  await expect(page.getByText("Only organization admins can manage API keys")).toBeVisible();
  await expect(nav.getByRole("link", { name: "API keys" })).toHaveCount(0);
});

test("legal entities: an admin adds one and makes it the default; a vendor's German bank account is then paid domestically", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "legal-entities");
  const token = await apiToken(request, account);
  const headers = { authorization: `Bearer ${token}` };
  const vendor = await (await request.post("/v1/vendors", { headers, data: { name: "Rhein Logistik GmbH" } })).json();
  // A key that skips review puts the account live at once.
  const key = await (
    await request.post("/v1/api-keys", { headers, data: { name: "bank sync", scopes: ["review:sensitive_changes"] } })
  ).json();
  const created = await request.post(`/v1/vendors/${vendor.id}/bank_accounts`, {
    headers: { authorization: `Bearer ${key.secret}` },
    data: { bank_country: "DE", values: { iban: "DE89370400440532013000" }, currency: "EUR" },
  });
  expect(created.status()).toBe(201);
  expect((await created.json()).payment_route).toBe("wire");

  await signIn(page, account, "/settings/organization");
  const card = page
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: "Legal entities", exact: true }) });
  // Below the fold, the card's code loads as it comes into view.
  await card.scrollIntoViewIfNeeded();
  const entities = card.getByRole("list", { name: "Legal entities" });
  await expect(entities.getByRole("listitem")).toHaveCount(1);
  await expect(entities.getByRole("listitem").first().getByText("Default", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: "Add legal entity" }).click();
  await expect(card.getByText("Enter the entity's name.")).toBeVisible();
  await card.getByLabel("Entity name").fill("Acme Deutschland GmbH");
  await card.getByLabel("Country").selectOption("DE");
  await card.getByRole("button", { name: "Add legal entity" }).click();
  await expect(page.getByText("Legal entity added")).toBeVisible();
  const german = entities.getByRole("listitem").filter({ hasText: "Acme Deutschland GmbH" });
  await expect(german).toContainText("Germany");
  await german.getByRole("button", { name: "Make Acme Deutschland GmbH the default" }).click();
  await expect(german.getByText("Default", { exact: true })).toBeVisible();
  await expect(entities.getByText("Default", { exact: true })).toHaveCount(1);
  await expectAccessible(page);

  const accounts = await (await request.get(`/v1/vendors/${vendor.id}/bank_accounts`, { headers })).json();
  expect(accounts.items[0].payment_route).toBe("domestic");
});

test("a section below the fold keeps its placeholder while its code loads, so the page never shortens under the reader", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "nearview");
  await signIn(page, account, "/settings/organization");
  await expect(page.getByRole("switch", { name: "Zero touch" })).toBeVisible();
  // Hold back every script asked for from now on: the legal entities card's code is one.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await released;
    await route.continue();
  });
  const cardCodeRequested = page.waitForRequest(/\/_next\/static\/chunks\/.*\.js/);
  const placeholder = page.getByText("Loading legal entities…");
  await placeholder.scrollIntoViewIfNeeded();
  await cardCodeRequested;
  await expect(placeholder).toBeVisible();
  release();
  await expect(page.getByRole("list", { name: "Legal entities" })).toBeVisible();
  await expect(placeholder).toHaveCount(0);
});
