import { stripVTControlCharacters } from "node:util";
import type { Page } from "@playwright/test";
import { settled, sidebarAndDetailPages } from "./pages";
import { type Offence, rawIdsAndCodes } from "./raw-ids";
import { createAccount, expect, expectAccessible, signIn, test } from "./support";

/**
 * Every page of the sidebar, and one vendor, assessment and workflow run of the sample portfolio, has
 * no serious or critical axe violation, in the light theme and in the dark one (there, the rules a
 * theme can change: colours), on a 1440 px screen.
 * The app follows the system's colour scheme until someone picks a theme (lib/web/theme.ts), so the
 * walk emulates the scheme rather than clicking the user menu's switch. One signed-in session walks
 * everything, a tab per theme; each offending page is reported with its theme once both walks ran.
 * The light walk also reads each page for resource IDs and codes shown as text (raw-ids.ts).
 */

type Theme = "light" | "dark";

test.use({ viewport: { width: 1440, height: 900 } });

/** The matcher's message without its terminal colours, to read in the list of failures. */
function plainMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return stripVTControlCharacters(message);
}

interface WalkFindings {
  /** What axe found wrong, each named with its page and theme. */
  failures: string[];
  /** Resource IDs and codes shown as text, by page (the light walk looks; the dark one would find the same). */
  rawIds: Record<string, Offence[]>;
}

/** Visits each path in the page's theme and returns what it found wrong. */
async function walk(page: Page, theme: Theme, paths: string[]): Promise<WalkFindings> {
  await page.emulateMedia({ colorScheme: theme });
  const failures: string[] = [];
  const rawIds: Record<string, Offence[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator("html"), `${path} follows the ${theme} system theme`).toHaveClass(
      theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    // Sections below the fold load once near the viewport: axe judges them too.
    const stillLoading = await settled(page, { scrollToEnd: true });
    if (stillLoading) {
      test.info().annotations.push({ type: "still loading", description: `${theme} theme, ${path}: ${stillLoading}` });
    }
    if (theme === "light") {
      const found = await rawIdsAndCodes(page);
      if (found.length > 0) {
        rawIds[path] = found;
      }
    }
    try {
      // The light walk judges every rule; the dark one what a theme can change.
      await expectAccessible(page, { coloursOnly: theme === "dark" });
    } catch (error) {
      failures.push(`${theme} theme, ${path}: ${plainMessage(error)}`);
    }
  }
  return { failures, rawIds };
}

test("every page of the sidebar, a vendor, an assessment and a workflow run pass axe in both themes and show no resource ID or code", async ({
  context,
  page,
  request,
}) => {
  // About 80 page visits with axe, two tabs at once, beside another spec on two cores: minutes.
  test.setTimeout(600_000);
  const account = await createAccount(request, "a11y-walk", { sampleData: true });
  await signIn(page, account, "/");
  // The API reference is judged on its own below: thousands of schema fields take axe minutes.
  const paths = (await sidebarAndDetailPages(page, request, account)).filter((path) => !path.startsWith("/docs"));

  // The two themes walk side by side, each in its own tab of the one signed-in session.
  const darkPage = await context.newPage();
  const [light, dark] = await Promise.all([walk(page, "light", paths), walk(darkPage, "dark", paths)]);
  expect.soft(light.rawIds, "pages showing resource IDs or codes").toEqual({});
  expect([...light.failures, ...dark.failures], "pages with serious or critical accessibility violations").toEqual([]);
});

test("the API reference passes axe in both themes: its overview and its largest area's page", async ({ page }) => {
  test.setTimeout(240_000);
  // Every operation is the same layout (parameters, body, responses) filled from the OpenAPI
  // document, and every area's page the same frame: the area with the most operations stands for the
  // rest, with its first three operations. The others leave the page before axe runs (axe walks
  // excluded parts too): all 25 took it a minute a theme.
  const laterOperations = "#reference-content article:nth-of-type(n+4)";
  await page.goto("/docs");
  const areas = page.getByRole("region", { name: "Endpoints by area" }).getByRole("listitem");
  // The page streams in after its loading state: read the list once it is there.
  await expect(areas.first()).toBeVisible();
  const counts = await areas.evaluateAll((items) =>
    items.map((item) => ({
      href: item.querySelector("a")?.getAttribute("href") ?? "",
      operations: Number.parseInt(item.querySelector("p")?.textContent ?? "0", 10),
    })),
  );
  const largest = counts.reduce((best, area) => (area.operations > best.operations ? area : best));
  expect(largest.operations, "the largest area has many operations").toBeGreaterThan(10);
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const path of ["/docs", largest.href]) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "API reference contents" })).toBeVisible();
      await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await page.locator(laterOperations).evaluateAll((articles) => {
        for (const article of articles) {
          article.remove();
        }
      });
      await expectAccessible(page, { coloursOnly: theme === "dark" });
    }
  }
});
