import { apiToken, createAccount, expect, expectAccessible, signIn, test, v1 } from "./support";

const SENT_FOR_REVIEW = "Sent for review: an admin must approve this change before it takes effect.";
/** Any record ID of the API ("cbsite_…", "cble_…"): the tab shows names, never these. */
const RAW_ID = /\bcb[a-z]+_[0-9a-f]{32}\b/;

test("supplier profile: a site, a US bank account checked as it is typed and sent for review, legal entities, an EIN and the change history", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, "supplier-profile");
  const api = v1(request, await apiToken(request, account));
  await api.post("/legal_entities", { name: "Initech Europe GmbH", country: "DE" });
  const vendor = await api.post<{ id: string }>("/vendors", { name: "Initech Supplies" });
  const bankWrites: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() !== "GET" && /\/api\/v1\/vendors\/[^/]+\/bank_accounts/.test(sent.url())) {
      bankWrites.push(sent.url());
    }
  });

  await signIn(page, account, `/vendors/${vendor.id}`);
  await page.getByRole("tab", { name: "Supplier profile" }).click();
  const panel = page.getByRole("tabpanel", { name: "Supplier profile" });
  const banks = panel.getByRole("region", { name: "Bank accounts" });
  const sites = panel.getByRole("region", { name: "Sites" });
  await expect(banks.getByText("No bank accounts yet")).toBeVisible();
  await expect(sites.getByText("No sites yet")).toBeVisible();
  await expect(
    panel.getByRole("region", { name: "Change history" }).getByText("No changes recorded yet."),
  ).toBeVisible();
  await expectAccessible(page);

  // A site: only the country is required; focus returns to "Add site" after the dialog.
  const addSite = sites.getByRole("button", { name: "Add site" });
  await addSite.click();
  const siteDialog = page.getByRole("dialog", { name: "Add site" });
  const siteCountry = siteDialog.getByRole("combobox", { name: "Country", exact: true });
  await expect(siteCountry).toBeFocused();
  await expect(siteCountry).toHaveAttribute("aria-required", "true");
  await siteCountry.selectOption("US");
  await siteDialog.getByLabel("Label", { exact: true }).fill("Boston warehouse");
  await siteDialog.getByLabel("Address line 1").fill("1 Main Street");
  await siteDialog.getByLabel("City").fill("Boston");
  await siteDialog.getByLabel("State or region").fill("MA");
  await siteDialog.getByLabel("Postal code").fill("02110");
  await siteDialog.getByLabel("Purpose").selectOption({ label: "Ordering" });
  await siteDialog.getByLabel("PO emails").fill("orders@initech.example, ap@initech.example");
  await siteDialog.getByRole("checkbox", { name: "Primary site" }).check();
  await expectAccessible(page);
  await siteDialog.getByRole("button", { name: "Add site" }).click();
  await expect(siteDialog).toHaveCount(0);
  await expect(addSite).toBeFocused();
  const site = sites.getByRole("listitem").filter({ hasText: "Boston warehouse" });
  await expect(site).toContainText("1 Main Street");
  await expect(site).toContainText("Boston, MA 02110");
  await expect(site).toContainText("United States");
  await expect(site).toContainText("orders@initech.example, ap@initech.example");
  await expect(site.getByText("Primary", { exact: true })).toBeVisible();

  // A US bank account: the fields follow the country, and the server's own rules answer as it is typed.
  await banks.getByRole("button", { name: "Add bank account" }).click();
  const bankDialog = page.getByRole("dialog", { name: "Add bank account" });
  await bankDialog.getByLabel("Bank country").selectOption("US");
  const routing = bankDialog.getByLabel("ABA routing number");
  await expect(routing).toHaveAttribute("aria-required", "true");
  await expect(routing).toHaveAttribute("placeholder", "021000021");
  await expect(bankDialog.getByLabel("Account number")).toBeVisible();
  await expect(bankDialog.getByLabel("IBAN")).toHaveCount(0);
  await expect(bankDialog.getByLabel("Currency")).toHaveValue("USD");
  await routing.fill("021000022");
  await expect(routing).toHaveAccessibleDescription(/has 9 digits and a valid checksum/);
  await expect(routing).toHaveAttribute("aria-invalid", "true");
  await expect(bankDialog.getByRole("status")).toContainText("Checked with the United States rules: 1 error.");
  // A required field not reached yet is not marked wrong before the person gets there.
  await expect(bankDialog.getByLabel("Account number")).not.toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  expect(bankWrites, "nothing is sent before submitting").toEqual([]);

  await routing.fill("021000021");
  await expect(routing).not.toHaveAttribute("aria-invalid", "true");
  await bankDialog.getByLabel("Account number").fill("123456789");
  await bankDialog.getByLabel("Account type").selectOption("checking");
  await expect(bankDialog.getByRole("status")).toHaveText("The details pass the United States rules.");
  await bankDialog.getByRole("button", { name: "Add account" }).click();
  await expect(page.getByText(SENT_FOR_REVIEW)).toBeVisible();
  await expect(bankDialog).toHaveCount(0);
  const waiting = banks.getByRole("listitem").filter({ hasText: "New account waiting for review" });
  await expect(waiting).toContainText("****6789");
  await expect(waiting).toContainText("United States");
  await expect(waiting).toContainText("Proposed by");
  await expect(banks.getByText("123456789")).toHaveCount(0);

  // The legal entities that pay the vendor.
  const entities = panel.getByRole("region", { name: "Legal entities" });
  await entities.getByRole("checkbox", { name: "Initech Europe GmbH" }).check();
  await entities.getByRole("button", { name: "Save legal entities" }).click();
  await expect(page.getByText("Legal entities saved")).toBeVisible();
  await expect(entities.getByRole("checkbox", { name: "Initech Europe GmbH" })).toBeChecked();

  // An EIN: checked by the country's rules and shown masked.
  const tax = panel.getByRole("region", { name: "Tax registrations" });
  await tax.getByRole("button", { name: "Add tax registration" }).click();
  const taxDialog = page.getByRole("dialog", { name: "Add tax registration" });
  await taxDialog.getByLabel("Country").selectOption("US");
  await taxDialog.getByLabel("Registration type").selectOption({ label: "EIN (Employer Identification Number)" });
  await taxDialog.getByLabel("Registration number").fill("04-2103594");
  await taxDialog.getByRole("button", { name: "Add registration" }).click();
  await expect(taxDialog).toHaveCount(0);
  const ein = tax.getByRole("row", { name: /EIN/ });
  await expect(ein).toContainText("****3594");
  await expect(ein).toContainText("Passed");
  await expect(panel.getByText(/04-?2103594/)).toHaveCount(0);
  // A new number for the same registration: country and type stay, the number is entered in full again.
  await ein.getByRole("button", { name: /^Update EIN/ }).click();
  const update = page.getByRole("dialog", { name: "Update tax registration" });
  await expect(update.getByLabel("Country")).toBeDisabled();
  await expect(update.getByLabel("Registration number")).toHaveValue("");
  await expect(update.getByLabel("Registration number")).toBeFocused();
  await update.getByLabel("Registration number").fill("91-1144442");
  await update.getByRole("button", { name: "Save number" }).click();
  await expect(update).toHaveCount(0);
  await expect(ein).toContainText("****4442");
  await expect(tax.getByRole("row")).toHaveCount(2);

  // The change history, newest first, in words and names.
  const history = panel.getByRole("region", { name: "Change history" });
  const changes = history.getByRole("list", { name: "Changes, newest first" }).getByRole("listitem");
  await expect(changes.first()).toContainText("Changed a tax registration");
  await expect(changes.first().getByRole("listitem").filter({ hasText: "Number" })).toHaveText(
    /^Number: \*{4}3594\W+changed to \*{4}4442$/,
  );
  await expect(history.getByText("Added a tax registration")).toBeVisible();
  await expect(history.getByText("Changed the legal entities")).toBeVisible();
  await expect(history).toContainText("Initech Europe GmbH");
  await expect(history.getByText("Added a site")).toBeVisible();
  await expect(history).toContainText("Boston warehouse");
  await expect(history).toContainText("Showing 4 of 4 changes");
  await expect(panel).not.toContainText(RAW_ID);
  await expectAccessible(page);
});

