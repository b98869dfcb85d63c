import type { Locator, Page } from "@playwright/test";
import {
  type Account,
  apiToken,
  createAccount,
  expect,
  expectAccessible,
  keyboardGrid,
  signIn,
  test,
  v1,
} from "./support";

interface LeaderboardRow {
  vendor_name: string;
  assessment_id: string | null;
  status: string;
  is_sufficient: boolean;
  insufficient_reason: string | null;
}

interface Run {
  id: string;
  review_status: string;
  escalated_to: { id: string; name: string } | null;
  result: { composite_score: number | null };
}

interface RunControl {
  ref: string;
  title: string;
  evidence: { document_name: string; quote: string }[];
}

interface User {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: string | null;
  status: string | null;
}

const MFA_CONTROL = "ZT-14 Multi-Factor Authentication for Customer Accounts";
const OVERRIDE_REASON = "The SOC 2 report's section 4 covers this control; the matcher missed the table.";
const ESCALATION_REASON = "Customer MFA is attested, but the bridge letter is overdue: please chase the vendor.";

/** A score as the pages show it: one decimal at most. */
const shownScore = (score: number | null) => (score === null ? "Not scored" : String(Math.round(score * 10) / 10));

/** The value beside a label in one of the page's description lists. */
const fieldValue = (page: Page, label: string) =>
  page
    .getByRole("term")
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator("xpath=following-sibling::*[1]");

/** A sample colleague who is a member (invited, as the sample portfolio creates them), by name. */
async function sampleColleague(api: ReturnType<typeof v1>, admin: Account): Promise<string> {
  const { items } = await api.get<{ items: User[] }>("/users?limit=200&offset=0");
  const colleague = items.find(
    (user) => user.role === "org:member" && user.first_name !== null && user.email !== admin.email,
  );
  expect(colleague, "a sample colleague who is a member").toBeTruthy();
  const chosen = colleague as User;
  return [chosen.first_name, chosen.last_name].filter(Boolean).join(" ");
}

/** The grid's rows as the page lays them out: group headings and vendor rows, in order. */
async function layout(rows: Locator) {
  return rows.evaluateAll((elements) =>
    elements.map((row) => {
      const cells = [...row.querySelectorAll("td")];
      if (!row.querySelector("input[type=checkbox]")) {
        return { kind: "heading" as const, text: row.textContent ?? "" };
      }
      return {
        kind: "vendor" as const,
        rank: (cells[1]?.textContent ?? "").trim(),
        name: (cells[2]?.textContent ?? "").trim(),
        tier: (cells[5]?.textContent ?? "").trim(),
      };
    }),
  );
}

