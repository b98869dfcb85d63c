import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "@/lib/audit/tables";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { JobWorker } from "@/lib/jobs";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { call, callApi, expectStatus } from "@/lib/testing/http";
import { bankChangeReviews, vendorBankAccounts } from "./tables";
import { createLiveBankAccount, keyToken, proposeBankAccount, secondAdmin, usAccount } from "./testing";

const withNumber = (accountNumber: string) => ({
  ...usAccount,
  values: { ...usAccount.values, account_number: accountNumber },
});

/** Every masked number the API shows for the vendor: accounts, reviews, change feed and change log. */
async function shownMasks(org: TestOrg, vendorId: string): Promise<string> {
  const paths = [
    `/v1/vendors/${vendorId}/bank_accounts`,
    `/v1/bank_reviews?limit=200`,
    `/v1/vendors/${vendorId}/change_feed?limit=200`,
    `/v1/change_log?limit=200`,
  ];
  const texts = await Promise.all(
    paths.map(async (path) => {
      const result = await call(path, { token: org.token });
      expect(result.status, `${path}: ${result.text}`).toBe(200);
      return result.text;
    }),
  );
  return texts.join("\n");
}

describe("a number shorter than 8 characters shows no character of itself", () => {
  let org: TestOrg;
  let vendorId: string;

  beforeAll(async () => {
    org = await createOrg("Short Numbers Org");
    vendorId = (await createVendor(org, { name: "Short Numbers Inc" })).id;
  });

  it("masks a 4-digit and a 7-digit account number to **** on every path, and keeps the last four of a long one", async () => {
    const four = await createLiveBankAccount(org, vendorId, withNumber("4821"));
    expect(four.account_number_masked).toBe("****");
    const seven = await createLiveBankAccount(org, vendorId, withNumber("9876543"));
    expect(seven.account_number_masked).toBe("****");
    const long = await createLiveBankAccount(org, vendorId, withNumber("555566667777"));
    expect(long.account_number_masked).toBe("****7777");

    const reviewId = await proposeBankAccount(org, vendorId, withNumber("3141"));
    const reviews = await callApi("get", `/v1/bank_reviews/${reviewId}`, { token: org.token });
    expectStatus(reviews, 200);
    expect(reviews.body.proposed.account_number_masked).toBe("****");
    const rejected = await callApi("post", `/v1/bank_reviews/${reviewId}/reject`, {
      token: (await secondAdmin(org)).token,
      body: { reason: "Unknown account" },
    });
    expectStatus(rejected, 200);

    const shown = await shownMasks(org, vendorId);
    // Only masks are searched for: four digits alone also occur inside IDs and timestamps.
    for (const tail of ["4821", "6543", "3141"]) {
      expect(shown.includes(`****${tail}`), `shows ****${tail}`).toBe(false);
    }
    expect(shown).toContain("****7777");
  });

  it("gives a key holding no banking:read the same masks", async () => {
    const list = await callApi("get", `/v1/vendors/${vendorId}/bank_accounts`, { token: await keyToken(org) });
    expectStatus(list, 200);
    const masks = list.body.items.map((account) => account.account_number_masked);
    expect(masks.sort()).toEqual(["****", "****", "****7777"]);
  });
});

describe("masks stored under the earlier rule are rewritten", () => {
  let org: TestOrg;
  let vendorId: string;
  let shortAccountId: string;
  let replacedAccountId: string;
  let reviewId: string;

  /** What the earlier rule stored in an entity's change log entries: `****` and the last four, however short the number. */
  const writeEarlierMask = (targetId: string, tail: string) => {
    const earlier = (column: typeof activityLog.changes | typeof activityLog.snapshot) =>
      sql`replace(${column}::text, '"****"', ${`"****${tail}"`})::jsonb`;
    return db()
      .update(activityLog)
      .set({
        changes: earlier(activityLog.changes),
        snapshot: earlier(activityLog.snapshot),
        targetName: sql`case when ${activityLog.targetName} = '****' then ${`****${tail}`} else ${activityLog.targetName} end`,
      })
      .where(inOrg(activityLog, org.orgId, eq(activityLog.targetId, targetId)));
  };

  beforeAll(async () => {
    org = await createOrg("Remask Org");
    vendorId = (await createVendor(org, { name: "Remask Vendor LLC" })).id;
    shortAccountId = (await createLiveBankAccount(org, vendorId, withNumber("2718"))).id;
    // A short number replaced by a long one: its tail in the history is no stored value's any more.
    replacedAccountId = (await createLiveBankAccount(org, vendorId, withNumber("8282"))).id;
    const patched = await callApi("patch", `/v1/vendors/${vendorId}/bank_accounts/${replacedAccountId}`, {
      token: await keyToken(org, ["review:sensitive_changes"]),
      body: withNumber("400050006000"),
    });
    expectStatus(patched, 200);
    reviewId = await proposeBankAccount(org, vendorId, withNumber("16180"));

    await db()
      .update(vendorBankAccounts)
      .set({ accountNumberLast4: "2718" })
      .where(inOrg(vendorBankAccounts, org.orgId, eq(vendorBankAccounts.id, shortAccountId)));
    await db()
      .update(bankChangeReviews)
      .set({ proposed: sql`jsonb_set(${bankChangeReviews.proposed}, '{account_number_masked}', '"****6180"')` })
      .where(inOrg(bankChangeReviews, org.orgId, eq(bankChangeReviews.id, reviewId)));
    await writeEarlierMask(shortAccountId, "2718");
    await writeEarlierMask(replacedAccountId, "8282");
    await writeEarlierMask(reviewId, "6180");
  });

  it("shows the earlier masks before the rewrite (the setup is what the earlier rule wrote)", async () => {
    const shown = await shownMasks(org, vendorId);
    for (const tail of ["2718", "8282", "6180"]) {
      expect(shown).toContain(`****${tail}`);
    }
  });

  it("rewrites accounts, reviews, change log and change feed through the migration's job", async () => {
    const migration = readFileSync(path.join(process.cwd(), "lib/db/migrations/0021_remask_short_numbers.sql"), "utf8");
    await db().execute(sql.raw(migration));
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();

    const shown = await shownMasks(org, vendorId);
    for (const tail of ["2718", "8282", "6180"]) {
      expect(shown.includes(`****${tail}`), `still shows ****${tail}`).toBe(false);
    }
    expect(shown).toContain("****6000");
    const [account] = await db()
      .select()
      .from(vendorBankAccounts)
      .where(inOrg(vendorBankAccounts, org.orgId, eq(vendorBankAccounts.id, shortAccountId)));
    expect(account?.accountNumberLast4).toBe("");
    const names = await db()
      .select({ name: activityLog.targetName })
      .from(activityLog)
      .where(inOrg(activityLog, org.orgId, eq(activityLog.targetId, shortAccountId)));
    expect(names.map((row) => row.name)).toContain("****");
  });
});
