import type { Page } from "@playwright/test";
import { createAccount, expect, signIn, test } from "./support";

/** How a sidebar link (a colour transition) and a spinner and a skeleton (animations) would move now. */
function motion(page: Page) {
  return page.evaluate(() => {
    const link = document.querySelector("nav[aria-label='Main'] a");
    const probe = (className: string) => {
      const element = document.createElement("div");
      element.className = className;
      document.body.append(element);
      const { animationName } = getComputedStyle(element);
      element.remove();
      return animationName;
    };
    return {
      link: link ? getComputedStyle(link).transitionProperty : "no link",
      spinner: probe("animate-spin"),
      skeleton: probe("animate-pulse"),
    };
  });
}

test("with reduced motion asked for, nothing on the page animates or transitions", async ({ page, request }) => {
  const account = await createAccount(request, "motion");
  await signIn(page, account, "/");
  // The sidebar's links come from GET /v1/navigation, after the frame.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Dashboard" })).toBeVisible();

  // The tests' own setting (playwright.config.ts): reduced motion.
  expect(await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches)).toBe(true);
  expect(await motion(page)).toEqual({ link: "none", spinner: "none", skeleton: "none" });

  await page.emulateMedia({ reducedMotion: "no-preference" });
  const moving = await motion(page);
  expect(moving.link).toContain("color");
  expect([moving.spinner, moving.skeleton]).toEqual(["spin", "pulse"]);
});
