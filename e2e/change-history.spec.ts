import { apiToken, createAccount, expect, expectAccessible, signIn, test } from "./support";

interface Named {
  id: string;
  name: string;
}

const VENDOR_NAME = "Northwind Hosting";
const KEY_NAME = "Deploy bot";
const REASON = "compromised in a CI log";

test("a vendor's risk level change and an API key's revoke reason show in their History and in the audit log's Changes", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const account = await createAccount(request, "history");
  const headers = { authorization: `Bearer ${await apiToken(request, account)}` };
  const levels = (await (await request.get("/v1/risk_levels", { headers })).json()) as { items: Named[] };
  const high = levels.items.find((level) => level.name === "High");
  expect(high).toBeDefined();
  const createdVendor = await request.post("/v1/vendors", {
    headers,
    data: { name: VENDOR_NAME, inherent_risk_level_id: high?.id },
  });
  expect(createdVendor.status()).toBe(201);
  const vendor = (await createdVendor.json()) as { id: string };
  const createdKey = await request.post("/v1/api-keys", { headers, data: { name: KEY_NAME } });
  expect(createdKey.status()).toBe(201);

  // The vendor's risk level, edited in the page, appears in its History with the signed-in user's name.
  await signIn(page, account, `/vendors/${vendor.id}`);
  await page.getByRole("button", { name: "Edit vendor" }).click();
  const form = page.getByRole("form", { name: "Vendor details" });
  await form.getByLabel("Inherent risk").selectOption({ label: "Low" });
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Vendor saved")).toBeVisible();
  await expect(form).toBeHidden();

  await page.getByRole("tab", { name: "History" }).click();
  await expect(page).toHaveURL(/[?&]tab=history(&|$)/);
  const history = page.getByRole("tabpanel", { name: "History" });
  const entries = history.getByRole("list", { name: "History" }).locator(":scope > li");
  const update = entries.filter({ hasText: "Inherent risk level: High → Low" });
  await expect(update).toHaveCount(1);
  await expect(update).toContainText("Erin");
  await expect(update).toContainText("updated");
  await expect(update.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expect(update.locator("time")).toHaveAttribute("title", /\d/);
  // Newest first: the update is above the creation.
  await expect(entries.first()).toContainText("Inherent risk level: High → Low");
  await expect(entries.last()).toContainText("created");
  await expect(entries.last()).toContainText(`Name: ${VENDOR_NAME}`);
  await expect(history.getByText(/^Showing 2 of 2 changes$/)).toBeVisible();
  await expectAccessible(page);

  // A key revoked with a reason: the reason is in the key's History.
  await page.goto("/settings/api-keys");
  await page.getByRole("button", { name: `Revoke ${KEY_NAME}` }).click();
  const revokeDialog = page.getByRole("alertdialog", { name: `Revoke ${KEY_NAME}?` });
  await revokeDialog.getByLabel("Reason (optional)").fill(REASON);
  await revokeDialog.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByText("API key revoked")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`^${KEY_NAME} .* Revoked `) })).toBeVisible();

  const historyButton = page.getByRole("button", { name: `History of ${KEY_NAME}` });
  await historyButton.focus();
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: `History of ${KEY_NAME}` });
  await expect(drawer).toBeVisible();
  const revoked = drawer.getByRole("listitem").filter({ hasText: `Reason: ${REASON}` });
  await expect(revoked).toHaveCount(1);
  await expect(revoked).toContainText("Erin");
  await expect(revoked).toContainText("revoked");
  const keyCreated = drawer.getByRole("listitem").filter({ hasText: "created" }).first();
  await expect(keyCreated).toBeVisible();
  // Who created the key, by name: never the API's field name nor the user's ID.
  await expect(keyCreated).toContainText("Created by: Erin");
  await expect(drawer).not.toContainText(/clerk|cbuser_/i);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(historyButton).toBeFocused();

  // The audit log's Changes view lists both, and filters by record type and action in the URL.
  await page.goto("/audit-log");
  await expect(page.getByRole("link", { name: "API calls" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("link", { name: "Changes" }).click();
  await expect(page).toHaveURL(/[?&]view=changes(&|$)/);
  await expect(page.getByRole("link", { name: "Changes" })).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("region", { name: "Changes" });
  const rows = table.locator("tbody tr");
  // The vendor's update names the field it changed (its creation is listed too, as "Created").
  const vendorRow = rows.filter({ hasText: VENDOR_NAME }).filter({ hasText: "Updated" }).filter({
    hasText: "Inherent risk level",
  });
  await expect(vendorRow).toHaveCount(1);
  await expect(vendorRow).toContainText("Erin");
  await expect(rows.filter({ hasText: VENDOR_NAME }).filter({ hasText: "Created" }).first()).toBeVisible();
  await expect(vendorRow.getByRole("link", { name: VENDOR_NAME })).toHaveAttribute("href", `/vendors/${vendor.id}`);
  await expect(rows.filter({ hasText: `Reason: ${REASON}` })).toContainText(KEY_NAME);
  await expectAccessible(page);

  await page.getByLabel("Record type", { exact: true }).selectOption({ label: "API key" });
  await expect(page).toHaveURL(/[?&]entity_type=api_key(&|$)/);
  await expect(rows.filter({ hasText: VENDOR_NAME })).toHaveCount(0);
  await expect(rows.filter({ hasText: `Reason: ${REASON}` })).toHaveCount(1);
  await expect(rows.filter({ hasNotText: "API key" })).toHaveCount(0);

  await page.getByLabel("Action", { exact: true }).selectOption({ label: "Revoked" });
  await expect(page).toHaveURL(/[?&]action=revoked(&|$)/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(KEY_NAME);
  await page.reload();
  await expect(page.getByLabel("Record type", { exact: true })).toHaveValue("api_key");
  await expect(rows).toHaveCount(1);
  await expectAccessible(page);

  await page.getByLabel("Record type", { exact: true }).selectOption({ label: "Webhook" });
  await expect(page.getByText("No changes match these filters")).toBeVisible();
  await table.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/entity_type=|action=/);
  await expect(vendorRow).toHaveCount(1);
});

test("the History panel's empty, error and loading-more states", async ({ page, request }) => {
  const account = await createAccount(request, "history-states");
  const headers = { authorization: `Bearer ${await apiToken(request, account)}` };
  const created = await request.post("/v1/webhooks", {
    headers,
    data: {
      // The e2e server allows webhooks to its local test receiver's origin; nothing is delivered here.
      url: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3917) + 1000}/history`,
      events: ["Vendor.Updated"],
      secret: "a-secret-of-32-characters-at-least",
    },
  });
  expect(created.status()).toBe(201);
  const webhook = (await created.json()) as { id: string };

  // Answers of the change log stand in for the API here: nothing, then a failure, then 25 entries.
  let answer: "empty" | "error" | "many" = "empty";
  await page.route("**/api/v1/change_log?*", async (route) => {
    const offset = Number(new URL(route.request().url()).searchParams.get("offset") ?? 0);
    if (answer === "error") {
      await route.fulfill({ status: 500, json: { detail: { code: "internal_error", message: "Boom." } } });
      return;
    }
    const total = answer === "many" ? 25 : 0;
    const items = Array.from({ length: Math.max(0, Math.min(20, total - offset)) }, (_, index) => ({
      id: `chg_${offset + index}`,
      entity_type: "webhook",
      entity_id: webhook.id,
      entity_name: "A webhook",
      action: "updated",
      actor: { type: "system", id: null, name: null },
      changes: [{ field: "enabled", before: true, after: false }],
      reason: null,
      request_id: null,
      created_at: 1_800_000_000 - (offset + index) * 60,
    }));
    await route.fulfill({ json: { items, total, limit: 20, offset } });
  });

  // A record page opens its History from its header, in a side sheet.
  await signIn(page, account, `/webhooks/${webhook.id}`);
  const openHistory = page.getByRole("button", { name: /^History of / });
  const history = page.getByRole("dialog", { name: /^History of / }).getByRole("region", { name: "History" });
  await openHistory.click();
  await expect(history.getByText("No changes recorded yet.")).toBeVisible();
  await expectAccessible(page);

  answer = "error";
  await page.reload();
  await openHistory.click();
  await expect(history.getByRole("alert")).toContainText("Couldn't load the history");
  answer = "many";
  await history.getByRole("button", { name: "Retry" }).click();
  const entries = history.getByRole("list", { name: "History" }).locator(":scope > li");
  await expect(entries).toHaveCount(20);
  await expect(entries.first()).toContainText("System");
  await expect(entries.first()).toContainText("Enabled: Yes → No");
  await expect(history.getByText("Showing 20 of 25 changes")).toBeVisible();
  await history.getByRole("button", { name: "Show more" }).click();
  await expect(entries).toHaveCount(25);
  await expect(history.getByRole("button", { name: "Show more" })).toHaveCount(0);
  await expect(history.getByText("Showing 25 of 25 changes")).toBeVisible();
  await expectAccessible(page);
});
