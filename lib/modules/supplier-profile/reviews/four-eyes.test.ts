import { beforeAll, describe, expect, it } from "vitest";
import { createKey, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { germanAccount, secondAdmin } from "../testing";

/** Four eyes binds admins too: a change proposed with an ak_ key is its creator's own change. */

const decide = (token: string, reviewId: string, decision: "approve" | "reject") =>
  decision === "reject"
    ? callApi("post", `/v1/bank_reviews/${reviewId}/reject`, { token, body: { reason: "Not ours." } })
    : // The same account on several vendors of the org is a high signal: an approval says how it was verified.
      callApi("post", `/v1/bank_reviews/${reviewId}/approve`, {
        token,
        body: { verification_note: "Called back on the known number." },
      });

async function proposeWithKey(secret: string, vendorId: string): Promise<string> {
  const result = await callApi("post", `/v1/vendors/${vendorId}/bank_accounts`, { token: secret, body: germanAccount });
  expectStatus(result, 202);
  return result.body.review_id;
}

const reviewStatus = async (org: TestOrg, reviewId: string) =>
  bodyAt(await callApi("get", `/v1/bank_reviews/${reviewId}`, { token: org.token }), 200).status;

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
    const review = await callApi("get", `/v1/bank_reviews/${reviewId}`, { token: org.token });
    expectStatus(review, 200);
    // The queue tells the page whose proposal it is, so it does not offer the creator a decision.
    expect(review.body.proposed_by).toEqual({ type: "api", id: key.id, name: "ERP sync", user_id: org.userId });
    const listed = await callApi("get", `/v1/bank_reviews?vendor_id=${vendor.id}`, { token: org.token });
    expectStatus(listed, 200);
    expect(listed.body.items[0]?.proposed_by.user_id).toBe(org.userId);
    for (const decision of ["approve", "reject"] as const) {
      const own = await decide(org.token, reviewId, decision);
      expectStatus(own, 403);
      expect(own.body.detail.code, decision).toBe("own_change_review");
    }
    expect(await reviewStatus(org, reviewId)).toBe("pending");
    const approved = await decide(otherAdmin.token, reviewId, "approve");
    expectStatus(approved, 200);
    expect(approved.body).toMatchObject({ status: "approved", decided_by: { id: otherAdmin.userId } });
  });

  it("binds only the key's creator: the other admin's key is theirs, the first admin may decide", async () => {
    const theirs = await callApi("post", "/v1/api-keys", {
      token: otherAdmin.token,
      body: { name: "Their key", scopes: [] },
    });
    expectStatus(theirs, 201);
    const vendor = await createVendor(org);
    const reviewId = await proposeWithKey(theirs.body.secret, vendor.id);
    const review = await callApi("get", `/v1/bank_reviews/${reviewId}`, { token: org.token });
    expectStatus(review, 200);
    expect(review.body.proposed_by.user_id).toBe(otherAdmin.userId);
    const own = await decide(otherAdmin.token, reviewId, "reject");
    expectStatus(own, 403);
    expect(own.body.detail.code).toBe("own_change_review");
    const rejected = await decide(org.token, reviewId, "reject");
    expectStatus(rejected, 200);
    expect(rejected.body).toMatchObject({ status: "rejected", decided_by: { id: org.userId } });
  });

  it("still binds the creator once the key is revoked", async () => {
    const key = await createKey(org, { name: "Soon revoked" });
    const vendor = await createVendor(org);
    const reviewId = await proposeWithKey(key.secret, vendor.id);
    const revoked = await callApi("post", `/v1/api-keys/${key.id}/revoke`, { token: org.token });
    expectStatus(revoked, 200);
    const own = await decide(org.token, reviewId, "approve");
    expectStatus(own, 403);
    expect(own.body.detail.code).toBe("own_change_review");
    expect((await decide(otherAdmin.token, reviewId, "approve")).status).toBe(200);
  });
});
