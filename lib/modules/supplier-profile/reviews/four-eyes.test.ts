import { beforeAll, describe, expect, it } from "vitest";
import { createKey, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";
import { germanAccount, secondAdmin } from "../testing";

/** Four eyes binds admins too: a change proposed with an ak_ key is its creator's own change. */

const decide = (token: string, reviewId: string, decision: "approve" | "reject") =>
  call(`/v1/bank_reviews/${reviewId}/${decision}`, {
    token,
    method: "POST",
    // The same account on several vendors of the org is a high signal: an approval says how it was verified.
    body: decision === "reject" ? { reason: "Not ours." } : { verification_note: "Called back on the known number." },
  });

async function proposeWithKey(secret: string, vendorId: string): Promise<string> {
  const result = await call(`/v1/vendors/${vendorId}/bank_accounts`, { token: secret, body: germanAccount });
  expect(result.status, result.text).toBe(202);
  return result.body.review_id;
}

const reviewStatus = async (org: TestOrg, reviewId: string) =>
  (await call(`/v1/bank_reviews/${reviewId}`, { token: org.token })).body.status;

describe("bank change reviews: a key's proposal counts as its creator's", () => {
  let org: TestOrg;
  let otherAdmin: { token: string; userId: string };

  beforeAll(async () => {
    org = await createOrg("Four Eyes Keys Org");
    otherAdmin = await secondAdmin(org);
  });

  it("refuses the admin who created the key both decisions (403 own_change_review); another admin decides", async () => {
    const key = await createKey(org, { name: "ERP sync" });
    const vendor = await createVendor(org);
    const reviewId = await proposeWithKey(key.secret, vendor.id);
    const review = await call(`/v1/bank_reviews/${reviewId}`, { token: org.token });
    // The queue tells the page whose proposal it is, so it does not offer the creator a decision.
    expect(review.body.proposed_by).toEqual({ type: "api", id: key.id, name: "ERP sync", user_id: org.userId });
    const listed = await call(`/v1/bank_reviews?vendor_id=${vendor.id}`, { token: org.token });
    expect(listed.body.items[0]?.proposed_by.user_id).toBe(org.userId);
    for (const decision of ["approve", "reject"] as const) {
      const own = await decide(org.token, reviewId, decision);
      expect([own.status, own.body.detail?.code], decision).toEqual([403, "own_change_review"]);
    }
    expect(await reviewStatus(org, reviewId)).toBe("pending");
    const approved = await decide(otherAdmin.token, reviewId, "approve");
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ status: "approved", decided_by: { id: otherAdmin.userId } });
  });

  it("binds only the key's creator: the other admin's key is theirs, the first admin may decide", async () => {
    const theirs = await call("/v1/api-keys", { token: otherAdmin.token, body: { name: "Their key", scopes: [] } });
    expect(theirs.status, theirs.text).toBe(201);
    const vendor = await createVendor(org);
    const reviewId = await proposeWithKey(theirs.body.secret, vendor.id);
    const review = await call(`/v1/bank_reviews/${reviewId}`, { token: org.token });
    expect(review.body.proposed_by.user_id).toBe(otherAdmin.userId);
    const own = await decide(otherAdmin.token, reviewId, "reject");
    expect([own.status, own.body.detail?.code]).toEqual([403, "own_change_review"]);
    const rejected = await decide(org.token, reviewId, "reject");
    expect(rejected.status, rejected.text).toBe(200);
    expect(rejected.body).toMatchObject({ status: "rejected", decided_by: { id: org.userId } });
  });

  it("still binds the creator once the key is revoked", async () => {
    const key = await createKey(org, { name: "Soon revoked" });
    const vendor = await createVendor(org);
    const reviewId = await proposeWithKey(key.secret, vendor.id);
    const revoked = await call(`/v1/api-keys/${key.id}/revoke`, { token: org.token, method: "POST" });
    expect(revoked.status, revoked.text).toBe(200);
    const own = await decide(org.token, reviewId, "approve");
    expect([own.status, own.body.detail?.code]).toEqual([403, "own_change_review"]);
    expect((await decide(otherAdmin.token, reviewId, "approve")).status).toBe(200);
  });
});
