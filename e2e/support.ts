import { randomBytes } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, type BrowserContext, test as base, expect, type Page } from "@playwright/test";

export { expect };

const CSP_VIOLATION_MARK = "[csp-violation]";

/** Chromium logs each blocked script, style, frame or connection; the page's own event catches the rest. */
async function collectCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript((mark) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(
        `${mark} ${event.violatedDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`,
      );
    });
  }, CSP_VIOLATION_MARK);
  context.on("console", (message) => {
    const text = message.text();
    if (text.includes(CSP_VIOLATION_MARK) || text.includes("Content Security Policy")) {
      violations.push(`${message.page()?.url() ?? ""}: ${text}`);
    }
  });
  return violations;
}

/**
 * Every spec imports `test` from here: a test fails when any page it opened broke the Content Security
 * Policy (a blocked script or style is a broken page, even when the assertions happened to pass).
 * Contexts a test creates itself (browser.newContext) are not watched.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    const violations = await collectCspViolations(context);
    await use(context);
    expect(violations, "Content Security Policy violations").toEqual([]);
  },
});

export const PASSWORD = "a long enough passphrase";

export interface Account {
  email: string;
  password: string;
  orgName: string;
}

export function newAccount(label = "e2e"): Account {
  const suffix = randomBytes(4).toString("hex");
  return { email: `${label}-${suffix}@example.test`, password: PASSWORD, orgName: `${label} org ${suffix}` };
}

/**
 * Creates an organization through the public endpoint (fast setup for specs about other pages).
 * `sampleData` loads the sample portfolio at signup, as the signup page's option does: it takes a
 * while (the request waits up to five minutes), so give the test a generous timeout.
 */
export async function createAccount(
  request: APIRequestContext,
  label = "e2e",
  { sampleData = false }: { sampleData?: boolean } = {},
): Promise<Account> {
  const account = newAccount(label);
  const response = await request.post("/api/auth/signup", {
    data: {
      organization_name: account.orgName,
      email: account.email,
      password: account.password,
      first_name: "Erin",
      ...(sampleData ? { sample_data: true } : {}),
    },
    ...(sampleData ? { timeout: 300_000 } : {}),
  });
  expect(response.status()).toBe(201);
  return account;
}

/** A session token for the account, to call /v1 directly from a spec (e.g. to seed data). */
export async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post("/api/auth/token", {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  return (await response.json()).access_token as string;
}

/** Signs in through the sign-in page as a person would, and waits for the signed-in app. */
export async function signInThroughForm(page: Page, account: Account, path = "/"): Promise<void> {
  await page.goto(`/signin?callbackUrl=${encodeURIComponent(path)}`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname === path.split("?")[0]);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
}

/**
 * Signs in with the same post the sign-in form makes, then opens `path` and waits for the signed-in
 * app. The form itself is tested in auth.spec; skipping its page load saves two navigations a spec.
 */
export async function signIn(page: Page, account: Account, path = "/"): Promise<void> {
  const request = page.context().request;
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const response = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: account.email, password: account.password, callbackUrl: path, json: "true" },
    maxRedirects: 0,
  });
  const { url } = (await response.json()) as { url: string };
  expect(new URL(url).searchParams.get("error"), `sign-in of ${account.email}`).toBeNull();
  await page.goto(path);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
}

/**
 * What still moves on the page: its running CSS animations and transitions, each named with its
 * element. Tests run with reduced motion, which the app honours everywhere (globals.css), so this is
 * empty on a settled page; something listed here ignores reduced motion.
 */
function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === "running")
      .map((animation) => {
        const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
        const element = target ? `${target.tagName.toLowerCase()}.${[...target.classList].join(".")}` : "?";
        const name =
          animation instanceof CSSAnimation
            ? `animation ${animation.animationName}`
            : animation instanceof CSSTransition
              ? `transition of ${animation.transitionProperty}`
              : "animation";
        return `${name} on ${element}`;
      }),
  );
}

/**
 * Elements marked busy and dimmed: a list shows its previous rows at reduced opacity while it
 * fetches new ones (after a filter change or a change made from the row). They are being replaced,
 * and axe, run at that moment, judged their dimmed text as too little contrast; the page is judged
 * once they are back.
 */
