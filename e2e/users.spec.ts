import type { Page } from "@playwright/test";
import { type Account, createAccount, expect, expectAccessible, newAccount, signIn, test } from "./support";

const PAGE = "/users";

function userRow(page: Page, email: string) {
  return page.getByRole("row").filter({ hasText: email });
}

async function confirmIn(page: Page, title: string, button: string) {
  const dialog = page.getByRole("alertdialog", { name: title });
  await dialog.getByRole("button", { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test("an admin invites a user who joins; the admin changes their role, archives and reactivates them", async ({
  page,
  request,
  browser,
}) => {
  const admin = await createAccount(request, "users-admin");
  const invitee: Account = { ...newAccount("invitee"), orgName: admin.orgName };
  await signIn(page, admin, PAGE);
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await expect(userRow(page, admin.email)).toContainText("Admin");
  await expectAccessible(page);

  // Invite: create the user and get a one-time link.
  await page.getByRole("button", { name: "Invite user" }).click();
  const inviteDialog = page.getByRole("dialog", { name: "Invite user" });
  await inviteDialog.getByLabel("Email").fill(invitee.email);
  await inviteDialog.getByLabel("First name").fill("Ivan");
  await inviteDialog.getByLabel("Last name").fill("Invitee");
  await inviteDialog.getByRole("button", { name: "Invite", exact: true }).click();
  const linkDialog = page.getByRole("dialog", { name: "Invitation link" });
  const link = await linkDialog.getByRole("textbox", { name: "Link" }).inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await expect(linkDialog.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expectAccessible(page);
  await linkDialog.getByRole("button", { name: "Done" }).click();
  await expect(userRow(page, invitee.email)).toContainText("Invited");

  // The invitee accepts in a browser of their own and lands signed in.
  const inviteeContext = await browser.newContext();
  const inviteePage = await inviteeContext.newPage();
  await inviteePage.goto(new URL(link).pathname);
  await expect(inviteePage.getByRole("heading", { name: `Join ${admin.orgName}` })).toBeVisible();
  await expect(inviteePage.getByText(invitee.email)).toBeVisible();
  await expect(inviteePage.getByLabel("First name")).toHaveValue("Ivan");
  await expect(inviteePage.getByLabel("Last name")).toHaveValue("Invitee");
  await expectAccessible(inviteePage);
  await inviteePage.getByLabel(/^Password/).fill("short");
  await inviteePage.getByRole("button", { name: "Join and sign in" }).click();
  await expect(inviteePage.getByText("Use at least 12 characters.")).toBeVisible();
  await inviteePage.getByLabel(/^Password/).fill(invitee.password);
  await inviteePage.getByLabel("Confirm password").fill(invitee.password);
  await inviteePage.getByRole("button", { name: "Join and sign in" }).click();
  await inviteePage.waitForURL((url) => url.pathname === "/");
  await expect(inviteePage.getByRole("navigation", { name: "Main" })).toBeVisible();

  // The link worked once.
  await inviteePage.goto(new URL(link).pathname);
  await expect(inviteePage.getByRole("heading", { name: "Invitation not valid" })).toBeVisible();
  await expectAccessible(inviteePage);

  // The admin sees them as active, finds them by email and makes them a guest.
  await page.reload();
  await page.getByRole("searchbox", { name: "Search users by name or email" }).fill(invitee.email);
  await expect(page).toHaveURL(/[?&]search=/);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(userRow(page, invitee.email)).toContainText("Active");
  await page.getByRole("button", { name: "Change role of Ivan Invitee" }).click();
  const roleDialog = page.getByRole("dialog", { name: "Change role" });
  await roleDialog.getByLabel("Role").selectOption({ label: "Guest" });
  await roleDialog.getByRole("button", { name: "Save role" }).click();
  await expect(roleDialog).toBeHidden();
  await expect(userRow(page, invitee.email)).toContainText("Guest");

  // As a guest, the invitee sees the list read-only.
  await inviteePage.goto(PAGE);
  await expect(inviteePage.getByText("Only organization admins can invite users")).toBeVisible();
  await expect(inviteePage.getByText("Your role is Guest.")).toBeVisible();
  await expect(inviteePage.getByRole("button", { name: "Invite user" })).toHaveCount(0);
  await expect(userRow(inviteePage, invitee.email)).toBeVisible();
  await expect(inviteePage.getByRole("button", { name: /^Archive/ })).toHaveCount(0);

  // Signed out of all sessions by the admin: their open session ends; signing in again works.
  await page.getByRole("button", { name: "Sign Ivan Invitee out of all sessions" }).click();
  await confirmIn(page, "Sign Ivan Invitee out of all sessions?", "Sign out everywhere");
  await inviteePage.reload();
  await inviteePage.waitForURL((url) => url.pathname === "/signin");
  await signIn(inviteePage, invitee, PAGE);

  // Archived: their open session stops working at once.
  await page.getByRole("button", { name: "Archive Ivan Invitee" }).click();
  await confirmIn(page, "Archive Ivan Invitee?", "Archive");
  await expect(userRow(page, invitee.email)).toHaveCount(0);
  await inviteePage.reload();
  await inviteePage.waitForURL((url) => url.pathname === "/signin");
  await inviteePage.getByLabel("Email").fill(invitee.email);
  await inviteePage.getByLabel("Password").fill(invitee.password);
  await inviteePage.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(inviteePage.getByText("Incorrect email or password.")).toBeVisible();

  // Reactivated: they can sign in again.
  await page.getByRole("checkbox", { name: "Show archived users" }).check();
  await expect(userRow(page, invitee.email)).toContainText("Archived");
  await page.getByRole("button", { name: "Reactivate Ivan Invitee" }).click();
  await confirmIn(page, "Reactivate Ivan Invitee?", "Reactivate");
  await expect(userRow(page, invitee.email)).toContainText("Active");
  await inviteeContext.close();
  const laterContext = await browser.newContext();
  const laterPage = await laterContext.newPage();
  await signIn(laterPage, invitee, PAGE);
  await expect(userRow(laterPage, invitee.email)).toContainText("Guest");
  await laterContext.close();
});

test("the last admin cannot archive themselves, and a joined member gets no new link", async ({ page, request }) => {
  const admin = await createAccount(request, "users-last");
  await signIn(page, admin, PAGE);
  await page.getByRole("button", { name: "Invite user" }).click();
  const inviteDialog = page.getByRole("dialog", { name: "Invite user" });
  await inviteDialog.getByLabel("Email").fill(admin.email.toUpperCase());
  await inviteDialog.getByRole("button", { name: "Invite", exact: true }).click();
  await expect(inviteDialog.getByText("This person has already joined your organization.")).toBeVisible();
  await inviteDialog.getByRole("button", { name: "Cancel" }).click();

  const name = "Erin";
  await page.getByRole("button", { name: `Archive ${name}` }).click();
  const dialog = page.getByRole("alertdialog", { name: `Archive ${name}?` });
  await dialog.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(dialog.getByRole("alert")).toContainText("only active admin");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(userRow(page, admin.email)).toContainText("Active");
});

test("an unknown invitation link explains itself", async ({ page }) => {
  await page.goto("/invite/not-a-real-token");
  await expect(page.getByRole("heading", { name: "Invitation not valid" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to sign-in" })).toBeVisible();
  await expectAccessible(page);
});
