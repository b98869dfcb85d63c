import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { enqueueJob, JobWorker } from "@/lib/jobs";
import { keyring, resetKeyringForTests } from "@/lib/secrets/keyring";
import { sealedKeyId } from "@/lib/secrets/sealed";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { resealJob } from "./reseal";
import { bankChangeReviews, vendorBankAccounts, vendorTaxRegistrations } from "./tables";
import { createLiveBankAccount, germanAccount, keyToken, proposeBankAccount } from "./testing";

const originalKey = process.env.BANKING_ENCRYPTION_KEY;
const originalPrevious = process.env.BANKING_ENCRYPTION_PREVIOUS_KEYS;

afterEach(() => {
  for (const [name, value] of [
    ["BANKING_ENCRYPTION_KEY", originalKey],
    ["BANKING_ENCRYPTION_PREVIOUS_KEYS", originalPrevious],
  ] as const) {
    if (value === undefined) {
      delete process.env[name];
    } else {
      process.env[name] = value;
    }
  }
  resetKeyringForTests();
});

describe("key rotation", () => {
  it("re-seals accounts, proposals and tax identifiers under the new key, with the same values and duplicate detection", async () => {
    const oldKey = randomBytes(32).toString("hex");
    process.env.BANKING_ENCRYPTION_KEY = oldKey;
    resetKeyringForTests();
    const org = await createOrg("Rotation Org");
    const vendor = await createVendor(org);
    await createLiveBankAccount(org, vendor.id);
    await proposeBankAccount(org, vendor.id, { ...germanAccount, values: { iban: "DE02120300000000202051" } });
    const tax = await callApi("put", `/v1/vendors/${vendor.id}/tax_registrations`, {
      token: org.token,
      body: { country: "US", registration_type: "ein", value: "04-2103594" },
    });
    expectStatus(tax, 201);
    const oldKeyId = keyring().current.id;

    process.env.BANKING_ENCRYPTION_KEY = randomBytes(32).toString("hex");
    process.env.BANKING_ENCRYPTION_PREVIOUS_KEYS = oldKey;
    resetKeyringForTests();
    const newKeyId = keyring().current.id;
    await db().transaction((tx) => enqueueJob(tx, resealJob, {}, { orgId: org.orgId }));
    await new JobWorker({ orgId: org.orgId }).runUntilIdle();

    const sealedKeys = [
      ...(await db().select().from(vendorBankAccounts).where(inOrg(vendorBankAccounts, org.orgId))).map(
        (row) => row.sealedValues,
      ),
      ...(await db().select().from(bankChangeReviews).where(inOrg(bankChangeReviews, org.orgId))).map(
        (row) => row.sealedProposal,
      ),
      ...(await db().select().from(vendorTaxRegistrations).where(inOrg(vendorTaxRegistrations, org.orgId))).map(
        (row) => row.sealedValue,
      ),
    ].map(sealedKeyId);
    expect(sealedKeys).toHaveLength(3);
    expect(sealedKeys).toEqual([newKeyId, newKeyId, newKeyId]);
    expect(sealedKeys).not.toContain(oldKeyId);

    // Without the old key, everything still opens: the values were re-sealed, not lost.
    delete process.env.BANKING_ENCRYPTION_PREVIOUS_KEYS;
    resetKeyringForTests();
    const [account] = bodyAt(
      await callApi("get", `/v1/vendors/${vendor.id}/bank_accounts`, { token: await keyToken(org, ["banking:read"]) }),
      200,
    ).items;
    expect(account?.values?.iban).toBe(germanAccount.values.iban);
    // The fingerprint follows the key: the same account on another vendor is still recognised.
    const other = await createVendor(org);
    const reviewId = await proposeBankAccount(org, other.id);
    const review = await callApi("get", `/v1/bank_reviews/${reviewId}`, { token: org.token });
    expectStatus(review, 200);
    expect(review.body.signals.map((signal) => signal.code)).toContain("account_on_other_vendor");
  });
});
