import type { Locator, Page } from "@playwright/test";
import { apiToken, createAccount, expect, expectAccessible, keyboardGrid, signIn, test, v1 } from "./support";

const VENDOR = "Globex Analytics";
const MSA = "Globex master services agreement";
const SOW = "Globex SOW 1: analytics rollout";
const DAY_MS = 86_400_000;

/** The UTC day `days` from today, as a date input takes it. */
const dayInput = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** Chooses the option whose text starts with `text` in the combobox named `name`, typing `text` to find it. */
async function choose(scope: Locator, name: string, text: string) {
  const box = scope.getByRole("combobox", { name });
  await box.click();
  await box.fill(text);
  const option = scope.getByRole("option", { name: new RegExp(`^${text}`) });
  await expect(option).toBeVisible();
  await option.click();
  await expect(box).toHaveValue(text);
}

async function openNewContract(page: Page, button = "New contract") {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("dialog", { name: /^New contract/ });
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  return dialog;
}

/** Turns the organization's Contract records switch to `on` in Settings → Organization. */
async function switchContracts(page: Page, on: boolean) {
  await page.goto("/settings/organization");
  const toggle = page.getByRole("switch", { name: "Contract records" });
  await expect(toggle).toHaveAttribute("aria-checked", String(!on));
  await toggle.click();
  await expect(page.getByText(`Contract records turned ${on ? "on" : "off"}`)).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", String(on));
}

