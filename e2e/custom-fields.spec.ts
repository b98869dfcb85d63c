import { apiToken, createAccount, expect, expectAccessible, signIn, test } from "./support";

const PAGE = "/settings/custom-fields";

test("an admin defines a choice field, sees validation, disables it and archives another; the API agrees", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "fields");
  await signIn(page, account, PAGE);
  await expect(page).toHaveTitle(/^Custom fields/);
  await expect(page.getByRole("heading", { level: 1, name: "Custom fields" })).toBeVisible();
  await expect(page.getByText("No custom fields yet")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Custom fields" }),
  ).toBeVisible();
  await expectAccessible(page);

  // Define a single choice field: the dialog checks name and option labels before calling the API.
  await page.getByRole("button", { name: "New field", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New custom field" });
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await dialog.getByLabel("Type").selectOption({ label: "Single choice" });
  await dialog.getByRole("button", { name: "Create field" }).click();
  await expect(dialog.getByText("Enter a name.")).toBeVisible();
  await expect(dialog.getByText("Enter a label.")).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel("Name").fill("Data sensitivity");
  await dialog.getByRole("checkbox", { name: "Services" }).check();
  await dialog.getByLabel("Option 1 label").fill("Public");
  await dialog.getByRole("button", { name: "Add option" }).click();
  await dialog.getByLabel("Option 2 label").fill("Confidential");
  await dialog.getByLabel("Option 2 colour").selectOption({ label: "Red" });
  await dialog.getByRole("button", { name: "Create field" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByText("Custom field created")).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: "Data sensitivity" });
  await expect(row).toContainText("Single choice");
  await expect(row).toContainText("Vendors, Services");
  await expect(row).toContainText("Public");
  await expect(row).toContainText("Confidential");
  await expect(row).toContainText("Enabled");

  // A second field with the same name is refused by the API, shown on the name.
  await page.getByRole("button", { name: "New field", exact: true }).click();
  await dialog.getByLabel("Name").fill("data sensitivity");
  await dialog.getByRole("button", { name: "Create field" }).click();
  await expect(dialog.getByText('A custom field named "data sensitivity" already exists.')).toBeVisible();
  await dialog.getByLabel("Name").fill("Contract owner");
  await dialog.getByLabel("Type").selectOption({ label: "Text" });
  await dialog.getByRole("button", { name: "Create field" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: "Contract owner" })).toContainText("Text");

  // Disable the first: still listed here (as disabled) but hidden from the public list.
  await page.getByRole("button", { name: "Disable Data sensitivity" }).click();
  await expect(row).toContainText("Disabled");
  await expect(page.getByRole("button", { name: "Enable Data sensitivity" })).toBeVisible();
  await expectAccessible(page);

  // Archive the second after confirming.
  await page.getByRole("button", { name: "Archive Contract owner" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Archive Contract owner?" });
  await confirm.getByRole("button", { name: "Archive field" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByRole("row").filter({ hasText: "Contract owner" })).toHaveCount(0);

  const token = await apiToken(request, account);
  const headers = { authorization: `Bearer ${token}` };
  const live = await (await request.get("/v1/custom-fields", { headers })).json();
  expect(live).toEqual({ items: [], total: 0 });
  const all = await (await request.get("/v1/custom-fields?include_disabled=true", { headers })).json();
  expect(all.items).toEqual([
    expect.objectContaining({
      field_name: "Data sensitivity",
      field_type: "select",
      enabled: false,
      applies_to: ["vendor", "service"],
      options: [{ label: "Public" }, { label: "Confidential", color: "#dc2626" }],
    }),
  ]);

  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: "Data sensitivity" })).toContainText("Disabled");
  await page.emulateMedia({ colorScheme: "dark" });
  await expectAccessible(page);
});

test("an admin defines a money field with a minimum; the table says so in words and the API's refusal shows on the field", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "money-fields");
  await signIn(page, account, PAGE);
  await page.getByRole("button", { name: "New field", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "New custom field" });
  // A text field takes neither a minimum nor a currency: they appear with the number type.
  await expect(dialog.getByLabel("Minimum")).toHaveCount(0);
  await dialog.getByLabel("Name").fill("Annual spend");
  await dialog.getByLabel("Type").selectOption({ label: "Number" });
  await dialog.getByLabel("Minimum").fill("0");
  await dialog.getByLabel("Currency").selectOption("USD");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create field" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const row = page.getByRole("row").filter({ hasText: "Annual spend" });
  await expect(row).toContainText("Money (USD), at least 0");

  // A minimum beyond what the API accepts: its 422 is shown on the Minimum field, and nothing changes.
  await page.getByRole("button", { name: "Edit Annual spend" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Annual spend" });
  await expect(editor.getByLabel("Minimum")).toHaveValue("0");
  await expect(editor.getByLabel("Currency")).toHaveValue("USD");
  await editor.getByLabel("Minimum").fill("1e16");
  await editor.getByRole("button", { name: "Save field" }).click();
  await expect(editor.getByLabel("Minimum")).toHaveAttribute("aria-invalid", "true");
  await expect(editor.getByRole("alert").filter({ hasText: /less than or equal to/ })).toBeVisible();
  await expectAccessible(page);

  // Then a valid change: another currency, no minimum.
  await editor.getByLabel("Minimum").fill("");
  await editor.getByLabel("Currency").selectOption("EUR");
  await editor.getByRole("button", { name: "Save field" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(row).toContainText("Money (EUR)");
  await expect(row).not.toContainText("at least");

  const token = await apiToken(request, account);
  const listed = await (
    await request.get("/v1/custom-fields", { headers: { authorization: `Bearer ${token}` } })
  ).json();
  expect(listed.items).toEqual([
    expect.objectContaining({ field_name: "Annual spend", field_type: "number", minimum: null, currency: "EUR" }),
  ]);
});
