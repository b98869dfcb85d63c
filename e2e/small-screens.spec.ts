import { apiToken, createAccount, expect, signIn, test, v1 } from "./support";

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

test("a wide table keeps its first column in view at 390 px, and filter selects show their whole values at 1440 px", async ({
  page,
  request,
}) => {
  const account = await createAccount(request, "pinned");
  const token = await apiToken(request, account);
  const api = v1(request, token);
  const name = "Northwind Logistics International Holdings";
  await api.post("/vendors", { name, website: "https://northwind.example" });

  await signIn(page, account, "/vendors");
  await page.setViewportSize({ width: 390, height: 844 });
  const table = page.getByRole("table", { name: /vendors/i });
  const firstCell = table.locator("tbody tr").first().locator("td").first();
  await expect(firstCell).toContainText(name);
  const region = table.locator("xpath=ancestor::section[1]");
  const before = await firstCell.boundingBox();
  await region.evaluate((box) => {
    box.scrollLeft = box.scrollWidth;
  });
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  // Scrolled to the far right, the first column is still where it was.
  await expect.poll(async () => (await firstCell.boundingBox())?.x).toBe(before?.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.setViewportSize({ width: 1440, height: 900 });
  const selects = page.locator("main select");
  await expect(selects.first()).toBeVisible();
  // Each select is at least as wide as its longest option's text (in the select's own font) plus its padding.
  const cut = await selects.evaluateAll((elements) =>
    (elements as HTMLSelectElement[])
      .map((select) => {
        const style = getComputedStyle(select);
        const context = document.createElement("canvas").getContext("2d");
        if (!context) {
          return null;
        }
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const longest = Math.max(...[...select.options].map((option) => context.measureText(option.text).width));
        const room = select.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        return longest > room + 1 ? `${select.name || select.id}: ${Math.round(longest)} > ${Math.round(room)}` : null;
      })
      .filter(Boolean),
  );
  expect(cut).toEqual([]);
});