test("zero touch evidence: run every unscored sample vendor, insufficient runs after the ranked ones with their reasons, a control's quote, an override with its reason, and an escalation to a colleague", async ({
  page,
  request,
}) => {
  // Signup with the sample portfolio, 30 runs in bulk and the run page: a long flow on two cores.
  test.setTimeout(600_000);
  const account = await createAccount(request, "zt-evidence", { sampleData: true });
  const token = await apiToken(request, account);
  const api = v1(request, token);

  // 1. The leaderboard: every unscored vendor (those without a run included) selected and run.
  await signIn(page, account, "/zero-touch?pageSize=100");
  const board = keyboardGrid(page, "Zero touch leaderboard");
  const vendorRows = () => board.rows().filter({ has: page.getByRole("checkbox") });
  await expect(board.rows().filter({ hasText: "Not assessed" }).first()).toBeVisible();
  await page.getByRole("button", { name: "Select all unscored" }).click();
  const selected = page.getByText(/^\d+ vendors selected$/);
  await expect(selected).toBeVisible();
  const count = Number((await selected.textContent())?.split(" ")[0]);
  expect(count).toBeGreaterThanOrEqual(30);
  await page.getByRole("button", { name: "Run zero touch" }).click();
  const progress = page.getByRole("progressbar", { name: "Zero touch runs" });
  await expect(progress).toHaveAttribute("aria-valuemax", String(count));
  await expect(page.getByRole("heading", { name: "Zero touch runs finished" })).toBeVisible({ timeout: 300_000 });
  await expect(progress).toHaveAttribute("aria-valuetext", `${count} of ${count} complete`);

  // 2. Ranked runs first, then the runs with insufficient evidence under their heading, each with its
  // reason; nothing is left not assessed.
  const api100 = await api.get<{ items: LeaderboardRow[]; total: number }>(
    "/zero_touch_assessment/leaderboard?include_not_assessed=true&limit=100&offset=0",
  );
  expect(api100.items.some((row) => row.status === "not_assessed")).toBe(false);
  const insufficient = api100.items.filter((row) => !row.is_sufficient);
  const ranked = api100.items.filter((row) => row.is_sufficient);
  expect(ranked.length).toBeGreaterThan(0);
  expect(insufficient.length).toBeGreaterThan(0);
  await expect(vendorRows()).toHaveCount(api100.items.length);
  // The board refetches once the runs have finished; until then it still shows the vendors it had
  // before them, under "Not assessed".
  await expect(board.rows().filter({ hasText: "Not assessed" })).toHaveCount(0);
  const shown = await layout(board.rows());
  const headings = shown.flatMap((row, index) => (row.kind === "heading" ? [{ index, text: row.text }] : []));
  expect(headings.map((heading) => heading.text)).toEqual([
    expect.stringMatching(/^Ranked/),
    expect.stringMatching(/^Insufficient evidence/),
  ]);
  const boundary = headings[1]?.index ?? -1;
  const vendorsBefore = shown.slice(0, boundary).filter((row) => row.kind === "vendor");
  const vendorsAfter = shown.slice(boundary).filter((row) => row.kind === "vendor");
  expect(vendorsBefore.map((row) => row.kind === "vendor" && row.name)).toEqual(ranked.map((row) => row.vendor_name));
  expect(vendorsAfter.map((row) => row.kind === "vendor" && row.name)).toEqual(
    insufficient.map((row) => row.vendor_name),
  );
  for (const row of vendorsBefore) {
    expect(row.kind === "vendor" && /^\d+$/.test(row.rank), `${JSON.stringify(row)} has a rank`).toBe(true);
  }
  for (const row of insufficient) {
    const shownRow = board.rowOf(row.vendor_name);
    await expect(shownRow.getByRole("gridcell").nth(1)).toContainText("Not ranked");
    await expect(shownRow).toContainText(row.insufficient_reason ?? "(a reason)");
  }
  expect(
    insufficient.some((row) =>
      /Only [\d.]+% of the configured weight had data; ranking needs 50%\.|No component had data/.test(
        row.insufficient_reason ?? "",
      ),
    ),
  ).toBe(true);
  await expectAccessible(page);

  // 3. Northwind Cloud's run: its SOC 2 report states customer MFA, quoted with the document's name.
  await board.rowOf("Northwind Cloud").getByRole("link", { name: "Northwind Cloud" }).click();
  await page.waitForURL(/\/zero-touch\/runs\//);
  const runId = decodeURIComponent(new URL(page.url()).pathname.split("/").pop() ?? "");
  await expect(page.getByRole("heading", { level: 1, name: "Northwind Cloud" })).toBeVisible();
  await expect(fieldValue(page, "Coverage")).toContainText("of the configured weight had data");
  // The controls and their evidence load as they come into view.
  await page.getByRole("heading", { name: "Controls", exact: true }).scrollIntoViewIfNeeded();
  const controls = page.getByRole("list", { name: "Controls and their evidence" });
  const controlItem = (name: string) =>
    controls.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });
  const mfa = controlItem(MFA_CONTROL);
  await expect(mfa).toContainText("Verdict: Met");
  // The quote with the name of the document it is from.
  const { result } = await api.get<{ result: { controls: RunControl[] } }>(`/zero_touch_assessment/${runId}`);
  const quoted = result.controls
    .find((control) => `${control.ref} ${control.title}` === MFA_CONTROL)
    ?.evidence.find((evidence) => /multi-factor authentication/i.test(evidence.quote));
  expect(quoted, "a quote naming multi-factor authentication").toBeTruthy();
  const figure = mfa
    .getByRole("figure")
    .filter({ hasText: /multi-factor authentication/i })
    .first();
  await expect(figure.getByRole("blockquote")).toContainText(/multi-factor authentication/i);
  await expect(figure).toContainText(quoted?.document_name ?? "(the document)");
  // No evidence is never quoted: it says what was looked for.
  const noEvidence = controls.getByRole("listitem").filter({ hasText: "Verdict: No evidence" });
  await expect(noEvidence.first()).toContainText("No evidence —");
  await expect(noEvidence.first().getByRole("blockquote")).toHaveCount(0);
  await expectAccessible(page);

  // 4. A control without evidence overridden to Met, with the reason: the run is rescored.
  const target = noEvidence.first();
  const targetName = (await target.getByRole("heading").textContent())?.trim() ?? "";
  const targetRef = targetName.split(" ")[0] ?? "";
  const before = (await api.get<Run>(`/zero_touch_assessment/${runId}`)).result.composite_score;
  await target.getByRole("button", { name: `Override ${targetName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Override ${targetRef}` });
  await expect(dialog.getByLabel("Verdict")).toBeFocused();
  await dialog.getByRole("button", { name: "Save override" }).click();
  await expect(dialog.getByText("Choose the verdict.")).toBeVisible();
  await dialog.getByLabel("Verdict").selectOption({ label: "Met" });
  await dialog.getByRole("button", { name: "Save override" }).click();
  await expect(dialog.getByText("Enter the reason.")).toBeVisible();
  await dialog.getByLabel("Reason").fill(OVERRIDE_REASON);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Save override" }).click();
  await expect(dialog).toBeHidden();
  const overridden = controlItem(targetName);
  await expect(overridden).toContainText("Verdict: Met (override)");
  await expect(overridden).toContainText("Overridden to Met by Erin");
  await expect(overridden).toContainText(`Reason: ${OVERRIDE_REASON}`);
  await expect(overridden).toContainText("The matcher's verdict: No evidence.");
  const after = (await api.get<Run>(`/zero_touch_assessment/${runId}`)).result.composite_score;
  expect(after).not.toBeNull();
  expect(after).not.toBe(before);
  await expect(page.getByText(`the composite is now ${shownScore(after)}.`)).toBeVisible();
  await expect(fieldValue(page, "Composite score")).toContainText(shownScore(after));
  await page.getByRole("heading", { name: "Correct this run" }).scrollIntoViewIfNeeded();
  const audit = page.getByRole("list", { name: "Audit trail" });
  const revised = audit.getByRole("listitem").filter({ hasText: OVERRIDE_REASON });
  await expect(revised).toContainText("Revised");
  await expect(revised.getByRole("row").filter({ hasText: `Control ${targetRef}` })).toContainText("No evidence");
  await expect(revised.getByRole("row").filter({ hasText: `Control ${targetRef}` })).toContainText("Met");

  // 5. Escalated to a colleague (a member the sample invited, chosen by name) with the reason.
  const colleague = await sampleColleague(api, account);
  await page.getByRole("heading", { level: 1, name: "Northwind Cloud" }).click();
  await page.keyboard.press("e");
  const escalate = page.getByRole("dialog", { name: "Escalate the run" });
  await expect(escalate.getByLabel("Reason")).toBeFocused();
  await escalate.getByRole("button", { name: "Escalate", exact: true }).click();
  await expect(escalate.getByText("Enter the reason.")).toBeVisible();
  await expect(escalate.getByText("Choose who to escalate to.")).toBeVisible();
  await escalate.getByLabel("Reason").fill(ESCALATION_REASON);
  await escalate.getByLabel("Assignee").selectOption({ label: colleague });
  await expectAccessible(page);
  await escalate.getByRole("button", { name: "Escalate", exact: true }).click();
  await expect(escalate).toBeHidden();
  await expect(page.getByText(`Escalated the run for Northwind Cloud to ${colleague}`)).toBeVisible();
  await expect(fieldValue(page, "Review")).toContainText(`Escalated to ${colleague}`);
  const escalated = audit.getByRole("listitem").filter({ hasText: ESCALATION_REASON });
  await expect(escalated).toContainText("Escalated");
  await expect(escalated.getByRole("row").filter({ hasText: "Assignee" })).toContainText(colleague);
  const run = await api.get<Run>(`/zero_touch_assessment/${runId}`);
  expect(run.review_status).toBe("escalated");
  expect(run.escalated_to?.name).toBe(colleague);

  // 6. The configuration previews a higher minimum coverage on the current top 10: the ranked vendors
  // with less coverage than that would drop to insufficient evidence (nothing is saved).
  const top = (
    await api.get<{ items: (LeaderboardRow & { coverage_percent: number | null })[] }>(
      "/zero_touch_assessment/leaderboard?limit=10&offset=0",
    )
  ).items;
  const minimum = 80;
  const dropping = top.filter((row) => row.is_sufficient && (row.coverage_percent ?? 0) < minimum);
  expect(dropping.length).toBeGreaterThan(0);
  await page.goto("/zero-touch/settings");
  await page.getByLabel("Minimum coverage").fill(String(minimum));
  const shifts = page.getByRole("list", { name: "Top 10 changes in evidence" });
  await expect(shifts.getByRole("listitem")).toHaveCount(dropping.length);
  for (const row of dropping) {
    await expect(shifts.getByRole("listitem").filter({ hasText: row.vendor_name })).toContainText(
      "would drop to insufficient evidence",
    );
  }
  await expectAccessible(page);
});
