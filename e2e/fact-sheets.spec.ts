import { createAccount, expect, expectAccessible, signIn, test } from "./support";

test("a vendor's fact sheet is generated on refresh, section by section, and says what it could not measure", async ({
  page,
  request,
  baseURL,
}) => {
  const account = await createAccount(request, "factsheet");
  await signIn(page, account, "/");

  // The vendor is created through the web app's proxy, with the signed-in session.
  const created = await page.request.post("/api/v1/vendors", {
    headers: { origin: baseURL ?? "" },
    data: {
      name: "Initech",
      website: "https://initech.example",
      description: "Payroll and TPS report software.",
      hq_location: "Austin, TX",
    },
  });
  expect(created.status()).toBe(201);
  const vendor = await created.json();

  await page.goto(`/vendors/${vendor.id}`);
  await page.getByRole("tab", { name: "Fact sheet" }).click();
  const panel = page.getByRole("region", { name: "Fact sheet" });
  await expect(panel.getByText("No fact sheet yet")).toBeVisible();
  await expectAccessible(page);

  await panel.getByRole("button", { name: "Refresh" }).click();
  await expect(panel.getByText(/^Updated /)).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole("progressbar")).toHaveCount(0);

  const profile = panel.getByRole("region", { name: "Company profile" });
  await expect(profile).toContainText("Initech");
  await expect(profile).toContainText("https://initech.example");
  await expect(profile).toContainText("Austin, TX");
  // Codes and keys in words: the registry check's status, the rating factors.
  await expect(profile).toContainText("Company registry check");
  await expect(profile).toContainText("Not checked");
  await expect(panel).not.toContainText("not_checked");
  await expect(panel.getByRole("region", { name: "Financials" })).toContainText(
    "Nothing could be determined for this section.",
  );
  const security = panel.getByRole("region", { name: "Security posture" });
  const factors = security.getByRole("table");
  await expect(factors.getByRole("row")).not.toHaveCount(0);
  await expect(factors).toContainText("Not measured");
  await expect(factors).toContainText("DNS health");
  await expect(panel).not.toContainText("Dns health");
  await expect(panel).not.toContainText(/cb[a-z]{2,10}_[0-9a-f]{6,}/);
  await expect(factors.getByRole("cell", { name: /^\d+( \(.+\))?$/ })).toHaveCount(0);
  await expectAccessible(page);
});
