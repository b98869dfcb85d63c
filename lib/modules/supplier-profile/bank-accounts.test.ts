import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { domainEvents } from "@/lib/events/tables";
import { createMember, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, errorDetail, expectStatus } from "@/lib/testing/http";
import { bankChangeReviews, vendorBankAccounts } from "./tables";
import { createLiveBankAccount, germanAccount, keyToken, proposeBankAccount, secondAdmin, usAccount } from "./testing";

const accountsOf = async (token: string, vendorId: string) => {
  const result = await callApi("get", `/v1/vendors/${vendorId}/bank_accounts`, { token });
  expectStatus(result, 200);
  return result.body.items;
};
const feedOf = async (org: TestOrg, vendorId: string) => {
  const result = await callApi("get", `/v1/vendors/${vendorId}/change_feed`, { token: org.token });
  expectStatus(result, 200);
  return result.body.items;
};
const eventsOf = async (org: TestOrg, type: string) =>
  db()
    .select()
    .from(domainEvents)
    .where(inOrg(domainEvents, org.orgId, eq(domainEvents.eventType, type)));
const approve = (token: string, reviewId: string) => callApi("post", `/v1/bank_reviews/${reviewId}/approve`, { token });

describe("bank account writes: review, masking and scopes", () => {
  let org: TestOrg;
  let reviewer: { token: string; userId: string };

  beforeAll(async () => {
    org = await createOrg("Bank Review Org");
    reviewer = await secondAdmin(org);
  });

  it("queues a dashboard write for review (202), applies it on another admin's approval, masked", async () => {
    const vendor = await createVendor(org, { name: "Test Vendor GmbH" });
    const reviewId = await proposeBankAccount(org, vendor.id);
    expect(reviewId).toMatch(/^cbbarev_[0-9a-f]{32}$/);
    expect(await accountsOf(org.token, vendor.id)).toEqual([]);

    const own = await approve(org.token, reviewId);
    expectStatus(own, 403);
    expect(own.body.detail.code).toBe("own_change_review");

    const approved = await approve(reviewer.token, reviewId);
    expectStatus(approved, 200);
    expect(approved.body).toMatchObject({ status: "approved", kind: "create", decided_by: { id: reviewer.userId } });
    const [account] = await accountsOf(org.token, vendor.id);
    expect(account).toMatchObject({
      id: approved.body.bank_account_id,
      bank_country: "DE",
      currency: "EUR",
      iban_masked: "****3000",
      account_number_masked: null,
      swift_bic: "COBADEFFXXX",
      status: "active",
      validation_status: "passed",
      country_config_version: expect.stringMatching(/^\d{4}\.\d+$/),
      payment_route: "wire",
      source: "internal",
      values: null,
      pending_change: null,
    });
    const [entry] = await feedOf(org, vendor.id);
    expect(entry).toMatchObject({
      entity_type: "bank_account",
      entity_id: account?.id,
      action: "approved",
      actor_type: "user",
      snapshot: { bank_country: "DE", iban_masked: "****3000" },
    });
    expect(JSON.stringify(entry)).not.toContain("0532013000");
    const [created] = await eventsOf(org, "VendorBankAccount.Created");
    expect(created?.data).toEqual({ vendor_bank_account_id: account?.id, vendor_id: vendor.id });
  });

  it("answers 202 for a standard key, 201 for a key holding review:sensitive_changes (source api, label API)", async () => {
    const vendor = await createVendor(org);
    const standard = await callApi("post", `/v1/vendors/${vendor.id}/bank_accounts`, {
      token: await keyToken(org),
      body: usAccount,
    });
    expectStatus(standard, 202);
    const live = await callApi("post", `/v1/vendors/${vendor.id}/bank_accounts`, {
      token: await keyToken(org, ["review:sensitive_changes"]),
      body: usAccount,
    });
    expectStatus(live, 201);
    expect(live.body).toMatchObject({
      account_number_masked: "****9012",
      iban_masked: null,
      payment_route: "domestic",
      source: "api",
      values: null,
    });
    const [entry] = await feedOf(org, vendor.id);
    expect(entry).toMatchObject({ action: "created", actor_type: "api", label: "API" });
  });

  it("shows full values only on the list call of a key holding banking:read, every field with '' when unused", async () => {
    const vendor = await createVendor(org);
    const account = await createLiveBankAccount(org, vendor.id);
    const [unmasked] = await accountsOf(await keyToken(org, ["banking:read"]), vendor.id);
    expect(unmasked?.values).toMatchObject({ ...germanAccount.values, bank_name: "" });
    for (const token of [org.token, await keyToken(org), await keyToken(org, ["review:sensitive_changes"])]) {
      const [masked] = await accountsOf(token, vendor.id);
      expect(masked?.values).toBeNull();
    }
    const single = await callApi("get", `/v1/vendors/${vendor.id}/bank_accounts/${account.id}`, {
      token: await keyToken(org, ["banking:read"]),
    });
    expect(bodyAt(single, 200).values).toBeNull();
  });

  it("applies every write at once when the organization turned review off, dashboard included", async () => {
    const relaxed = await createOrg("No Review Org");
    expect(
      (
        await callApi("post", `/v1/org/${relaxed.orgId}`, {
          token: relaxed.token,
          body: { bank_change_review_required: false },
        })
      ).status,
    ).toBe(200);
    const vendor = await createVendor(relaxed);
    const result = await callApi("post", `/v1/vendors/${vendor.id}/bank_accounts`, {
      token: relaxed.token,
      body: germanAccount,
    });
    expectStatus(result, 201);
  });

  it("PATCH with equal values applies the other fields at once; different values wait while the live account keeps its details", async () => {
    const vendor = await createVendor(org, { name: "Test Vendor GmbH" });
    const account = await createLiveBankAccount(org, vendor.id);
    const path = `/v1/vendors/${vendor.id}/bank_accounts/${account.id}` as const;

    const renamed = await callApi("patch", path, {
      token: org.token,
      body: {
        ...germanAccount,
        values: { ...germanAccount.values, unknown_key: "dropped" },
        bank_account_name: "Main EUR",
      },
    });
    expectStatus(renamed, 200);
    expect(renamed.body).toMatchObject({ bank_account_name: "Main EUR", iban_masked: "****3000" });
    expect((await feedOf(org, vendor.id))[0]).toMatchObject({ action: "updated" });
    expect(await eventsOf(org, "VendorBankAccount.Updated")).toContainEqual(
      expect.objectContaining({ data: { vendor_bank_account_id: account.id, vendor_id: vendor.id } }),
    );

    const same = await callApi("patch", path, {
      token: org.token,
      body: { ...germanAccount, bank_account_name: "Main EUR" },
    });
    expect(same.status).toBe(200);
    expect((await feedOf(org, vendor.id)).filter((entry) => entry.action === "updated")).toHaveLength(1);

    const newValues = { ...germanAccount, values: { iban: "DE02120300000000202051", swift_bic: "BYLADEM1001" } };
    const queued = await callApi("patch", path, { token: org.token, body: newValues });
    expectStatus(queued, 202);
    const [live] = await accountsOf(org.token, vendor.id);
    expect(live).toMatchObject({ iban_masked: "****3000", swift_bic: "COBADEFFXXX" });
    expect(live?.pending_change).toMatchObject({
      review_id: queued.body.review_id,
      proposed: { iban_masked: "****2051", swift_bic: "BYLADEM1001" },
    });

    const second = await callApi("patch", path, { token: org.token, body: newValues });
    expectStatus(second, 409);
    expect(second.body.detail.code).toBe("bank_change_pending");

    expect((await approve(reviewer.token, queued.body.review_id)).status).toBe(200);
    const [changed] = await accountsOf(org.token, vendor.id);
    expect(changed).toMatchObject({ iban_masked: "****2051", bank_account_name: "Main EUR", pending_change: null });
  });

  it("rejects with a reason: the feed lists it under the review's ID with snapshot.rejection_reason", async () => {
    const vendor = await createVendor(org);
    const reviewId = await proposeBankAccount(org, vendor.id);
    const empty = await callApi("post", `/v1/bank_reviews/${reviewId}/reject`, {
      token: reviewer.token,
      body: { reason: " " },
    });
    expect(empty.status).toBe(422);
    const rejected = await callApi("post", `/v1/bank_reviews/${reviewId}/reject`, {
      token: reviewer.token,
      body: { reason: "Supplier did not confirm by phone" },
    });
    expectStatus(rejected, 200);
    expect(rejected.body).toMatchObject({ status: "rejected", rejection_reason: "Supplier did not confirm by phone" });
    expect(await accountsOf(org.token, vendor.id)).toEqual([]);
    const [entry] = await feedOf(org, vendor.id);
    expect(entry).toMatchObject({
      entity_type: "bank_account",
      entity_id: reviewId,
      action: "rejected",
      snapshot: { rejection_reason: "Supplier did not confirm by phone", iban_masked: "****3000" },
    });
    const again = await approve(reviewer.token, reviewId);
    expectStatus(again, 409);
    expect(again.body.detail.code).toBe("bank_review_decided");
  });

  it("retires without review, rejecting the change waiting on it; a repeat is a no-op", async () => {
    const vendor = await createVendor(org);
    const account = await createLiveBankAccount(org, vendor.id, { ...germanAccount, is_primary: true });
    const path = `/v1/vendors/${vendor.id}/bank_accounts/${account.id}` as const;
    const queued = await callApi("patch", path, {
      token: org.token,
      body: { ...germanAccount, values: { iban: "DE02120300000000202051" } },
    });
    expectStatus(queued, 202);
    const retired = await callApi("post", `${path}/retire`, { token: org.token });
    expectStatus(retired, 200);
    expect(retired.body).toMatchObject({ status: "retired", is_primary: false, pending_change: null });
    const review = await callApi("get", `/v1/bank_reviews/${queued.body.review_id}`, { token: org.token });
    expect(review.body).toMatchObject({ status: "rejected", rejection_reason: "The bank account was retired." });

    const feedLength = (await feedOf(org, vendor.id)).length;
    const repeat = await callApi("post", `${path}/retire`, { token: org.token });
    expectStatus(repeat, 200);
    expect(repeat.body.status).toBe("retired");
    expect(await feedOf(org, vendor.id)).toHaveLength(feedLength);
    expect(
      (await eventsOf(org, "VendorBankAccount.Retired")).filter(
        (event) => event.data.vendor_bank_account_id === account.id,
      ),
    ).toHaveLength(1);

    const patchRetired = await callApi("patch", path, { token: org.token, body: germanAccount });
    expectStatus(patchRetired, 409);
    expect(patchRetired.body.detail.code).toBe("bank_account_retired");
  });

  it("keeps at most one primary account per vendor", async () => {
    const vendor = await createVendor(org);
    const first = await createLiveBankAccount(org, vendor.id, { ...germanAccount, is_primary: true });
    const second = await createLiveBankAccount(org, vendor.id, { ...usAccount, is_primary: true });
    const accounts = await accountsOf(org.token, vendor.id);
    expect(accounts.filter((account) => account.is_primary).map((account) => account.id)).toEqual([second.id]);
    expect(accounts.find((account) => account.id === first.id)?.is_primary).toBe(false);
  });
});

