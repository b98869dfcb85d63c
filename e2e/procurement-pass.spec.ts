import type { APIRequestContext, Page } from "@playwright/test";
import {
  type Account,
  apiToken,
  createAccount,
  createMember,
  expect,
  expectAccessible,
  signIn,
  test,
  v1,
} from "./support";

/** Issue 40, procurement and everyone: the vendors list, services, spend, bank details, sites, the 404. */

interface Named {
  id: string;
  name: string;
}

async function noSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.scroll, "the page does not scroll sideways").toBeLessThanOrEqual(widths.view);
}

test("vendors list: inherent and residual risk by name, sortable; no sideways scroll at 390 px", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "risk-columns");
  const api = v1(request, await apiToken(request, account));
  const levels = (await api.get<{ items: Named[] }>("/risk_levels")).items;
  const [low, high] = [levels[0] as Named, levels[levels.length - 1] as Named];
  await api.post("/vendors", { name: "Alpha Rated", inherent_risk_level_id: high.id, residual_risk_level_id: low.id });
  await api.post("/vendors", { name: "Beta Rated", inherent_risk_level_id: low.id, residual_risk_level_id: high.id });
  await api.post("/vendors", { name: "Gamma Unrated" });

  await signIn(page, account, "/vendors");
  const table = page.getByRole("table", { name: "Vendors" });
  await expect(table.getByRole("columnheader", { name: /Inherent risk/ })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: /Residual risk/ })).toBeVisible();
  const alpha = table.getByRole("row").filter({ hasText: "Alpha Rated" });
  await expect(alpha.getByText(high.name, { exact: true })).toBeVisible();
  await expect(alpha.getByText(low.name, { exact: true })).toBeVisible();
  await expect(
    table.getByRole("row").filter({ hasText: "Gamma Unrated" }).getByText("Not rated").first(),
  ).toBeVisible();
  await expect(page.getByText(/cbsclvl_/)).toHaveCount(0);

  await table
    .getByRole("columnheader", { name: /Inherent risk/ })
    .getByRole("button")
    .click();
  await expect(page).toHaveURL(/sort=inherent_risk/);
  await expect(table.getByRole("row").nth(1)).toContainText("Beta Rated");
  await expect(table.getByRole("row").nth(3)).toContainText("Gamma Unrated");
  await expectAccessible(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("heading", { level: 1, name: "Vendors" })).toBeVisible();
  await noSidewaysScroll(page);
});

test("services: archived and restored, hidden behind Show archived; their custom fields in the service form", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "services");
  const api = v1(request, await apiToken(request, account));
  const vendor = await api.post<Named>("/vendors", { name: "Service Corp" });
  await api.post(`/vendors/${vendor.id}/services`, { name: "Payroll API" });
  await api.post(`/vendors/${vendor.id}/services`, { name: "Legacy FTP" });
  await api.post("/custom-fields", { field_name: "Data level", field_type: "string", applies_to: ["service"] });

  await signIn(page, account, `/vendors/${vendor.id}?tab=services`);
  const services = page.getByRole("table", { name: "Services of Service Corp" });
  const legacy = services.getByRole("row").filter({ hasText: "Legacy FTP" });
  await expect(legacy).toHaveCount(1);
  await page.getByRole("button", { name: "Archive Legacy FTP" }).click();
  await expect(page.getByText("Service archived")).toBeVisible();
  await expect(legacy).toHaveCount(0);
  const showArchived = page.getByRole("checkbox", { name: "Show archived (1)" });
  await showArchived.check();
  const archivedRow = legacy;
  await expect(archivedRow.getByText("Archived", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Restore Legacy FTP" }).click();
  await expect(page.getByText("Service restored")).toBeVisible();
  await expect(archivedRow.getByText("Archived", { exact: true })).toHaveCount(0);

  await page.getByRole("button", { name: "Edit Payroll API" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Payroll API" });
  await dialog.getByRole("button", { name: "Edit custom fields" }).click();
  await dialog.getByLabel("Data level").fill("Confidential");
  await dialog.getByRole("button", { name: "Save custom fields" }).click();
  await expect(dialog.getByText("Confidential", { exact: true })).toBeVisible();
  const saved = await api.get<{ items: { name: string; custom_fields: { value: unknown }[] }[] }>(
    `/vendors/${vendor.id}/services`,
  );
  expect(saved.items.find((item) => item.name === "Payroll API")?.custom_fields[0]?.value).toBe("Confidential");
});

test("annual spend: a negative amount is refused in the form; amounts show as money", async ({ page, request }) => {
  const account = await createAccount(request, "spend");
  const api = v1(request, await apiToken(request, account));
  const field = await api.post<Named>("/custom-fields", {
    field_name: "Annual spend",
    field_type: "number",
    applies_to: ["vendor"],
    minimum: 0,
    currency: "USD",
  });
  const vendor = await api.post<Named>("/vendors", { name: "Spendy Inc" });
  const money = (amount: number) =>
    page.evaluate(
      (value) => new Intl.NumberFormat(undefined, { style: "currency", currency: "USD" }).format(value),
      amount,
    );

  await signIn(page, account, `/vendors/${vendor.id}?tab=custom-fields`);
  await page.getByRole("button", { name: "Edit custom fields" }).click();
  const spend = page.getByLabel("Annual spend");
  await expect(spend).toHaveAccessibleDescription(/Amount in USD, zero or more/);
  await spend.fill("-5");
  await page.getByRole("button", { name: "Save custom fields" }).click();
  await expect(page.getByText("Enter an amount of zero or more.")).toBeVisible();
  await expect(spend).toHaveAttribute("aria-invalid", "true");
  await spend.fill("125000");
  await page.getByRole("button", { name: "Save custom fields" }).click();
  await expect(page.getByText(await money(125000), { exact: true })).toBeVisible();

  await page.goto(`/vendors?fields=${field.id}`);
  const row = page.getByRole("table", { name: "Vendors" }).getByRole("row").filter({ hasText: "Spendy Inc" });
  await expect(row.getByText(await money(125000), { exact: true })).toBeVisible();
});

test("supplier profile: the bank currency follows the country until picked; a country centre shows as approximate; 390 px", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "currency");
  const api = v1(request, await apiToken(request, account));
  const vendor = await api.post<Named>("/vendors", { name: "Currency GmbH" });
  const site = await api.post<Named>(`/vendors/${vendor.id}/sites`, {
    country: "DE",
    city: "Berlin",
    label: "Berlin office",
  });
  await expect
    .poll(async () => (await api.get<{ latitude: number | null }>(`/vendors/${vendor.id}/sites/${site.id}`)).latitude, {
      timeout: 30_000,
    })
    .not.toBeNull();

  await signIn(page, account, `/vendors/${vendor.id}?tab=supplier-profile`);
  const panel = page.getByRole("tabpanel", { name: "Supplier profile" });
  const sites = panel.getByRole("region", { name: "Sites" });
  await expect(sites.getByText("Approximate: centre of Germany", { exact: false })).toBeVisible();

  await panel.getByRole("region", { name: "Bank accounts" }).getByRole("button", { name: "Add bank account" }).click();
  const dialog = page.getByRole("dialog", { name: "Add bank account" });
  const country = dialog.getByLabel("Bank country");
  const currency = dialog.getByLabel("Currency");
  await country.selectOption("DE");
  await expect(currency).toHaveValue("EUR");
  await country.selectOption("GB");
  await expect(currency).toHaveValue("GBP");
  await currency.selectOption("CHF");
  await country.selectOption("US");
  await expect(currency).toHaveValue("CHF");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sites.getByText("Berlin office")).toBeVisible();
  await noSidewaysScroll(page);
});

