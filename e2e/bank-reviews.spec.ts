import type { APIRequestContext, Page } from "@playwright/test";
import {
  type Account,
  apiToken,
  createAccount,
  createMember,
  expect,
  expectAccessible,
  keyboardGrid,
  signIn,
  test,
  v1,
} from "./support";

interface Review {
  id: string;
  vendor_name: string;
  status: "pending" | "approved" | "rejected";
  rejection_reason: string | null;
}

const REASON = "Holder is not the vendor; called their finance team, they sent no new details";

/** German accounts with valid IBANs; the holder name decides whether a name signal shows. */
const germanAccount = (iban: string, holder: string) => ({
  bank_country: "DE",
  currency: "EUR",
  values: { iban, account_holder_name: holder },
});

const grid = (page: Page) => keyboardGrid(page, "Bank changes");
const reviewRows = (page: Page) => grid(page).rows();
const rowOf = (page: Page, vendorName: string) => grid(page).rowOf(vendorName);
const moveTo = (page: Page, vendorName: string) => grid(page).moveTo(vendorName);

/** A vendor with a German site, created by the organization's admin. */
async function vendorWithSite(api: ReturnType<typeof v1>, name: string) {
  const vendor = await api.post<{ id: string }>("/vendors", { name });
  await api.post(`/vendors/${vendor.id}/sites`, { country: "DE" });
  return vendor;
}

/** Proposes a new bank account as `proposer` (a dashboard session, so the change waits for review). */
async function propose(request: APIRequestContext, proposer: Account, vendorId: string, iban: string, holder: string) {
  const queued = await v1(request, await apiToken(request, proposer)).post<{ review_id: string }>(
    `/vendors/${vendorId}/bank_accounts`,
    germanAccount(iban, holder),
  );
  expect(queued.review_id).toBeTruthy();
  return queued.review_id;
}