test("contracts: an MSA with a SOW under it, its reminder, its renewal decision, the vendor's tab, the module off and on", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, "contracts");
  const api = v1(request, await apiToken(request, account));
  const vendor = await api.post<{ id: string }>("/vendors", { name: VENDOR });

  // The empty list explains contracts and offers the editor.
  await signIn(page, account, "/contracts");
  await expect(page.getByRole("heading", { level: 1, name: "Contracts" })).toBeVisible();
  await expect(page.getByText("No contracts yet")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Saved views" }).getByRole("link")).toHaveCount(6);
  await expectAccessible(page);

  // The MSA: the dates' order is checked as they are typed, the message on the date to change.
  let dialog = await openNewContract(page);
  await dialog.getByRole("button", { name: "Create contract" }).click();
  await expect(dialog.getByText("Enter the contract's name.")).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toBeFocused();
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(MSA);
  await dialog.getByLabel("Contract type").selectOption({ label: "MSA" });
  await dialog.getByLabel("Vendor", { exact: true }).selectOption({ label: VENDOR });
  await dialog.getByLabel("Effective date").fill(dayInput(-300));
  await dialog.getByLabel("Term start").fill(dayInput(-310));
  const termStart = dialog.getByLabel("Term start");
  await expect(termStart).toHaveAccessibleDescription(/The term start can't be before the effective date/);
  await termStart.fill(dayInput(-300));
  await expect(termStart).not.toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Expiration", { exact: true }).fill(dayInput(-400));
  await expect(dialog.getByLabel("Expiration", { exact: true })).toHaveAccessibleDescription(
    /The expiration can't be before the term start/,
  );
  // Renews in 40 days with 30 days' notice: the notice deadline is 10 days away.
  await dialog.getByLabel("Expiration", { exact: true }).fill(dayInput(40));
  await dialog.getByLabel("Auto-renewal").selectOption({ label: "Renews automatically" });
  await dialog.getByLabel("Termination notice period (days)").fill("30");
  await expect(dialog.getByText(/^Notice deadline: .*\(in 10 days\), 30 days before the expiration\./)).toBeVisible();
  // The amount in the person's number format (en-US here), kept exactly.
  await dialog.getByLabel("Contract value").fill("1,234,567.8");
  await choose(dialog, "Currency", "EUR");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create contract" }).click();

  await page.waitForURL(/\/contracts\/cbcontract_[0-9a-f]{32}$/);
  const msaUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: MSA })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("EUR\u00a01,234,567.80")).toBeVisible();
  await expect(page.getByRole("link", { name: VENDOR })).toBeVisible();
  await expect(page.getByText("Renews automatically")).toBeVisible();
  await expect(page.getByText("in 10 days", { exact: true })).toBeVisible();
  await expectAccessible(page);
  // Its owner (the admin who created it) gets the 30-day reminder at once, not at the next daily run.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("region", { name: "Renewal reminders" })).toContainText(
      /30-day reminder for .*, sent to/,
      {
        timeout: 2_000,
      },
    );
  }).toPass({ timeout: 60_000 });

  // The SOW, under the MSA through the parent picker (searching the vendor's contracts).
  await page.goto("/contracts");
  await expect(page.getByRole("grid", { name: "Contracts" }).getByRole("link", { name: MSA })).toBeVisible();
  dialog = await openNewContract(page);
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill(SOW);
  await dialog.getByLabel("Contract type").selectOption({ label: "SOW" });
  await dialog.getByLabel("Vendor", { exact: true }).selectOption({ label: VENDOR });
  await choose(dialog, "Parent contract", MSA);
  await dialog.getByLabel("Contract value").fill("250000");
  await choose(dialog, "Currency", "EUR");
  await dialog.getByRole("button", { name: "Create contract" }).click();
  await expect(page.getByRole("heading", { level: 1, name: SOW })).toBeVisible();
  const sowUrl = page.url();
  await page.getByRole("link", { name: MSA }).click();
  await page.waitForURL(msaUrl);
  const under = page.getByRole("region", { name: "Contracts under this one" });
  await expect(under.getByRole("link", { name: SOW })).toBeVisible();

  // The list is a keyboard list: j and k move between rows, Enter opens one.
  await page.goto("/contracts");
  const grid = keyboardGrid(page, "Contracts");
  await expect(grid.rows()).toHaveCount(2);
  await expect(grid.rowOf(SOW)).toContainText(`Under ${MSA}`);
  await grid.moveTo(SOW);
  await page.keyboard.press("Enter");
  await page.waitForURL(sowUrl);

  // Renewals: the auto-renewing MSA needs a decision; renewing records it and takes it off the list.
  await page.goto("/contracts/renewals");
  await expect(page.getByRole("heading", { level: 1, name: "Renewals" })).toBeVisible();
  const decisions = page.getByRole("region", { name: "Needs a decision" });
  const msaDecision = decisions.getByRole("article", { name: MSA });
  await expect(msaDecision).toContainText("in 10 days");
  await expect(decisions.getByRole("article", { name: SOW })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 3, name: /\(1 due\)$/ })).toBeVisible();
  await expectAccessible(page);
  await msaDecision.getByRole("button", { name: `Renew “${MSA}”` }).click();
  const renew = page.getByRole("dialog", { name: `Renew “${MSA}”` });
  await expect(renew.getByLabel("Lifecycle status")).toHaveValue(/^cbst_/);
  await expect(renew.getByLabel("Lifecycle status").locator("option:checked")).toHaveText("Active");
  await renew.getByLabel("Note").fill("Reviewed with procurement: renew for another year.");
  await renew.getByRole("button", { name: "Record renewal" }).click();
  await expect(page.getByText("Renewal recorded")).toBeVisible();
  await expect(decisions.getByRole("article", { name: MSA })).toHaveCount(0);
  await expect(page.getByText("Renewal decided")).toBeVisible();
  const saved = await api.get<{ items: { name: string; lifecycle_status: string; description: string }[] }>(
    `/contract-records?vendor_id=${vendor.id}`,
  );
  const msa = saved.items.find((item) => item.name === MSA);
  expect(msa?.lifecycle_status).toBe("Active");
  expect(msa?.description).toMatch(/Renewal decision \(notice deadline \d{4}-\d{2}-\d{2}\): renew\. Reviewed with/);

  // The vendor's page: the notice deadline in its header, and its contracts with their annual value.
  await page.goto(`/vendors/${vendor.id}?tab=contracts`);
  await expect(page.getByText(`Notice deadline in 10 days: ${MSA}`)).toBeVisible();
  const totals = page.getByRole("region", { name: "Total annual value" });
  await expect(totals).toContainText(/EUR\s[\d,.]+/);
  await expect(totals).toContainText("from 2 contracts");
  await expect(
    page.getByRole("grid", { name: "Contracts of this vendor" }).getByRole("link", { name: SOW }),
  ).toBeVisible();
  await expectAccessible(page);

  // Switched off, the pages say so (and the sidebar drops the entry); switched on, the contracts are back.
  await switchContracts(page, false);
  await page.goto("/contracts");
  await expect(page.getByText("Contract records is not turned on for your organization")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open organization settings" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contracts" })).toHaveCount(0);
  await page.goto("/contracts/renewals");
  await expect(page.getByText("Contract records is not turned on for your organization")).toBeVisible();
  await expectAccessible(page);
  await switchContracts(page, true);
  await page.goto("/contracts");
  await expect(page.getByRole("grid", { name: "Contracts" }).getByRole("link", { name: MSA })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contracts" })).toBeVisible();
});
