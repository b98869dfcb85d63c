import { once } from "node:events";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { apiToken, createAccount, createMember, expect, expectAccessible, signIn, test } from "./support";

/** The port playwright.config.ts lists in RADAR_FEED_TEST_TARGETS (the server may fetch from it). */
const feedPort = Number(process.env.E2E_PORT ?? 3917) + 1100;
const feedUrl = `http://127.0.0.1:${feedPort}/wire.xml`;
const rss = readFileSync(
  path.join(process.cwd(), "lib", "modules", "radar-feeds", "fixtures", "supply-chain-news.rss.xml"),
  "utf8",
);

let server: Server;
/** While set, the feed waits for it before answering: the poll is caught under way. */
let heldUntil: Promise<void> | undefined;

/** Holds the feed's answers until the returned function is called. */
function holdFeed(): () => void {
  let release: () => void = () => undefined;
  heldUntil = new Promise<void>((resolve) => {
    release = resolve;
  });
  return () => {
    heldUntil = undefined;
    release();
  };
}

test.beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === "/wire.xml") {
      void (heldUntil ?? Promise.resolve()).then(() =>
        res.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" }).end(rss),
      );
    } else {
      res.writeHead(200, { "content-type": "text/html" }).end("<html><body>Not a feed</body></html>");
    }
  });
  server.listen(feedPort, "127.0.0.1");
  await once(server, "listening");
});

test.afterAll(() => {
  server.closeAllConnections();
  server.close();
});

