import { apiToken, createAccount, createMember, expect, expectAccessible, signIn, test, v1 } from "./support";

const IBAN = "DE89370400440532013000";
const SENT_FOR_REVIEW = "Sent for review: an admin must approve this change before it takes effect.";

/**
 * The bank change's whole path: a member adds a German IBAN account (queued for review), another
 * admin approves it in Bank reviews, the account is live and masked on the vendor page, and is retired.
 */
test("a member's German IBAN account waits for review, another admin approves it, it shows live and masked, and is retired", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await createAccount(request, "bank-account-review");
  const api = v1(request, await apiToken(request, admin));
  const member = await createMember(request, admin, "org:member");
  const vendor = await api.post<{ id: string }>("/vendors", { name: "Umbrella Chemie GmbH" });
  await api.post(`/vendors/${vendor.id}/sites`, { country: "DE", city: "Köln", postal_code: "50667" });

  // The member adds the account through the form: it waits for review.
  await signIn(page, member, `/vendors/${vendor.id}?tab=supplier-profile`);
  const panel = page.getByRole("tabpanel", { name: "Supplier profile" });
  const banks = panel.getByRole("region", { name: "Bank accounts" });
  await banks.getByRole("button", { name: "Add bank account" }).click();
  const dialog = page.getByRole("dialog", { name: "Add bank account" });
  await dialog.getByLabel("Bank country").selectOption("DE");
  await dialog.getByLabel("IBAN").fill(IBAN);
  await dialog.getByLabel("Account label").fill("EUR payments");
  await expect(dialog.getByRole("status")).toHaveText(/pass the Germany rules/);
  await dialog.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByText(SENT_FOR_REVIEW)).toBeVisible();
  const waiting = banks.getByRole("listitem").filter({ hasText: "New account waiting for review" });
  await expect(waiting).toContainText("****3000");
  await expect(panel).not.toContainText(IBAN);
  await expectAccessible(page);

  // Another admin (the organization's first) approves it in the queue, by keyboard.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin, "/bank-reviews");
  const row = adminPage
    .getByRole("grid", { name: "Bank changes" })
    .locator("tbody tr")
    .filter({ hasText: "Umbrella Chemie GmbH" });
  await expect(row.getByText("IBAN ****3000")).toBeVisible();
  await adminPage.keyboard.press("j");
  await expect(row).toBeFocused();
  await adminPage.keyboard.press("Enter");
  const drawer = adminPage.getByRole("dialog", { name: "Bank change for Umbrella Chemie GmbH" });
  await expect(drawer.getByText("****3000").first()).toBeVisible();
  await expect(drawer).not.toContainText(IBAN);
  await adminPage.keyboard.press("a");
  const approve = adminPage.getByRole("dialog", { name: "Approve bank change" });
  await expect(approve.getByRole("button", { name: "Approve", exact: true })).toBeFocused();
  await adminPage.keyboard.press("Enter");
  await expect(adminPage.getByText("Approved the bank change for Umbrella Chemie GmbH")).toBeVisible();

  // Live and masked on the vendor page, for the admin as for the member.
  await adminPage.goto(`/vendors/${vendor.id}?tab=supplier-profile`);
  const adminBanks = adminPage
    .getByRole("tabpanel", { name: "Supplier profile" })
    .getByRole("region", { name: "Bank accounts" });
  const live = adminBanks.getByRole("listitem").filter({ hasText: "EUR payments" });
  await expect(live.getByText("Active", { exact: true })).toBeVisible();
  await expect(live).toContainText("****3000");
  await expect(adminBanks).not.toContainText(IBAN);
  await expect(adminBanks.getByText("New account waiting for review")).toHaveCount(0);
  await page.reload();
  await expect(banks.getByRole("listitem").filter({ hasText: "EUR payments" })).toContainText("****3000");

  // Retired after its confirmation; the history says so.
  await live.getByRole("button", { name: "Retire EUR payments" }).click();
  const confirm = adminPage.getByRole("alertdialog", { name: "Retire this bank account?" });
  await confirm.getByRole("button", { name: "Retire" }).click();
  await expect(live.getByText("Retired", { exact: true })).toBeVisible();
  const history = adminPage
    .getByRole("tabpanel", { name: "Supplier profile" })
    .getByRole("region", { name: "Change history" });
  await expect(history.getByText("Retired a bank account")).toBeVisible();
  const [account] = (
    await api.get<{ items: { status: string; iban_masked: string }[] }>(`/vendors/${vendor.id}/bank_accounts`)
  ).items;
  expect(account).toMatchObject({ status: "retired", iban_masked: "****3000" });
  await expectAccessible(adminPage);
  await adminContext.close();
});