function dimmedWhileBusy(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[aria-busy="true"]')]
      .filter((element) => Number(getComputedStyle(element).opacity) < 1)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}`),
  );
}

/**
 * The axe rules whose findings depend on colour. A theme changes colours only: the `dark` class on
 * <html> swaps Tailwind's colour utilities, no element comes or goes (the theme switch only changes
 * its state), so a page judged whole in one theme needs only these in the other.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/**
 * No axe violations of serious or critical impact on the page, judged once nothing on it moves.
 * `coloursOnly` judges only what a theme can change (COLOUR_RULES): for the second theme of a page.
 */
export async function expectAccessible(page: Page, { coloursOnly = false } = {}): Promise<void> {
  await expect.poll(() => runningAnimations(page), { message: "animations still running" }).toEqual([]);
  await expect.poll(() => dimmedWhileBusy(page), { message: "lists still dimmed while they fetch" }).toEqual([]);
  const axe = new AxeBuilder({ page });
  // Under an open modal the page is hidden from assistive technology (Radix marks it aria-hidden,
  // data-aria-hidden) and dimmed by the overlay, so the dimmed text under it read as low contrast
  // whenever axe could blend the overlay in. The modal is what a person can use then; the page
  // behind it is judged when no modal is open.
  const modal = '[role="dialog"], [role="alertdialog"]';
  const behindModal = await page.evaluate(
    (selector) =>
      document.querySelector('[data-aria-hidden="true"]') !== null && document.querySelector(selector) !== null,
    modal,
  );
  if (behindModal) {
    axe.include(modal);
  }
  if (coloursOnly) {
    axe.withRules(COLOUR_RULES);
  } else {
    axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  }
  const results = await axe.analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  expect(severe).toEqual([]);
}

/**
 * A member of the account's organization who joined as a person does: the admin creates the user and
 * an invitation link through the API, and the invitee accepts it with a password.
 */
export async function createMember(request: APIRequestContext, admin: Account, role: string): Promise<Account> {
  const token = await apiToken(request, admin);
  const headers = { authorization: `Bearer ${token}` };
  const member = newAccount(role.replace(/\W/g, "-"));
  const created = await request.post("/v1/users", { headers, data: { email: member.email, role, first_name: "Mia" } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const invitation = await request.post(`/v1/users/${id}/invitation`, { headers });
  expect(invitation.status()).toBe(201);
  const link = new URL(((await invitation.json()) as { invitation_url: string }).invitation_url);
  const accepted = await request.post("/api/auth/invitations/accept", {
    data: { token: link.pathname.split("/").pop(), password: member.password },
  });
  expect(accepted.status()).toBe(200);
  return { ...member, orgName: admin.orgName };
}

/** Calls /v1 directly with a session token, to seed data and to check what the UI saved. */
export function v1(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const response = await request.get(`/v1${path}`, { headers });
      expect(response.status(), `GET ${path}`).toBe(200);
      return (await response.json()) as T;
    },
    post: async <T>(path: string, data: unknown): Promise<T> => {
      const response = await request.post(`/v1${path}`, { headers, data });
      expect(response.status(), `POST ${path}`).toBeLessThan(300);
      return (await response.json()) as T;
    },
    put: async (path: string, data: unknown): Promise<void> => {
      const response = await request.put(`/v1${path}`, { headers, data });
      expect(response.status(), `PUT ${path}`).toBe(200);
    },
  };
}

/**
 * A keyboard list's rows (the header row aside) in the grid named `gridName`, a row by its text, and
 * `moveTo`, which presses k, then j until the cursor (the focused row) is on that row.
 */
export function keyboardGrid(page: Page, gridName: string) {
  const rows = () => page.getByRole("grid", { name: gridName }).locator("tbody tr");
  const rowOf = (text: string) => rows().filter({ hasText: text });
  /** The index of the focused row, -1 when focus is elsewhere. */
  const focusedIndex = () => rows().evaluateAll((all) => (all as Element[]).indexOf(document.activeElement as Element));
  const moveTo = async (text: string) => {
    const target = rowOf(text);
    const count = await rows().count();
    // k puts the cursor on a row (the top one when it was on none); each key's focus lands once the
    // list has applied it (its rules load with the first key), so every press waits for its move.
    // A dialog closed just before may still be unmounting, and hand focus back to what opened it
    // (gone, if the list refreshed meanwhile) after the row took it: then k is pressed again, which
    // only moves the cursor further up, and the walk below goes down from wherever it is.
    await expect(async () => {
      await page.keyboard.press("k");
      await expect.poll(focusedIndex, { timeout: 3_000 }).toBeGreaterThanOrEqual(0);
    }).toPass({ timeout: 15_000 });
    for (let step = 0; step < count; step++) {
      if (await target.evaluate((row) => row === document.activeElement)) {
        return;
      }
      const from = await focusedIndex();
      await page.keyboard.press("j");
      await expect.poll(focusedIndex).not.toBe(from);
    }
    await expect(target).toBeFocused();
  };
  return { rows, rowOf, moveTo };
}
