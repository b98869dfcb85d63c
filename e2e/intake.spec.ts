import type { Page } from "@playwright/test";
import { apiToken, createAccount, createMember, expect, expectAccessible, signIn, test, v1 } from "./support";

const VENDOR = "Payhaven Payroll";
const CONTEXT = [
  "Payhaven will run the monthly payroll for all 400 of our employees in the United States.",
  "To do that they process employee names, home addresses, bank details and social security numbers.",
  "The service is hosted on AWS in the US (us-east-1).",
  "Their implementation team gets administrator access to our HR system, Workday, to sync employee records every night.",
  "Payroll is critical: if it is unavailable, people are not paid on time.",
  "Payhaven holds a SOC 2 Type II report and an ISO 27001 certificate.",
].join("\n\n");
/** A question the context says nothing about: it must come back with no evidence, never a guess. */
const AI_QUESTION = "Will the vendor use AI or machine learning on our data?";
const DATA_QUESTION = "Which types of our data will the vendor access, store or process?";

const answerArticle = (page: Page, question: string) => page.getByRole("article", { name: question });

test("procurement files a vendor request; the risk team reads cited answers, answers one, moves it and creates the vendor", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, "intake");

  // The list, empty, explains intake and leads to the form.
  await signIn(page, account, "/intake");
  await expect(page.getByRole("heading", { level: 1, name: "Intake" })).toBeVisible();
  await expect(page.getByText("No vendor requests yet")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "New vendor request" }).click();
  await page.waitForURL((url) => url.pathname === "/intake/new");
  await expect(page.getByRole("heading", { level: 1, name: "New vendor request" })).toBeVisible();

  // The inherent risk questionnaire is chosen by default, the others are a choice.
  await expect(page.getByRole("checkbox", { name: "Inherent risk questionnaire" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Vendor onboarding" })).not.toBeChecked();
  await page.getByRole("button", { name: "File request" }).click();
  await expect(page.getByText("Enter the vendor's name.")).toBeVisible();
  await expect(page.getByLabel("Vendor name")).toBeFocused();

  // The context's counter describes the box; past 20,000 characters a warning, past 100,000 an error that blocks filing.
  const context = page.getByRole("textbox", { name: "Context" });
  await page.getByLabel("Vendor name").fill(VENDOR);
  await page.getByLabel("Website").fill("https://payhaven.example");
  await page.getByLabel("Use case").fill("HR asked for a payroll provider for the US entity.");
  await context.fill("x".repeat(20_001));
  await expect(context).toHaveAccessibleDescription(/20,001 of 100,000 characters/);
  await expect(page.getByText("only the first 20,000 characters are read for each question")).toBeVisible();
  await context.fill("x".repeat(100_001));
  await expect(page.getByRole("alert").filter({ hasText: "Too long" })).toBeVisible();
  await page.getByRole("button", { name: "File request" }).click();
  await expect(context).toBeFocused();
  await expect(page).toHaveURL(/\/intake\/new$/);
  await context.fill(CONTEXT);
  await expect(context).toHaveAccessibleDescription(new RegExp(`${CONTEXT.length} of 100,000 characters`));
  await expect(page.getByText("only the first 20,000 characters")).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("button", { name: "File request" }).click();

  // The request's page at once; the answers arrive until every question is settled.
  await page.waitForURL(/\/intake\/cbintksn_[0-9a-f]{32}$/);
  const sessionUrl = page.url();
  await expect(page.getByRole("heading", { level: 1, name: VENDOR })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^Answering complete: 15 of 15 answered\./ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole("progressbar")).toHaveCount(0);

  // What the text does not say needs a person: no evidence, in words, first on the page.
  const needsYou = page.getByRole("region", { name: /^Needs your answer/ });
  const ai = needsYou.getByRole("article", { name: AI_QUESTION });
  await expect(ai.getByText("Confidence: No evidence")).toBeVisible();
  await expect(ai).toContainText("No evidence in the context");

  // What it says is grounded, with its passages; focusing one marks it in the context panel.
  const data = answerArticle(page, DATA_QUESTION);
  await expect(data.getByText("Confidence: Grounded")).toBeVisible();
  await expect(data).toContainText("Sensitive personal data");
  const passages = data.getByRole("list", { name: "Cited passages" }).getByRole("button");
  await expect(passages.first()).toBeVisible();
  const contextPanel = page.getByRole("region", { name: "Context", exact: true });
  await expect(contextPanel.locator("mark")).toHaveCount(0);
  await passages.first().focus();
  const mark = contextPanel.locator("mark");
  await expect(mark).toHaveCount(1);
  await expect(mark).toBeInViewport();
  const shown = (await passages.first().textContent()) ?? "";
  const quote = shown.slice(shown.indexOf("“") + 1).replace(/…?”$/, "");
  expect(quote.length).toBeGreaterThan(10);
  await expect(mark).toContainText(quote.slice(0, 20));
  await passages.first().blur();
  await expect(mark).toHaveCount(0);
  await expectAccessible(page);

  // Answered by hand: kept beside the machine's, named, and no longer waiting for a person.
  await ai.getByRole("button", { name: "Answer it yourself" }).click();
  await expect(ai.getByRole("radio", { name: "Yes" })).toBeFocused();
  await ai.getByRole("button", { name: "Save answer" }).click();
  await expect(ai.getByText("Choose an answer.")).toBeVisible();
  await ai.getByRole("radio", { name: "No" }).check();
  await ai.getByRole("button", { name: "Save answer" }).click();
  const answered = answerArticle(page, AI_QUESTION);
  await expect(answered.getByText(/^Answered by Erin/)).toBeVisible();
  await expect(answered).toContainText("No evidence in the context");
  await expect(needsYou.getByRole("article", { name: AI_QUESTION })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: AI_QUESTION })).toBeFocused();

  // The procurement status moves, with a confirmation.
  const procurement = page.getByLabel("Procurement status");
  await expect(procurement.locator("option:checked")).toHaveText("Submitted");
  await procurement.selectOption({ label: "In review" });
  await page.getByRole("button", { name: "Move request" }).click();
  await expect(page.getByText("Procurement status: In review")).toBeVisible();

  // The vendor, created from the request with the suggested inherent risk, then linked.
  await page.getByRole("button", { name: "Create vendor from this request" }).click();
  const dialog = page.getByRole("dialog", { name: "Create vendor from this request" });
  await expect(dialog.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(VENDOR);
  await expect(dialog.getByLabel("Website")).toHaveValue("https://payhaven.example");
  await expect(dialog.getByText(/^Suggested: (Critical|High)/)).toBeVisible();
  await expect(dialog.getByLabel("Inherent risk level").locator("option:checked")).toHaveText(/Critical|High/);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Create vendor" }).click();
  await expect(dialog).toHaveCount(0);
  const vendorLink = page.getByRole("link", { name: VENDOR, exact: true });
  await expect(vendorLink).toBeFocused();
  await expect(page.getByRole("button", { name: "Create vendor from this request" })).toHaveCount(0);
  await vendorLink.click();
  await page.waitForURL(/\/vendors\/cbvndr_[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { level: 1, name: VENDOR })).toBeVisible();
  // The vendor page's intake section, under its details, loads as it comes near the viewport.
  await expect(page.getByRole("heading", { name: "Primary contact" })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole("heading", { name: "Intake requests" })).toBeVisible();
  await page.getByRole("link", { name: `Request for ${VENDOR}` }).click();
  await expect(page).toHaveURL(sessionUrl);

  // The list: the request with its progress and procurement status, filtered in the URL.
  await page.goto("/intake?status=complete");
  const row = page.getByRole("row", { name: new RegExp(VENDOR) });
  await expect(row).toContainText("Complete");
  await expect(row).toContainText("In review");
  await expect(row).toContainText("15 of 15");
  await expect(row).toContainText("Erin");
  await expect(page.getByLabel("Answering")).toHaveValue("complete");
  await page.getByLabel("Answering").selectOption("failed");
  await expect(page.getByText("No requests match these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await page.getByRole("searchbox", { name: "Search by vendor name" }).fill("payhav");
  await expect(page).toHaveURL(/[?&]q=payhav/);
  await expect(page.getByRole("row", { name: new RegExp(VENDOR) })).toBeVisible();
  await expectAccessible(page);
});

test("admins edit the intake questionnaires; archiving the last one disables intake; members only read them", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, "intake-settings");
  const member = await createMember(request, account, "org:member");

  // A member reads the questionnaires, with nothing to change.
  await signIn(page, member, "/settings/intake");
  await expect(page.getByRole("heading", { level: 1, name: "Intake questionnaires" })).toBeVisible();
  await expect(page.getByText("Only admins can change them.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Add questionnaire" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Archive/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Vendor onboarding" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vendor onboarding" })).toBeVisible();
  await expect(page.getByText("Only admins can change it.")).toBeVisible();
  await expect(page.getByText("What is the vendor's legal entity name?")).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit questionnaire" })).toHaveCount(0);
  await expectAccessible(page);
  await page.context().clearCookies();

  // An admin edits one: renamed, a question added, moved to the top and saved as one list.
  await signIn(page, account, "/settings/intake");
  await page.getByRole("link", { name: "Vendor onboarding" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Vendor onboarding" })).toBeVisible();
  await page.getByRole("button", { name: "Edit questionnaire" }).click();
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Supplier setup");
  await page.getByRole("button", { name: "Add question" }).click();
  const added = page.getByRole("group", { name: "Question 7" });
  await expect(added.getByLabel("Text")).toBeFocused();
  await added.getByLabel("Text").fill("Does the vendor accept virtual card payments?");
  await added.getByLabel("Answer type").selectOption({ label: "One choice" });
  await page.getByRole("button", { name: "Save questionnaire" }).click();
  await expect(added.getByText("Give at least 2 options, one per line.")).toBeVisible();
  await added.getByLabel("Options").fill("Yes\nNo");
  for (let position = 7; position > 1; position -= 1) {
    await page.getByRole("button", { name: `Move up question ${position}` }).click();
  }
  await expect(page.getByRole("group", { name: "Question 1" }).getByLabel("Text")).toHaveValue(
    "Does the vendor accept virtual card payments?",
  );
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save questionnaire" }).click();
  await expect(page.getByText("Questionnaire saved")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Supplier setup" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit questionnaire" })).toBeFocused();
  await expect(
    page.getByRole("listitem").filter({ hasText: "Does the vendor accept virtual card payments?" }),
  ).toContainText("1. Does the vendor accept virtual card payments?");
  const api = v1(request, await apiToken(request, account));
  const { items } = await api.get<{ items: { id: string; name: string }[] }>("/intake/api/questionnaires");
  const setup = items.find((item) => item.name === "Supplier setup");
  expect(setup).toBeTruthy();
  const detail = await api.get<{ questions: { text: string; options: string[] }[] }>(
    `/intake/api/questionnaires/${setup?.id}`,
  );
  expect(detail.questions).toHaveLength(7);
  expect(detail.questions[0]).toMatchObject({
    text: "Does the vendor accept virtual card payments?",
    options: ["Yes", "No"],
  });

  // Archived one by one: the last one's confirmation says intake goes off, and then it is.
  await page.getByRole("link", { name: "Intake questionnaires" }).first().click();
  await page.waitForURL((url) => url.pathname === "/settings/intake");
  await page.getByRole("button", { name: "Archive Supplier setup" }).click();
  const first = page.getByRole("alertdialog", { name: "Archive Supplier setup?" });
  await expect(first).not.toContainText("disables intake");
  await first.getByRole("button", { name: "Archive questionnaire" }).click();
  await expect(page.getByRole("link", { name: "Supplier setup" })).toHaveCount(0);
  await page.getByRole("button", { name: "Archive Inherent risk questionnaire" }).click();
  const last = page.getByRole("alertdialog", { name: "Archive Inherent risk questionnaire?" });
  await expect(last).toContainText("archiving the last questionnaire disables intake");
  await expectAccessible(page);
  await last.getByRole("button", { name: "Archive questionnaire" }).click();
  await expect(page.getByText("Intake is disabled: there is no questionnaire")).toBeVisible();
  await page.goto("/intake/new");
  await expect(page.getByText("Intake is disabled: an admin must add a questionnaire in Settings")).toBeVisible();
  await page.getByRole("link", { name: "Intake questionnaires" }).last().click();
  await page.waitForURL((url) => url.pathname === "/settings/intake");

  // Adding one turns intake on again.
  await page.getByRole("button", { name: "Add questionnaire" }).first().click();
  const add = page.getByRole("dialog", { name: "Add questionnaire" });
  await add.getByRole("textbox", { name: "Name", exact: true }).fill("Quick check");
  await add.getByRole("group", { name: "Question 1" }).getByLabel("Text").fill("What will the vendor do for us?");
  await expectAccessible(page);
  await add.getByRole("button", { name: "Add questionnaire" }).click();
  await page.waitForURL(/\/settings\/intake\/cbqsr_[0-9a-f]{32}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Quick check" })).toBeVisible();
  await page.goto("/intake/new");
  await expect(page.getByRole("checkbox", { name: "Quick check" })).toBeVisible();
});