describe("bank account validation", () => {
  let org: TestOrg;
  let liveKey: string;

  beforeAll(async () => {
    org = await createOrg("Bank Validation Org");
    liveKey = await keyToken(org, ["review:sensitive_changes"]);
  });

  it("refuses a country-rule error with 422 validation_failed, the checks under error, nothing saved or queued", async () => {
    const vendor = await createVendor(org);
    const result = await callApi("post", `/v1/vendors/${vendor.id}/bank_accounts`, {
      token: org.token,
      body: { bank_country: "DE", values: { iban: "DE89370400440532013001" } },
    });
    expectStatus(result, 422);
    expect(errorDetail(result.body)).toMatchObject({
      code: "validation_failed",
      error: { errors: [expect.objectContaining({ field: "iban", level: "error" })] },
    });
    expect(result.text).not.toContain("0532013001");
    const reviews = await db().select().from(bankChangeReviews).where(inOrg(bankChangeReviews, org.orgId));
    const accounts = await db().select().from(vendorBankAccounts).where(inOrg(vendorBankAccounts, org.orgId));
    expect([...reviews, ...accounts]).toEqual([]);
  });

  it("keeps warnings on the record, and stores an unconfigured country as not_validated", async () => {
    const vendor = await createVendor(org);
    const warned = await createLiveBankAccount(
      org,
      vendor.id,
      { bank_country: "DE", values: { iban: "DE89370400440532013000", swift_bic: "BNPAFRPPXXX" } },
      liveKey,
    );
    expect(warned.validation_status).toBe("passed_with_warnings");
    expect(warned.validation_results.warnings.length).toBeGreaterThan(0);

    const kenyan = await createLiveBankAccount(
      org,
      vendor.id,
      { bank_country: "KE", values: { account_number: "0123456789", bank_name: "Equity Bank" } },
      liveKey,
    );
    expect(kenyan).toMatchObject({
      validation_status: "not_validated",
      country_config_version: "unconfigured",
      account_number_masked: "****6789",
    });
  });

  it("refuses a statement document of another vendor with 422 invalid_document", async () => {
    const vendor = await createVendor(org);
    const result = await callApi("post", `/v1/vendors/${vendor.id}/bank_accounts`, {
      token: liveKey,
      body: { ...germanAccount, statement_document_id: "cbvdoc_00000000000000000000000000000000" },
    });
    expectStatus(result, 422);
    expect(errorDetail(result.body).code).toBe("invalid_document");
  });

  it("bounds every input", async () => {
    const vendor = await createVendor(org);
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`k${index}`, "x"]));
    for (const body of [
      { bank_country: "DEU", values: {} },
      { bank_country: "DE", values: { iban: "X".repeat(141) } },
      { bank_country: "DE", values: tooMany },
      { bank_country: "DE", values: {}, currency: "EURO" },
      { bank_country: "DE" },
    ]) {
      const result = await callApi("post", `/v1/vendors/${vendor.id}/bank_accounts`, {
        token: liveKey,
        uncheckedBody: body,
      });
      expect(result.status, JSON.stringify(body)).toBe(422);
    }
  });

  it("answers another organization's vendor and accounts with 404", async () => {
    const other = await createOrg("Other Bank Org");
    const foreignVendor = await createVendor(other);
    const foreignAccount = await createLiveBankAccount(other, foreignVendor.id);
    const ownVendor = await createVendor(org);
    const foreign = await callApi("get", `/v1/vendors/${foreignVendor.id}/bank_accounts`, { token: org.token });
    expect(errorDetail(foreign.body).code).toBe("vendor_not_found");
    const crossed = await callApi("post", `/v1/vendors/${ownVendor.id}/bank_accounts/${foreignAccount.id}/retire`, {
      token: org.token,
    });
    expectStatus(crossed, 404);
    expect(crossed.body.detail.code).toBe("bank_account_not_found");
  });

  it("validates as you type: the dry run answers 200 with the same checks and saves nothing", async () => {
    const result = await callApi("post", "/v1/bank_country_rules/validate", {
      token: org.token,
      body: { bank_country: "US", values: { routing_number: "021000022", account_number: "12" } },
    });
    expectStatus(result, 200);
    expect(result.body.validation_status).toBe("failed");
    expect(result.body.validation_results.errors.map((check) => check.field)).toContain("routing_number");
    const rules = await callApi("get", "/v1/bank_country_rules", { token: org.token });
    expectStatus(rules, 200);
    expect(rules.body.total).toBeGreaterThanOrEqual(15);
    expect(rules.body.items.find((item) => item.country === "GB")?.fields.map((f) => f.key)).toEqual(
      expect.arrayContaining(["sort_code", "account_number"]),
    );
  });
});

