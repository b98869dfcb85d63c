import type { APIRequestContext, Page } from "@playwright/test";
import { apiToken, createAccount, createMember, expect, expectAccessible, signIn, test, v1 } from "./support";

const PAGE = "/settings/api-keys";
const KEY_NAME = "CI deploy";

/** `ak_<32 hex id>_<secret>` → the key record id. */
function keyIdOf(secret: string): string {
  const match = /^ak_([0-9a-f]{32})_[A-Za-z0-9_-]+$/.exec(secret);
  expect(match, `an ak_ key: ${secret.slice(0, 8)}…`).not.toBeNull();
  return match?.[1] ?? "";
}

/** True when the secret is anywhere in the document: its markup or the value of any field. */
async function pageHoldsSecret(page: Page, secret: string): Promise<boolean> {
  return page.evaluate(
    (text) =>
      document.documentElement.outerHTML.includes(text) ||
      Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")).some((field) =>
        field.value.includes(text),
      ),
    secret,
  );
}

async function whoamiStatus(request: APIRequestContext, secret: string) {
  const response = await request.get("/v1/whoami", { headers: { authorization: `Bearer ${secret}` } });
  return { status: response.status(), body: response.ok() ? await response.json() : undefined };
}

/** Reads the one-time secret dialog, checks what it promises, and closes it with Done. */
async function readSecretAndClose(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Copy this secret now. You will not be able to see it again.")).toBeVisible();
  const field = dialog.getByLabel("Secret", { exact: true });
  await expect(field).toHaveAttribute("readonly", "");
  await expect(field).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Copy secret" })).toBeVisible();
  const secret = await field.inputValue();
  keyIdOf(secret);
  return secret;
}

/** The question asked when the secret dialog is left other than by Done; answers "Close anyway". */
async function confirmLeavingSecret(page: Page) {
  const confirm = page.getByRole("alertdialog", { name: "Close without the secret?" });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText("You will not see this secret again");
  await confirm.getByRole("button", { name: "Close anyway" }).click();
}