test("bank reviews: inspect, reject with a reason and approve from the keyboard, four eyes, someone else first", async ({
  page,
  request,
}) => {
  const admin = await createAccount(request, "bank-reviews");
  const api = v1(request, await apiToken(request, admin));
  const colleague = await createMember(request, admin, "org:admin");
  const northwind = await vendorWithSite(api, "Northwind Hosting GmbH");
  const contoso = await vendorWithSite(api, "Contoso Payroll GmbH");
  const litware = await vendorWithSite(api, "Litware Metals GmbH");
  const fabrikam = await vendorWithSite(api, "Fabrikam Tools GmbH");
  // Proposed by another admin, so the signed-in admin may decide them; the first by a holder unlike the vendor.
  const northwindReview = await propose(
    request,
    colleague,
    northwind.id,
    "DE89370400440532013000",
    "Globex Trading Ltd",
  );
  const contosoReview = await propose(request, colleague, contoso.id, "DE02120300000000202051", "Contoso Payroll GmbH");
  const litwareReview = await propose(request, colleague, litware.id, "DE75512108001245126199", "Litware Metals GmbH");
  // The signed-in admin's own proposal: someone else must decide it.
  await propose(request, admin, fabrikam.id, "DE02500105170137075030", "Fabrikam Tools GmbH");
  const reviewOf = (id: string) => api.get<Review>(`/bank_reviews/${id}`);

  await signIn(page, admin, "/bank-reviews");
  await expect(page.getByRole("heading", { level: 1, name: "Bank reviews" })).toBeVisible();
  await expect(reviewRows(page)).toHaveCount(4);
  const northwindRow = rowOf(page, "Northwind Hosting GmbH");
  await expect(northwindRow.getByText("New account")).toBeVisible();
  await expect(northwindRow.getByText("IBAN ****3000")).toBeVisible();
  await expect(northwindRow.getByText(/^2 signals · medium$/)).toBeVisible();
  await expect(northwindRow.getByRole("link", { name: "Northwind Hosting GmbH" })).toHaveAttribute(
    "href",
    `/vendors/${northwind.id}`,
  );
  await expectAccessible(page);

  // j and k move the cursor, which takes focus so screen readers read the row; it starts on no row,
  // so the first j lands on the top one.
  await page.keyboard.press("j");
  await expect(reviewRows(page).nth(0)).toBeFocused();
  await page.keyboard.press("j");
  await expect(reviewRows(page).nth(1)).toBeFocused();
  await page.keyboard.press("k");
  await expect(reviewRows(page).nth(0)).toBeFocused();

  // Enter opens the change in a drawer: the signal with its explanation, the proposed details.
  await moveTo(page, "Northwind Hosting GmbH");
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog", { name: "Bank change for Northwind Hosting GmbH" });
  await expect(drawer.getByText("Account holder name differs from the vendor's")).toBeVisible();
  await expect(
    drawer.getByText(
      `The account holder "Globex Trading Ltd" does not resemble the vendor's name "Northwind Hosting GmbH".`,
    ),
  ).toBeVisible();
  await expect(drawer.getByRole("table").getByText("****3000")).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Approve (a)" })).toBeEnabled();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  await expect(northwindRow).toBeFocused();

  // r asks a reason; Enter rejects. The row stays put, marked, until the next move.
  await page.keyboard.press("r");
  const reject = page.getByRole("dialog", { name: "Reject bank change" });
  await expect(reject.getByLabel("Reason")).toBeFocused();
  await page.keyboard.type(REASON);
  await page.keyboard.press("Enter");
  await expect(reject).toBeHidden();
  await expect(page.getByText("Rejected the bank change for Northwind Hosting GmbH")).toBeVisible();
  await expect(northwindRow.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(northwindRow).toBeFocused();
  expect(await reviewOf(northwindReview)).toMatchObject({ status: "rejected", rejection_reason: REASON });
  await page.keyboard.press("j");
  await expect(northwindRow).toHaveCount(0);
  await expect(reviewRows(page)).toHaveCount(3);

  // From the drawer, a asks to confirm with Approve focused; Enter approves and the change leaves the queue.
  await moveTo(page, "Contoso Payroll GmbH");
  await page.keyboard.press("Enter");
  const contosoDrawer = page.getByRole("dialog", { name: "Bank change for Contoso Payroll GmbH" });
  await expect(contosoDrawer.getByText("First bank details of a new vendor")).toBeVisible();
  await page.keyboard.press("a");
  const approve = page.getByRole("dialog", { name: "Approve bank change" });
  await expect(approve.getByRole("button", { name: "Approve", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(approve).toBeHidden();
  await expect(contosoDrawer).toBeHidden();
  await expect(page.getByText("Approved the bank change for Contoso Payroll GmbH")).toBeVisible();
  const contosoRow = rowOf(page, "Contoso Payroll GmbH");
  await expect(contosoRow.getByText("Approved", { exact: true })).toBeVisible();
  await expect(contosoRow).toBeFocused();
  expect((await reviewOf(contosoReview)).status).toBe("approved");
  await page.keyboard.press("j");
  await expect(contosoRow).toHaveCount(0);
  await expect(reviewRows(page)).toHaveCount(2);

  // Another admin decides while the page still shows the change pending: the page says so and refreshes.
  const third = await createMember(request, admin, "org:admin");
  await v1(request, await apiToken(request, third)).post(`/bank_reviews/${litwareReview}/approve`, {});
  await moveTo(page, "Litware Metals GmbH");
  await page.keyboard.press("a");
  const late = page.getByRole("dialog", { name: "Approve bank change" });
  await page.keyboard.press("Enter");
  await expect(late.getByRole("alert")).toContainText("Already decided by someone else: approved by");
  await expect(late.getByRole("button", { name: "Close", exact: true }).last()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(late).toBeHidden();
  await expect(rowOf(page, "Litware Metals GmbH").getByText("Approved", { exact: true })).toBeVisible();

  // The admin's own proposal: explained, not hidden.
  await moveTo(page, "Fabrikam Tools GmbH");
  await page.keyboard.press("a");
  await expect(page.getByText("You proposed this change; another admin must decide it.")).toBeVisible();
  await page.keyboard.press("Enter");
  const own = page.getByRole("dialog", { name: "Bank change for Fabrikam Tools GmbH" });
  await expect(own.getByText("You proposed this change; another admin must decide it.")).toBeVisible();
  await expect(own.getByRole("button", { name: "Approve (a)" })).toBeDisabled();
  await expect(own.getByRole("button", { name: "Reject (r)" })).toBeDisabled();
  await expect(own.getByText(/proposed by you/)).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(own).toBeHidden();

  // ? lists the queue's keys.
  await page.keyboard.press("?");
  const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(help.getByText("Approve the bank change (asks to confirm)")).toBeVisible();
  await expect(help.getByText("Reject the bank change (asks a reason)")).toBeVisible();
  await expect(help.getByText("Next bank change", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(help).toBeHidden();

  // The status filter is kept in the URL: the decided changes are under Approved and Rejected.
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Approved" });
  await expect(page).toHaveURL(/status=approved/);
  await expect(reviewRows(page)).toHaveCount(2);
  await expect(rowOf(page, "Contoso Payroll GmbH")).toBeVisible();
  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Rejected" });
  await expect(reviewRows(page)).toHaveCount(1);
  await expect(rowOf(page, "Northwind Hosting GmbH")).toBeVisible();
  await page.getByLabel("Vendor", { exact: true }).selectOption({ label: "Contoso Payroll GmbH" });
  await expect(page).toHaveURL(new RegExp(`vendor=${contoso.id}`));
  await expect(page.getByText("No bank changes match these filters")).toBeVisible();
});

test("bank reviews: members follow the queue read-only", async ({ page, request }) => {
  const admin = await createAccount(request, "bank-members");
  const api = v1(request, await apiToken(request, admin));
  const member = await createMember(request, admin, "org:member");
  const vendor = await vendorWithSite(api, "Tailspin Freight GmbH");
  await propose(request, admin, vendor.id, "DE89370400440532013000", "Tailspin Freight GmbH");

  await signIn(page, member, "/bank-reviews");
  await expect(
    page.getByText("Only admins can approve or reject bank changes; you can follow them here.").first(),
  ).toBeVisible();
  await expect(reviewRows(page)).toHaveCount(1);
  await reviewRows(page).first().click();
  const drawer = page.getByRole("dialog", { name: "Bank change for Tailspin Freight GmbH" });
  await expect(drawer.getByRole("button", { name: "Approve (a)" })).toBeDisabled();
  await expect(drawer.getByRole("button", { name: "Reject (r)" })).toBeDisabled();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();

  await page.getByLabel("Status", { exact: true }).selectOption({ label: "Approved" });
  await expect(page.getByText("No bank changes match these filters")).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).first().click();
  await expect(reviewRows(page)).toHaveCount(1);
});

test("bank reviews: an empty queue says so", async ({ page, request }) => {
  await signIn(page, await createAccount(request, "bank-empty"), "/bank-reviews");
  await expect(page.getByText("No bank changes are waiting for review")).toBeVisible();
  await expectAccessible(page);
});

test("bank reviews: explained when the module is off", async ({ page, request }) => {
  const admin = await createAccount(request, "bank-off");
  const api = v1(request, await apiToken(request, admin));
  const { organization_id: orgId } = await api.get<{ organization_id: string }>("/whoami");
  await api.post(`/org/${orgId}`, { modules: { supplier_profile: false } });

  await signIn(page, admin, "/bank-reviews");
  await expect(page.getByText("Supplier profile is not turned on for your organization")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open organization settings" })).toBeVisible();
  await expect(page.getByRole("grid", { name: "Bank changes" })).toHaveCount(0);
  await expectAccessible(page);
});

test("bank reviews: explained to a role that can't see them", async ({ page, request }) => {
  const admin = await createAccount(request, "bank-guest");
  const guest = await createMember(request, admin, "org:guest");
  await signIn(page, guest, "/bank-reviews");
  await expect(page.getByText("Bank reviews are for admins and members")).toBeVisible();
  await expectAccessible(page);
});
