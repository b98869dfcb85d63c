import { expect, expectAccessible, test } from "./support";

// Runs first (its own project, which the others depend on) against the fresh installation.
test("a first visit to an empty installation lands on sign-up", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole("heading", { name: "Create your organization" })).toBeVisible();
  await expectAccessible(page);
});
