import { apiToken, createAccount, expect, signIn, test } from "./support";

/** The elements that reach past the viewport's right edge, named for the failure message. */
const overflowing = (width: number) =>
  [...document.querySelectorAll("body *")]
    .filter((element) => element.getBoundingClientRect().right > width + 1)
    .slice(0, 5)
    .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)}`);

test("no page of the sidebar scrolls sideways on a 390 px phone", async ({ page, request }) => {
  const account = await createAccount(request, "phone");
  const token = await apiToken(request, account);
  const navigation = (
    await (await request.get("/v1/navigation", { headers: { authorization: `Bearer ${token}` } })).json()
  ).items as { href: string; children: { href: string }[] }[];
  const hrefs = [...new Set(navigation.flatMap((item) => [item.href, ...item.children.map((child) => child.href)]))];
  expect(hrefs.length).toBeGreaterThan(10);
  // Signed in on a wide screen (the sidebar is a sheet on a phone), then the phone.
  await signIn(page, account, "/");
  await page.setViewportSize({ width: 390, height: 844 });
  const wide: string[] = [];
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    // Judged once the page's data has arrived: a table that loads later may be what is too wide.
    await page.waitForLoadState("networkidle");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > 390) {
      wide.push(`${href}: ${scrollWidth} px (${(await page.evaluate(overflowing, 390)).join(", ")})`);
    }
  }
  expect(wide).toEqual([]);
});
