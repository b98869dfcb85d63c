import { apiToken, createAccount, expect, expectAccessible, signIn, test } from "./support";

test("send a request from a vendor's page, then pause, resume, extend, remind, close and reopen it from the Portals page", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "portals");
  const token = await apiToken(request, account);
  const vendor = await (
    await request.post("/v1/vendors", {
      headers: { authorization: `Bearer ${token}` },
      data: { name: "Globex Logistics", primary_contact: { email: "hank@globex.example", name: "Hank" } },
    })
  ).json();

  // Opened by hand from the vendor's page: the recipient is the vendor's primary contact.
  await signIn(page, account, `/vendors/${vendor.id}`);
  await page.getByRole("button", { name: "Send a request" }).click();
  const dialog = page.getByRole("dialog", { name: "Send a request to Globex Logistics" });
  await expect(dialog.getByLabel("Recipient email")).toHaveValue("hank@globex.example");
  await dialog.getByRole("checkbox", { name: "Vendor onboarding" }).check();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Send request" }).click();
  await expect(dialog.getByRole("heading", { name: "Request sent" })).toBeVisible();
  await expect(dialog.getByLabel("Request link")).toHaveValue(/\/portal\/cbsbpt_/);
  await dialog.getByRole("link", { name: "View the request" }).click();

  // The Portals page: names, states and progress in words, and the actions a state allows.
  const name = "Inherent risk questionnaire: Globex Logistics";
  // The link opens the request's drawer over the list.
  const drawer = page.getByRole("dialog", { name });
  await expect(drawer.getByRole("progressbar", { name: "Answer progress" })).toHaveAttribute("aria-valuemax", "6");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { level: 1, name: "Portals" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Globex Logistics");
  await expect(row).toContainText("Open");
  await expect(row.getByRole("progressbar", { name: `Answers to ${name}` })).toBeVisible();
  await expectAccessible(page);

  await row.getByRole("button", { name: `Pause ${name}` }).click();
  await expect(row).toContainText("Paused");
  await row.getByRole("button", { name: `Resume ${name}` }).click();
  await expect(row.getByRole("button", { name: `Pause ${name}` })).toBeVisible();

  await row.getByRole("button", { name: `Extend due date ${name}` }).click();
  const extend = page.getByRole("dialog", { name: "Extend the due date" });
  const later = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await extend.getByLabel("New due date").fill(later);
  await extend.getByRole("button", { name: "Save due date" }).click();
  await expect(page.getByText("Due date changed")).toBeVisible();

  await row.getByRole("button", { name: `Send reminder ${name}` }).click();
  await expect(page.getByText("Reminder sent", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Send reminder ${name}` }).click();
  await expect(page.getByText("Reminder not sent")).toBeVisible();
  await expect(page.getByText(/You can send the next one in 2[34] hours/)).toBeVisible();

  await row.getByRole("button", { name: `Close request ${name}` }).click();
  const close = page.getByRole("alertdialog", { name: "Close this request?" });
  await close.getByRole("button", { name: "Close request" }).click();
  await expect(row).toContainText("Closed");
  await row.getByRole("button", { name: `Reopen ${name}` }).click();
  await expect(row).toContainText("Open");
  await expectAccessible(page);

  // A phone: the page never scrolls sideways (the table scrolls in its own box).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