describe("bank reviews: access and concurrency", () => {
  it("is dashboard-only: an ak_ key gets 401 Unauthorized role.; only admins decide", async () => {
    const org = await createOrg("Review Access Org");
    const vendor = await createVendor(org);
    const reviewId = await proposeBankAccount(org, vendor.id);
    const keyed = await callApi("get", "/v1/bank_reviews", {
      token: await keyToken(org, ["review:sensitive_changes"]),
    });
    expectStatus(keyed, 401);
    expect(keyed.body.detail).toBe("Unauthorized role.");
    const member = await createMember(org, "org:member");
    expect((await callApi("get", "/v1/bank_reviews?status=pending", { token: member.token })).status).toBe(200);
    const memberApprove = await approve(member.token, reviewId);
    expectStatus(memberApprove, 403);
    expect(memberApprove.body.detail.code).toBe("insufficient_role");
  });

  it("lands exactly one decision when two reviewers decide at once", async () => {
    const org = await createOrg("Concurrent Review Org");
    const [one, two] = [await secondAdmin(org), await secondAdmin(org)];
    const vendor = await createVendor(org);
    const reviewId = await proposeBankAccount(org, vendor.id);
    const results = await Promise.all([
      approve(one.token, reviewId),
      callApi("post", `/v1/bank_reviews/${reviewId}/reject`, { token: two.token, body: { reason: "No" } }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const accounts = await accountsOf(org.token, vendor.id);
    const approvedFirst = results[0]?.status === 200;
    expect(accounts).toHaveLength(approvedFirst ? 1 : 0);
  });

  it("lets a member's own proposal be decided by an admin, and lists reviews by status", async () => {
    const org = await createOrg("Member Proposal Org");
    const member = await createMember(org, "org:member");
    const vendor = await createVendor(org);
    const proposed = await callApi("post", `/v1/vendors/${vendor.id}/bank_accounts`, {
      token: member.token,
      body: germanAccount,
    });
    expectStatus(proposed, 202);
    const pending = await callApi("get", "/v1/bank_reviews?status=pending", { token: org.token });
    expect(pending.body).toMatchObject({
      total: 1,
      items: [{ id: proposed.body.review_id, vendor_name: vendor.name }],
    });
    expect((await approve(org.token, proposed.body.review_id)).status).toBe(200);
    expect(bodyAt(await callApi("get", "/v1/bank_reviews?status=pending", { token: org.token }), 200).total).toBe(0);
    expect(bodyAt(await callApi("get", "/v1/bank_reviews?status=approved", { token: org.token }), 200).total).toBe(1);
  });
});

describe("module gating", () => {
  it("answers every supplier profile route 404 not_enabled while the module is off", async () => {
    const org = await createOrg("Gated Bank Org");
    const vendor = await createVendor(org);
    await callApi("post", `/v1/org/${org.orgId}`, { token: org.token, body: { modules: { supplier_profile: false } } });
    for (const path of [
      `/v1/vendors/${vendor.id}/bank_accounts`,
      `/v1/vendors/${vendor.id}/change_feed`,
      "/v1/bank_reviews",
      "/v1/bank_country_rules",
    ]) {
      // The module switch answers before any route: its 404 is not in each operation's document.
      const result = await call<unknown>(path, { token: org.token });
      expect(result.status, path).toBe(404);
      expect(errorDetail(result.body).code, path).toBe("not_enabled");
    }
  });
});