test("an admin adds a feed, tests it, sees the result and the events it made, and edits the keyword rules", async ({
  page,
  request,
}) => {
  // A whole admin session (two polls, six axe runs) on two cores shared with another spec.
  test.setTimeout(180_000);
  const account = await createAccount(request, "feeds");
  const token = await apiToken(request, account);
  const headers = { authorization: `Bearer ${token}` };
  for (const name of ["Acme Cloud", "Globex"]) {
    expect((await request.post("/v1/vendors", { headers, data: { name } })).status()).toBe(201);
  }

  await signIn(page, account, "/settings/radar-feeds");
  await expect(page).toHaveTitle(/^Radar feeds/);
  await expect(page.getByRole("heading", { level: 1, name: "Radar feeds" })).toBeVisible();
  await expect(page.getByText("No feeds yet")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Radar feeds" })).toBeVisible();
  await expectAccessible(page);

  // The dialog's form checks itself, then shows the API's URL rule inline.
  await page.getByRole("button", { name: "Add feed" }).click();
  const form = page.getByRole("dialog", { name: "Add a feed" });
  await expect(form.getByLabel("Feed name")).toBeFocused();
  await form.getByRole("button", { name: "Add feed" }).click();
  await expect(form.getByText("Enter a name for the feed.")).toBeVisible();
  await form.getByLabel("Feed name").fill("Security wire");
  const urlField = form.getByLabel("Feed URL");
  await urlField.fill("http://10.0.0.1/feed.xml");
  await form.getByRole("button", { name: "Add feed" }).click();
  await expect(form.getByText("The feed URL is not allowed.")).toBeVisible();
  await expect(urlField).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await urlField.fill(feedUrl);
  // The feed answers only once released: the schedule looks for due feeds every 5 minutes, and a
  // tick between here and "Test now" would otherwise poll the new feed first (CI saw it once). Held,
  // that poll is still under way when "Test now" joins it, so one poll reports the new events.
  const release = holdFeed();
  await form.getByRole("button", { name: "Add feed" }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add feed" })).toBeFocused();
  const row = page.getByRole("row", { name: /Security wire/ });
  await expect(row.getByText(/^(Never polled|Polling…)$/)).toBeVisible();

  // Test now: the poll runs in the background; the row shows it under way, then its result, announced.
  const testNow = row.getByRole("button", { name: "Test now Security wire" });
  await testNow.click();
  await expect(row.getByText("Polling…")).toBeVisible();
  await expect(testNow).toHaveAttribute("aria-busy", "true");
  await expect(page.getByRole("status").filter({ hasText: "Security wire: polling…" })).toBeAttached();
  release();
  await expect(row.getByText("OK", { exact: true })).toBeVisible();
  await expect(row.getByText("Polling…")).toHaveCount(0);
  await expect(row.getByText("5 items, 2 new events")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Security wire: 5 items, 2 new events" })).toBeAttached();
  await expectAccessible(page);
  const events = await (await request.get("/v1/radar/events", { headers })).json();
  expect(
    events.items.map((event: { name: string; primary_impact_type: string }) => [event.name, event.primary_impact_type]),
  ).toEqual(
    expect.arrayContaining([
      ["Acme Cloud confirms data breach affecting customer records", "Infosec"],
      ["Globex files for bankruptcy protection", "Financial"],
    ]),
  );

  // Testing again within the minute is refused, with the wait.
  await testNow.click();
  await expect(page.getByText(/polled on request less than 60 seconds ago\. Try again in \d+ seconds\./)).toBeVisible();
  await expect(row.getByText("5 items, 2 new events")).toBeVisible();

  // Polling can be switched off, and the feed archived.
  const toggle = row.getByRole("switch", { name: "Polling enabled: Security wire" });
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole("switch", { name: "Polling enabled: Security wire" })).not.toBeChecked();

  // Keyword rules: shown in order; editing adds a rule, moves it to the top, removes one and saves;
  // the order survives a reload. Cancel drops unsaved changes.
  const shown = page.getByRole("list", { name: "Keyword rules, first match wins" });
  await expect(shown.getByRole("listitem").first()).toContainText("breach");
  const count = await shown.getByRole("listitem").count();
  await page.getByRole("button", { name: "Edit rules" }).click();
  const rules = page.getByRole("form", { name: "Keyword rules" });
  const keyword = (position: number) => rules.getByLabel(`Keyword of rule ${position}`, { exact: true });
  const impactType = (position: number) => rules.getByLabel(`Impact type of rule ${position}`, { exact: true });
  await expect(keyword(1)).toBeFocused();
  await expect(keyword(1)).toHaveValue("breach");
  await keyword(1).fill("changed then dropped");
  await rules.getByRole("button", { name: "Cancel" }).click();
  await expect(rules).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit rules" })).toBeFocused();
  await expect(shown.getByRole("listitem").first()).toContainText("breach");

  await page.getByRole("button", { name: "Edit rules" }).click();
  await expect(keyword(1)).toHaveValue("breach");
  await rules.getByRole("button", { name: "Add rule" }).click();
  const added = count + 1;
  await keyword(added).fill("contaminated");
  await impactType(added).selectOption("ESG");
  for (let position = added; position > 1; position--) {
    await rules.getByRole("button", { name: `Move rule ${position} up`, exact: true }).click();
  }
  await expect(keyword(1)).toHaveValue("contaminated");
  await rules.getByRole("button", { name: "Remove rule 2", exact: true }).click();
  await expect(rules.getByText("Unsaved changes")).toBeVisible();
  await expectAccessible(page);
  await rules.getByRole("button", { name: "Save rules" }).click();
  await expect(page.getByText("Keyword rules saved")).toBeVisible();
  await expect(rules).toHaveCount(0);
  await page.reload();
  await expect(shown.getByRole("listitem").first()).toHaveText(/contaminated\s*→ ESG/);
  await expect(shown.getByRole("listitem").nth(1)).not.toHaveText(/^2\.breach→/);
  await expect(shown.getByRole("listitem")).toHaveCount(count);
  await expectAccessible(page);

  // Archiving moves the feed to the archived list.
  await page
    .getByRole("row", { name: /Security wire/ })
    .getByRole("button", { name: "Archive Security wire" })
    .click();
  const archivedRow = page.getByRole("table", { name: "Archived feeds" }).getByRole("row", { name: /Security wire/ });
  await expect(archivedRow.getByRole("button", { name: "Restore Security wire" })).toBeVisible();
  await expect(page.getByText("No feeds yet")).toBeVisible();
});

test("a feed that is not a feed records the failure; a member sees the settings read-only", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "feeds-fail");
  const token = await apiToken(request, account);
  const created = await request.post("/v1/radar/sources", {
    headers: { authorization: `Bearer ${token}` },
    data: { name: "Broken feed", feed_url: `http://127.0.0.1:${feedPort}/not-a-feed` },
  });
  expect(created.status()).toBe(201);

  await signIn(page, account, "/settings/radar-feeds");
  const row = page.getByRole("row", { name: /Broken feed/ });
  await row.getByRole("button", { name: "Test now Broken feed" }).click();
  await expect(row.getByText("Failed", { exact: true })).toBeVisible();
  await expect(row.getByText(/Not an RSS or Atom feed/)).toBeVisible();
  await expectAccessible(page);

  const member = await createMember(request, account, "org:member");
  await page.context().clearCookies();
  await signIn(page, member, "/settings/radar-feeds");
  const memberRow = page.getByRole("row", { name: /Broken feed/ });
  await expect(memberRow.getByText(/Not an RSS or Atom feed/)).toBeVisible();
  await expect(memberRow.getByRole("button", { name: /Test now/ })).toHaveCount(0);
  await expect(page.getByText("Only an admin can change the rules.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add feed" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit rules" })).toHaveCount(0);
});
