import { createHmac } from "node:crypto";
import { once } from "node:events";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { apiToken, createAccount, createMember, expect, expectAccessible, signIn, test } from "./support";

const receiverPort = Number(process.env.E2E_PORT ?? 3917) + 1000;
const receiverUrl = `http://127.0.0.1:${receiverPort}/e2e-hook`;
const SECRET = "e2e-webhook-secret-0123";

const received: { headers: IncomingHttpHeaders; body: string }[] = [];
let server: Server;

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
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
  await dialog.getByLabel("Signing secret").fill(SECRET);
  await dialog.getByRole("checkbox", { name: "Vendor.Created" }).check();
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
  await expect(page.getByRole("cell", { name: "delivered" })).toBeVisible({ timeout: 20_000 });
  const delivery = received.at(-1);
  expect(delivery).toBeDefined();
  expect(delivery?.headers["service-signature"]).toBe(
    createHmac("sha256", SECRET)
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
  await expect(attempts.getByRole("cell", { name: "delivered" })).toHaveCount(2, { timeout: 20_000 });
  const seen = await page.evaluate(
    () => (window as unknown as { deliveryTableSeen: { busy: boolean } }).deliveryTableSeen,
  );
  expect(seen.busy, "the table went busy while polled").toBe(false);

  // Delete, with confirmation.
  await page.goto("/webhooks");
  await page
    .getByRole("row", { name: new RegExp(receiverUrl) })
    .getByRole("button", { name: /^Delete/ })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete webhook?" });
  await expectAccessible(page);
  await confirm.getByRole("button", { name: "Delete webhook" }).click();
  await expect(page.getByText("No webhooks yet")).toBeVisible();
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