test("an admin creates a scoped key, sees its secret once, rotates and revokes it, and the audit log has the calls", async ({
  page,
  request,
}) => {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    // The simulated 400 below is logged by the browser as a failed resource; anything else is a bug.
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
      consoleErrors.push(message.text());
    }
  });
  const account = await createAccount(request, "keys");
  await signIn(page, account, PAGE);
  await expect(page).toHaveTitle(/^API keys/);
  await expect(page.getByRole("heading", { level: 1, name: "API keys" })).toBeVisible();
  await expect(page.getByText("No API keys yet")).toBeVisible();
  await expectAccessible(page);

  // The create dialog opens from the keyboard, starts on the name, and validates before calling the API.
  const createButton = page.getByRole("button", { name: "Create API key", exact: true });
  await createButton.focus();
  await page.keyboard.press("Enter");
  const createDialog = page.getByRole("dialog", { name: "Create API key" });
  await expect(createDialog).toBeVisible();
  const nameField = createDialog.getByLabel("Name");
  await expect(nameField).toBeFocused();
  await expect(createDialog.getByRole("checkbox", { name: "Manage API keys" })).toBeVisible();
  await expect(createDialog.getByRole("checkbox", { name: "Read the audit log" })).toBeVisible();
  await expectAccessible(page);
  await createDialog.getByRole("button", { name: "Create key" }).click();
  await expect(createDialog.getByText("Enter a name.")).toBeVisible();
  await expect(nameField).toHaveAttribute("aria-invalid", "true");

  // A server-side rejection lands on the field it is about (the API's 400 invalid_name, simulated once).
  await page.route("**/api/v1/api-keys", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 400, json: { detail: { code: "invalid_name", message: "Name is empty." } } })
      : route.fallback(),
  );
  await nameField.fill("Rejected by the server");
  await nameField.press("Enter");
  await expect(createDialog.getByText("Enter a name; it can't be empty.")).toBeVisible();
  await expect(nameField).toHaveAttribute("aria-invalid", "true");
  await page.unroute("**/api/v1/api-keys");

  await nameField.fill(KEY_NAME);
  await createDialog.getByLabel("Expires").selectOption({ label: "In 30 days" });
  await createDialog.getByRole("checkbox", { name: "Read the audit log" }).check();
  await nameField.press("Enter");

  // The secret, once, with a warning and a copy button.
  await expect(page.getByRole("dialog", { name: "Create API key" })).toBeHidden();
  const secret = await readSecretAndClose(page, "API key created");
  const keyId = keyIdOf(secret);
  await expect(page.getByText("API key created").first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("dialog", { name: "API key created" }).getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(createButton).toBeFocused();

  // Gone after closing: not in the page, not on re-opening the dialog, not after a reload.
  expect(await pageHoldsSecret(page, secret)).toBe(false);
  const row = page.getByRole("row").filter({ hasText: keyId });
  await expect(row).toContainText(KEY_NAME);
  await expect(row).toContainText("audit:read");
  await expect(row).toContainText("Never");
  await expect(row).toContainText("Active");
  await expectAccessible(page);
  await createButton.click();
  await expect(page.getByRole("dialog", { name: "Create API key" }).getByLabel("Name")).toHaveValue("");
  expect(await pageHoldsSecret(page, secret)).toBe(false);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: keyId })).toBeVisible();
  expect(await pageHoldsSecret(page, secret)).toBe(false);

  // The shown secret is the real key, with the granted scope.
  const created = await whoamiStatus(request, secret);
  expect(created.status).toBe(200);
  expect(created.body).toMatchObject({ credential_type: "api_key", api_key_id: keyId, scopes: ["audit:read"] });

  // Rotate: a new secret, shown once, and the old key is revoked. From here on in dark mode, for axe's contrast checks.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.getByRole("button", { name: `Rotate ${KEY_NAME}` }).click();
  const rotateDialog = page.getByRole("alertdialog", { name: `Rotate ${KEY_NAME}?` });
  await expect(rotateDialog).toContainText(keyId);
  await rotateDialog.getByRole("button", { name: "Rotate key" }).click();
  const rotatedSecret = await readSecretAndClose(page, "API key rotated");
  const rotatedId = keyIdOf(rotatedSecret);
  expect(rotatedSecret).not.toBe(secret);
  const rotatedDialog = page.getByRole("dialog", { name: "API key rotated" });
  await expect(rotatedDialog).toContainText(`The previous key ${KEY_NAME} (${keyId}) is now revoked`);
  await expectAccessible(page);
  // Escape does not throw the secret away unasked.
  await page.keyboard.press("Escape");
  await confirmLeavingSecret(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await pageHoldsSecret(page, rotatedSecret)).toBe(false);
  await expect(page.getByRole("row").filter({ hasText: keyId })).toContainText("Revoked");
  const rotatedRow = page.getByRole("row").filter({ hasText: rotatedId });
  await expect(rotatedRow).toContainText("Active");
  await expect(rotatedRow).toContainText("audit:read");
  expect((await whoamiStatus(request, secret)).status).toBe(401);
  expect((await whoamiStatus(request, rotatedSecret)).status).toBe(200);

  // Revoke with a reason, after confirming.
  await page.getByRole("button", { name: `Revoke ${KEY_NAME}` }).click();
  const revokeDialog = page.getByRole("alertdialog", { name: `Revoke ${KEY_NAME}?` });
  await expect(revokeDialog).toContainText(rotatedId);
  await revokeDialog.getByLabel("Reason (optional)").fill("Rotated out by the e2e suite");
  await revokeDialog.getByRole("button", { name: "Revoke key" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByText("API key revoked")).toBeVisible();
  await expect(rotatedRow).toContainText("Revoked");
  await expect(page.getByRole("button", { name: /^(Rotate|Revoke) / })).toHaveCount(0);
  expect((await whoamiStatus(request, rotatedSecret)).status).toBe(401);
  await expectAccessible(page);
  expect(consoleErrors).toEqual([]);

  // The audit log has the three calls the page made through the proxy, as the signed-in admin.
  const token = await apiToken(request, account);
  const audit = await request.get("/v1/system_audit_log?limit=200", { headers: { authorization: `Bearer ${token}` } });
  expect(audit.status()).toBe(200);
  const { items } = (await audit.json()) as {
    items: { method: string; path: string; route: string | null; status_code: number; user_id: string | null }[];
  };
  const calls = items.map(({ method, path, route, status_code }) => ({ method, path, route, status_code }));
  expect(calls).toEqual(
    expect.arrayContaining([
      { method: "POST", path: "/v1/api-keys", route: "/v1/api-keys", status_code: 201 },
      {
        method: "POST",
        path: `/v1/api-keys/${keyId}/rotate`,
        route: "/v1/api-keys/{api_key_id}/rotate",
        status_code: 200,
      },
      {
        method: "POST",
        path: `/v1/api-keys/${rotatedId}/revoke`,
        route: "/v1/api-keys/{api_key_id}/revoke",
        status_code: 200,
      },
    ]),
  );
  const managementCalls = items.filter((item) => item.method === "POST" && item.route?.startsWith("/v1/api-keys"));
  expect(managementCalls.every((item) => item.user_id !== null)).toBe(true);
});

