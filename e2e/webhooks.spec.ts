import { createHmac } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { apiToken, createAccount, createMember, expect, expectAccessible, signIn, test, v1 } from "./support";

const receiverPort = Number(process.env.E2E_PORT ?? 3917) + 1000;
const receiverUrl = `http://127.0.0.1:${receiverPort}/e2e-hook`;
const failingUrl = `http://127.0.0.1:${receiverPort}/e2e-fail`;
const SECRET = "e2e-webhook-secret-0123";
/** What the failing endpoint answers: 10 KB, of which the attempt keeps the first 4 KB. */
const FAILURE_BODY = `${"busy ".repeat(2000)}END-OF-BODY`;

const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let server: Server;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      if (req.url === "/e2e-fail") {
        res.writeHead(500, { "content-type": "text/plain", "x-receiver": "e2e-failing" }).end(FAILURE_BODY);
      } else {
        res.writeHead(204).end();
      }
    });
  });
  server.listen(receiverPort, "127.0.0.1");
  await once(server, "listening");
});

test.afterAll(() => {
  server.closeAllConnections();
  server.close();
});

test("an admin adds a webhook, sends a signed test delivery, sees it in the history and deletes the webhook", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "hooks");
  await signIn(page, account, "/webhooks");
  await expect(page).toHaveTitle(/^Webhooks/);
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
  await expect(page.getByText("No webhooks yet")).toBeVisible();
  await expectAccessible(page);

  // The form checks itself, then shows the API's URL rule inline on the URL field.
  await page.getByRole("button", { name: "Add webhook" }).click();
  const dialog = page.getByRole("dialog", { name: "Add webhook" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  await expect(dialog.getByText("Enter the URL that receives events.")).toBeVisible();
  await expect(dialog.getByText("Choose at least one event.")).toBeVisible();
  const urlField = dialog.getByLabel("Endpoint URL");
  await urlField.fill("https://10.0.0.1/hook");
  // A pasted secret is accepted (masked); "Generate secret" replaces it with a strong one, shown once with a copy button.
  const secretField = dialog.getByLabel(/^Signing secret/);
  await secretField.fill(SECRET);
  await expect(secretField).toHaveAttribute("type", "password");
  await dialog.getByRole("button", { name: "Generate secret" }).click();
  await expect(secretField).toHaveAttribute("type", "text");
  await expect(secretField).toHaveValue(/^whsec_[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByRole("button", { name: "Copy signing secret" })).toBeVisible();
  const secret = await secretField.inputValue();
  // Events by resource, each group with a select-all box that shows a partial choice as mixed.
  const allVendors = dialog.getByRole("checkbox", { name: "All vendors" });
  await allVendors.check();
  await expect(dialog.getByRole("checkbox", { name: "Vendor created" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Vendor updated" })).toBeChecked();
  await dialog.getByRole("checkbox", { name: "Vendor updated" }).uncheck();
  await expect(allVendors).toBeChecked({ indeterminate: true });
  await expect(dialog.getByRole("checkbox", { name: "All services" })).not.toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  await expect(dialog.getByText(/must be a public HTTPS endpoint/)).toBeVisible();
  await expect(urlField).toHaveAttribute("aria-invalid", "true");
  await urlField.fill(receiverUrl);
  await dialog.getByRole("button", { name: "Add webhook" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row", { name: new RegExp(receiverUrl) });
  await expect(row.getByText("No deliveries yet")).toBeVisible();

  // The switch pauses and resumes the subscription.
  const toggle = row.getByRole("switch", { name: `Enabled: ${receiverUrl}` });
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(toggle).toBeChecked();

  // The subscription page: send a test with a JSON payload and watch it arrive, signed.
  await row.getByRole("link", { name: receiverUrl }).click();
  await expect(page.getByRole("heading", { level: 1, name: receiverUrl })).toBeVisible();
  await expect(page.getByText("No delivery attempts yet")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Verify signatures" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Send test" }).click();
  const testDialog = page.getByRole("dialog", { name: "Send test delivery" });
  const payload = testDialog.getByLabel("Payload (JSON object)");
  await payload.fill("[1, 2]");
  await testDialog.getByRole("button", { name: "Send test" }).click();
  await expect(testDialog.getByText(/must be a JSON object/)).toBeVisible();
  await expectAccessible(page);
  await payload.fill('{"hello": "from e2e"}');
  await testDialog.getByRole("button", { name: "Send test" }).click();
  await expect(testDialog).toBeHidden();
  await expect(page.getByRole("cell", { name: "Delivered" })).toBeVisible({ timeout: 20_000 });
  const delivery = received.at(-1);
  expect(delivery).toBeDefined();
  expect(delivery?.headers["service-signature"]).toBe(
    createHmac("sha256", secret)
      .update(delivery?.body ?? "")
      .digest("hex"),
  );
  expect(JSON.parse(delivery?.body ?? "{}")).toMatchObject({ event_type: "webhook.test", data: { hello: "from e2e" } });

  // The history polls for new attempts; a poll neither marks the table busy nor dims it.
  const attempts = page.getByRole("table", { name: "Delivery attempts, newest first" });
  await attempts.evaluate((table) => {
    const seen = { busy: false };
    Object.assign(window, { deliveryTableSeen: seen });
    new MutationObserver(() => {
      seen.busy ||= table.getAttribute("aria-busy") === "true";
    }).observe(table, { attributeFilter: ["aria-busy"] });
  });
  const webhookId = new URL(page.url()).pathname.split("/").pop();
  const sentByApi = await request.post(`/v1/webhooks/${webhookId}/test`, {
    headers: { authorization: `Bearer ${await apiToken(request, account)}` },
  });
  expect(sentByApi.status()).toBe(200);
  await expect(attempts.getByRole("cell", { name: "Delivered" })).toHaveCount(2, { timeout: 20_000 });
  const seen = await page.evaluate(
    () => (window as unknown as { deliveryTableSeen: { busy: boolean } }).deliveryTableSeen,
  );
  expect(seen.busy, "the table went busy while polled").toBe(false);
  // The summary counts the attempts the table lists, updated with it.
  await expect(page.getByText("100% delivered of 2 attempts")).toBeVisible();

  // A domain event reads by what it was about, never by its event ID.
  await v1(request, await apiToken(request, account)).post("/vendors", { name: "Acme Ltd" });
  await expect(attempts.getByRole("cell", { name: "Vendor created — Acme Ltd", exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText("100% delivered of 3 attempts")).toBeVisible();
  await expect(page.locator("main")).not.toContainText(/cbevt_/, { useInnerText: true });

  // An attempt's request (the signature header, never the secret) and response.
  await attempts
    .getByRole("row", { name: /Vendor created — Acme Ltd/ })
    .getByRole("button", { name: /^Details/ })
    .click();
  const drawer = page.getByRole("dialog", { name: "Vendor created — Acme Ltd" });
  const requestHeaders = drawer.getByLabel("Request headers");
  await expect(requestHeaders).toContainText("Service-Signature:");
  await expect(requestHeaders).toContainText("X-Service-Event-Type:Vendor.Created");
  await expect(drawer.getByLabel("Request body")).toContainText('"event_type":"Vendor.Created"');
  await expect(drawer).toContainText("Status 204");
  await expect(drawer).not.toContainText(secret);
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  // Edit, disable and enable from the subscription's own page.
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  const editDialog = page.getByRole("dialog", { name: "Edit webhook" });
  await editDialog.getByLabel("Description").fill("Orders system");
  await editDialog.getByRole("button", { name: "Save changes" }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole("main").getByText("Orders system", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Disable", exact: true }).click();
  await expect(page.getByText("Webhook disabled").first()).toBeVisible();
  await page.getByRole("button", { name: "Enable", exact: true }).click();
  await expect(page.getByText("Webhook enabled").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Disable", exact: true })).toBeVisible();

  // At 390 px the page does not scroll sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(attempts).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  // The back link leads to the list.
  await page.getByRole("main").getByRole("link", { name: "Webhooks", exact: true }).click();
  await expect(page).toHaveURL(/\/webhooks$/);
  await page.getByRole("link", { name: receiverUrl }).click();

  // Delete from the page: it says so, and the list no longer shows it.
  await page.getByRole("button", { name: "Delete", exact: true }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete webhook?" });
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete webhook" }).click();
  await expect(page).toHaveURL(/\/webhooks$/);
  await expect(page.getByText("Webhook deleted")).toBeVisible();
  await expect(page.getByText("No webhooks yet")).toBeVisible();
});

test("a failed delivery shows its full error, its exchange and its retries; delete from the list says deleted", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "hooks-fail");
  const token = await apiToken(request, account);
  const api = v1(request, token);
  const webhook = await api.post<{ id: string }>("/webhooks", {
    url: failingUrl,
    events: ["Vendor.Created"],
    secret: SECRET,
  });
  await api.post(`/webhooks/${webhook.id}/test`, { payload: { failing: true } });
  await signIn(page, account, `/webhooks/${webhook.id}`);
  const attempts = page.getByRole("table", { name: "Delivery attempts, newest first" });
  await expect(attempts.getByRole("cell", { name: "Failed" })).toHaveCount(5, { timeout: 20_000 });
  await expect(page.getByText("0% delivered of 5 attempts")).toBeVisible();
  // The full error text, and what follows each attempt.
  await expect(attempts.getByText("HTTP 500 response.", { exact: true })).toHaveCount(5);
  const last = attempts.getByRole("row", { name: /5 of 5/ });
  await expect(last).toContainText("No retries left");
  await expect(last.getByRole("button", { name: /^Redeliver/ })).toBeVisible();
  const first = attempts.getByRole("row", { name: /1 of 5/ });
  await expect(first).toContainText("Retried");
  await expect(page.locator("main")).not.toContainText(/cbevt_/, { useInnerText: true });
  await expectAccessible(page);

  await first.getByRole("button", { name: /^Details/ }).click();
  const drawer = page.getByRole("dialog", { name: "Test event" });
  await expect(drawer).toContainText("Retried at");
  await expect(drawer.getByText("HTTP 500 response.", { exact: true })).toBeVisible();
  await expect(drawer).toContainText("Status 500");
  await expect(drawer.getByLabel("Response headers")).toContainText("x-receiver:e2e-failing");
  const body = drawer.getByLabel("Response body");
  await expect(body).toContainText("busy busy");
  await expect(body).not.toContainText("END-OF-BODY");
  await expect(drawer.getByText("Showing the first 4 KB.")).toBeVisible();
  await expect(drawer.getByLabel("Request body")).toContainText('"failing":true');
  await expect(drawer).not.toContainText(SECRET);
  await expectAccessible(page);
  await page.keyboard.press("Escape");

  // At 390 px, with the longest rows, the page still fits.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(attempts).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Delete from the list: a notice says so and the row is gone.
  await page.goto("/webhooks");
  const row = page.getByRole("row", { name: new RegExp(failingUrl) });
  await row.getByRole("button", { name: /^Delete/ }).click();
  await page
    .getByRole("alertdialog", { name: "Delete webhook?" })
    .getByRole("button", { name: "Delete webhook" })
    .click();
  await expect(page.getByText("Webhook deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("a member sees webhooks read-only", async ({ page, request }) => {
  const admin = await createAccount(request, "hooks-ro");
  const token = await apiToken(request, admin);
  const created = await request.post("/v1/webhooks", {
    headers: { authorization: `Bearer ${token}` },
    data: { url: receiverUrl, events: ["Vendor.Updated"], secret: SECRET },
  });
  expect(created.status()).toBe(201);
  const member = await createMember(request, admin, "org:member");
  await signIn(page, member, "/webhooks");
  const row = page.getByRole("row", { name: new RegExp(receiverUrl) });
  await expect(row.getByRole("switch", { name: `Enabled: ${receiverUrl}` })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Add webhook" })).toHaveCount(0);
  await expect(row.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await expectAccessible(page);
});
