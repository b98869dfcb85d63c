import { beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, errorDetail, expectStatus } from "@/lib/testing/http";
import { createLiveBankAccount, germanAccount, proposeBankAccount, secondAdmin } from "../testing";

/** Approving a change with a high fraud signal needs a note of how it was verified (extension). */

const approve = (token: string, reviewId: string, body?: Schemas["ApproveBankChange"]) =>
  callApi("post", `/v1/bank_reviews/${reviewId}/approve`, { token, body });

describe("bank change approval: verification note", () => {
  let org: TestOrg;
  let reviewer: { token: string; userId: string };

  beforeAll(async () => {
    org = await createOrg("Verification Note Org");
    reviewer = await secondAdmin(org);
  });

  /** The same account on a second vendor: account_on_other_vendor, a high signal. */
  async function highSignalReview(): Promise<string> {
    const first = await createVendor(org, { name: "Holder Ltd" });
    await createLiveBankAccount(org, first.id);
    const second = await createVendor(org, { name: "Imposter Ltd" });
    const reviewId = await proposeBankAccount(org, second.id, germanAccount);
    const review = await callApi("get", `/v1/bank_reviews/${reviewId}`, { token: org.token });
    expectStatus(review, 200);
    expect(review.body.signals).toContainEqual(
      expect.objectContaining({ code: "account_on_other_vendor", severity: "high" }),
    );
    return reviewId;
  }

  it("refuses a high-signal approval without a note (422 verification_note_required); the review stays pending", async () => {
    const reviewId = await highSignalReview();
    for (const body of [undefined, {}, { verification_note: "   " }]) {
      const refused = await approve(reviewer.token, reviewId, body);
      expectStatus(refused, 422);
      expect(errorDetail(refused.body).code).toBe("verification_note_required");
    }
    expect(bodyAt(await callApi("get", `/v1/bank_reviews/${reviewId}`, { token: org.token }), 200).status).toBe(
      "pending",
    );
  });

  it("records the note on the review and in its change log entry", async () => {
    const reviewId = await highSignalReview();
    const note = "Called the vendor back on +49 30 1234 567 from our records; confirmed by A. Weber.";
    const approved = await approve(reviewer.token, reviewId, { verification_note: ` ${note} ` });
    expectStatus(approved, 200);
    expect(approved.body).toMatchObject({ status: "approved", verification_note: note });
    const log = await callApi("get", `/v1/change_log?entity_type=bank_change_review&entity_id=${reviewId}`, {
      token: org.token,
    });
    expectStatus(log, 200);
    const entry = log.body.items.find((item) => item.action === "approved");
    expect(entry?.changes).toContainEqual(expect.objectContaining({ field: "verification_note", after: note }));
  });

  it("approves a change without a high signal with no body, as before; a note is kept when given", async () => {
    // A fresh organization: the account is on no other vendor there.
    const plainOrg = await createOrg("Plain Approval Org");
    const vendor = await createVendor(plainOrg, { name: "Plain GmbH" });
    const reviewId = await proposeBankAccount(plainOrg, vendor.id, germanAccount);
    const reviewer = await secondAdmin(plainOrg);
    const approved = await approve(reviewer.token, reviewId);
    expectStatus(approved, 200);
    expect(approved.body.verification_note).toBeNull();
    const tooLong = await approve(reviewer.token, reviewId, { verification_note: "x".repeat(2001) });
    expect(tooLong.status).toBe(422);
  });
});