test("supplier profile: a bank change re-enters the details and waits for review, retiring, an unconfigured country, the module off", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, "supplier-bank");
  const api = v1(request, await apiToken(request, account));
  const { organization_id: orgId } = await api.get<{ organization_id: string }>("/whoami");
  const vendor = await api.post<{ id: string }>("/vendors", { name: "Umbrella Metals GmbH" });
  // A live account: added while review is off, then review is on again for what the page does.
  await api.post(`/org/${orgId}`, { bank_change_review_required: false });
  await api.post(`/vendors/${vendor.id}/bank_accounts`, {
    bank_country: "DE",
    currency: "EUR",
    bank_account_name: "EUR payments",
    values: { iban: "DE89370400440532013000", account_holder_name: "Umbrella Metals GmbH" },
  });
  await api.post(`/org/${orgId}`, { bank_change_review_required: true });

  await signIn(page, account, `/vendors/${vendor.id}?tab=supplier-profile`);
  const panel = page.getByRole("tabpanel", { name: "Supplier profile" });
  const banks = panel.getByRole("region", { name: "Bank accounts" });
  const live = banks.getByRole("listitem").filter({ hasText: "EUR payments" });
  await expect(live).toContainText("****3000");
  await expect(live).toContainText("Active");
  await expect(live).toContainText("Germany");
  await expect(banks.getByText("DE89370400440532013000")).toHaveCount(0);

  // Changing it: nothing is pre-filled, the details are entered again and wait for review.
  await live.getByRole("button", { name: "Edit EUR payments" }).click();
  const edit = page.getByRole("dialog", { name: "Change bank account" });
  await expect(edit).toContainText("Saved bank numbers are never shown in full");
  await expect(edit.getByLabel("Bank country")).toHaveValue("DE");
  await expect(edit.getByLabel("IBAN")).toHaveValue("");
  await expect(edit.getByLabel("Currency")).toHaveValue("EUR");
  await edit.getByLabel("IBAN").fill("DE02120300000000202051");
  await expect(edit.getByRole("status")).toHaveText(/pass the Germany rules/);
  await expectAccessible(page);
  await edit.getByRole("button", { name: "Submit change" }).click();
  await expect(page.getByText(SENT_FOR_REVIEW)).toBeVisible();
  await expect(edit).toHaveCount(0);
  await expect(live.getByText("Change pending review")).toBeVisible();
  await expect(live).toContainText("****2051");
  await expect(live).toContainText("Proposed by Erin");
  await expect(live.getByRole("button", { name: "Edit EUR payments" })).toHaveCount(0);
  // Its Edit button is gone, so focus lands on the section's own button rather than nowhere.
  await expect(banks.getByRole("button", { name: "Add bank account" })).toBeFocused();

  // A country without bank rules: the generic fields, stored as not validated.
  await banks.getByRole("button", { name: "Add bank account" }).click();
  const add = page.getByRole("dialog", { name: "Add bank account" });
  await add.getByLabel("Bank country").selectOption({ label: "Other country (not validated)" });
  await add.getByRole("combobox", { name: "Country", exact: true }).selectOption("NZ");
  await expect(add).toContainText("There are no bank rules for New Zealand");
  await expect(add.getByLabel("Branch code")).toBeVisible();
  await add.getByLabel("Account number").fill("0102030405060708");
  await add.getByLabel("Currency").selectOption("NZD");
  await expect(add.getByRole("status")).toHaveText(/pass the international formats/);
  await add.getByRole("button", { name: "Add account" }).click();
  await expect(add).toHaveCount(0);
  const waiting = banks.getByRole("listitem").filter({ hasText: "New account waiting for review" });
  await expect(waiting).toContainText("New Zealand");
  await expect(waiting).toContainText("****0708");
  await expect(waiting).toContainText("Not validated");

  // Retiring needs a confirmation; the change waiting on the account goes with it.
  await live.getByRole("button", { name: "Retire EUR payments" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Retire this bank account?" });
  await confirm.getByRole("button", { name: "Retire" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(live).toContainText("Retired");
  await expect(live.getByText("Change pending review")).toHaveCount(0);
  const history = panel.getByRole("region", { name: "Change history" });
  await expect(history.getByText("Retired a bank account")).toBeVisible();
  await expect(history.getByText("Rejected a bank account change")).toBeVisible();
  await expect(history).toContainText("Reason: The bank account was retired.");
  await expect(panel).not.toContainText(RAW_ID);
  await expectAccessible(page);

  // With the module off the tab is gone once the organization's switches have loaded.
  await api.post(`/org/${orgId}`, { modules: { supplier_profile: false } });
  const switchesLoaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/v1/org/${orgId}` && response.ok(),
  );
  await page.reload();
  await switchesLoaded;
  await expect(page.getByRole("heading", { level: 1, name: "Umbrella Metals GmbH" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Fact sheet" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Supplier profile" })).toHaveCount(0);
});