test("a non-admin sees a read-only explanation and no scope options", async ({ page, request }) => {
  const keyRequests: string[] = [];
  page.on("request", (req) => {
    if (new URL(req.url()).pathname.startsWith("/api/v1/api-keys")) {
      keyRequests.push(req.url());
    }
  });
  const admin = await createAccount(request, "keys-admin");
  const member = await createMember(request, admin, "org:member");
  await signIn(page, member, PAGE);

  await expect(page.getByText("Only organization admins can manage API keys")).toBeVisible();
  await expect(page.getByText("Your role is member.")).toBeVisible();
  await expect(page.getByRole("button", { name: /create/i })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Manage API keys" })).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Read the audit log" })).toHaveCount(0);
  await expect(page.getByRole("table")).toHaveCount(0);
  await expect(page.getByText("Couldn't load this")).toHaveCount(0);
  expect(keyRequests).toEqual([]);
  await expectAccessible(page);
});

test("a 403 insufficient_role from the list shows the same explanation, not an error screen", async ({
  page,
  request,
}) => {
  // E.g. the user's role was changed after the page loaded its whoami.
  await page.route("**/api/v1/api-keys", (route) =>
    route.fulfill({
      status: 403,
      json: { detail: { code: "insufficient_role", message: "Your role does not allow this action." } },
    }),
  );
  const account = await createAccount(request, "keys-demoted");
  await signIn(page, account, PAGE);
  await expect(page.getByText("Only organization admins can manage API keys")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create API key" })).toHaveCount(0);
  await expect(page.getByText("Couldn't load this")).toHaveCount(0);
});

test("keys page pass: expiry, revoked scopes, read-only keys, rotation with an overlap, leaving the secret dialog, 390 px", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "keys-pass");
  const api = v1(request, await apiToken(request, account));
  // Seeded through the API: a key expiring in 30 days, one about to expire, and a scoped key then revoked.
  const expiring = await api.post<{ id: string }>("/api-keys", {
    name: "Expiring",
    seconds_until_expiration: 30 * 86_400,
  });
  const lapsing = await api.post<{ id: string }>("/api-keys", { name: "Lapsing", seconds_until_expiration: 1 });
  const revoked = await api.post<{ id: string }>("/api-keys", { name: "Auditor", scopes: ["audit:read"] });
  await api.post(`/api-keys/${revoked.id}/revoke`, { reason: "e2e" });
  await expect
    .poll(async () => {
      const list = await api.get<{ data: { id: string; expired: boolean }[] }>("/api-keys");
      return list.data.find((key) => key.id === lapsing.id)?.expired;
    })
    .toBe(true);

  await signIn(page, account, PAGE);
  const table = page.getByRole("table", { name: "API keys" });
  await expect(table.getByRole("columnheader", { name: "Expires" })).toBeVisible();
  // Expires: the date in the reader's locale, "Expired" on a lapsed key, "Never" for none.
  const expiringRow = page.getByRole("row").filter({ hasText: expiring.id });
  await expect(expiringRow).toContainText(String(new Date(Date.now() + 30 * 86_400_000).getFullYear()));
  await expect(expiringRow).not.toContainText("Expired");
  await expect(page.getByRole("row").filter({ hasText: lapsing.id })).toContainText("Expired");
  // A revoked key still shows the scopes it had.
  const revokedRow = page.getByRole("row").filter({ hasText: revoked.id });
  await expect(revokedRow).toContainText("Revoked");
  await expect(revokedRow).toContainText("audit:read");

  // A read-only key, created from the page.
  await page.getByRole("button", { name: "Create API key", exact: true }).click();
  const createDialog = page.getByRole("dialog", { name: "Create API key" });
  await createDialog.getByLabel("Name").fill("Reporting");
  await createDialog.getByRole("checkbox", { name: "Read-only" }).check();
  await createDialog.getByRole("button", { name: "Create key" }).click();
  const secretDialog = page.getByRole("dialog", { name: "API key created" });
  const readOnlySecret = await readSecretAndClose(page, "API key created");
  const readOnlyId = keyIdOf(readOnlySecret);

  // Leaving the secret dialog by a click outside or by × asks first; "Keep it open" keeps the secret.
  await page.mouse.click(5, 5);
  const leave = page.getByRole("alertdialog", { name: "Close without the secret?" });
  await expect(leave).toContainText("You will not see this secret again");
  await expectAccessible(page);
  await leave.getByRole("button", { name: "Keep it open" }).click();
  await expect(leave).toBeHidden();
  await expect(secretDialog.getByLabel("Secret", { exact: true })).toHaveValue(readOnlySecret);
  await secretDialog.getByRole("button", { name: "Close", exact: true }).click();
  await confirmLeavingSecret(page);
  await expect(page.getByRole("dialog")).toHaveCount(0);

  const readOnlyRow = page.getByRole("row").filter({ hasText: readOnlyId });
  await expect(readOnlyRow).toContainText("Read-only");
  await expect(readOnlyRow).toContainText("Never");
  const write = await request.post("/v1/vendors", {
    headers: { authorization: `Bearer ${readOnlySecret}` },
    data: { name: "Not allowed" },
  });
  expect(write.status()).toBe(403);
  expect((await write.json()).detail.code).toBe("insufficient_scope");
  expect((await whoamiStatus(request, readOnlySecret)).status).toBe(200);

  // Rotation with a one-hour overlap: the old key is shown rotating, with when its secret stops, and still works.
  await readOnlyRow.getByRole("button", { name: "Rotate Reporting" }).click();
  const rotateDialog = page.getByRole("alertdialog", { name: "Rotate Reporting?" });
  await rotateDialog.getByLabel("Old secret keeps working").selectOption({ label: "1 hour" });
  await expectAccessible(page);
  await rotateDialog.getByRole("button", { name: "Rotate key" }).click();
  const rotatedSecret = await readSecretAndClose(page, "API key rotated");
  const rotatedId = keyIdOf(rotatedSecret);
  await expect(page.getByRole("dialog", { name: "API key rotated" })).toContainText(
    `The previous key Reporting (${readOnlyId}) keeps working until`,
  );
  await page.getByRole("dialog", { name: "API key rotated" }).getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(readOnlyRow).toContainText("Rotating");
  await expect(readOnlyRow).toContainText("Old secret stops");
  await expect(readOnlyRow.getByRole("button", { name: "Rotate Reporting" })).toHaveCount(0);
  const successorRow = page.getByRole("row").filter({ hasText: rotatedId });
  await expect(successorRow).toContainText("Active");
  await expect(successorRow).toContainText("Read-only");
  expect((await whoamiStatus(request, readOnlySecret)).status).toBe(200);
  expect((await whoamiStatus(request, rotatedSecret)).status).toBe(200);
  await expectAccessible(page);

  // Revoking the rotating key ends its overlap.
  await readOnlyRow.getByRole("button", { name: "Revoke Reporting" }).click();
  await page
    .getByRole("alertdialog", { name: "Revoke Reporting?" })
    .getByRole("button", { name: "Revoke key" })
    .click();
  await expect(readOnlyRow).toContainText("Revoked");
  expect((await whoamiStatus(request, readOnlySecret)).status).toBe(401);

  // A phone: the page never scrolls sideways (the table scrolls in its own box).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: rotatedId })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