/** A German account proposed by `proposer` (a dashboard session: it waits for review). */
async function propose(request: APIRequestContext, proposer: Account, vendorId: string) {
  const queued = await v1(request, await apiToken(request, proposer)).post<{ review_id: string }>(
    `/vendors/${vendorId}/bank_accounts`,
    { bank_country: "DE", currency: "EUR", values: { iban: "DE89370400440532013000", account_holder_name: "Holder" } },
  );
  return queued.review_id;
}

test("bank reviews: approving a change with a high fraud signal asks how it was verified, and keeps the note", async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, "fraud-note");
  const api = v1(request, await apiToken(request, admin));
  const colleague = await createMember(request, admin, "org:admin");
  const first = await api.post<Named>("/vendors", { name: "Original Holder GmbH" });
  await api.post(`/bank_reviews/${await propose(request, colleague, first.id)}/approve`, {});
  // The same account on a second vendor: "account already used by another vendor", a high signal.
  const second = await api.post<Named>("/vendors", { name: "Lookalike GmbH" });
  const reviewId = await propose(request, colleague, second.id);

  await signIn(page, admin, "/bank-reviews");
  const row = page
    .getByRole("grid", { name: "Bank changes" })
    .locator("tbody tr")
    .filter({ hasText: "Lookalike GmbH" });
  await row.click();
  const drawer = page.getByRole("dialog", { name: "Bank change for Lookalike GmbH" });
  await drawer.getByRole("button", { name: "Approve (a)" }).click();
  const approve = page.getByRole("dialog", { name: "Approve bank change" });
  const note = approve.getByLabel(/How you verified it/);
  await expect(note).toBeFocused();
  await approve.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(approve.getByText(/Say how you verified the change/)).toBeVisible();
  await expectAccessible(page);
  const text = "Called back +49 30 1234567 from our vendor master; confirmed by J. Weber";
  await note.fill(text);
  await approve.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(approve).toBeHidden();
  const decided = await api.get<{ status: string; verification_note: string | null }>(`/bank_reviews/${reviewId}`);
  expect(decided).toMatchObject({ status: "approved", verification_note: text });
});

test("a 404 inside the app shell, with a way back", async ({ page, request }) => {
  const account = await createAccount(request, "not-found");
  await signIn(page, account, "/");
  for (const path of ["/no-such-page", "/vendors/not-a-vendor-id"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the favicon is served", async ({ request }) => {
  const icon = await request.get("/icon.svg");
  expect(icon.status()).toBe(200);
  expect(await icon.text()).toContain("<svg");
});
