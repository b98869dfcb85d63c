import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { config } from "@/lib/config/env";
import { createKey, createOrg, createVendor } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { withInsertsRefused } from "@/lib/testing/refused-inserts";
import { asVisitor, domain, openRequest, questionnaire, signIn } from "../testing";

const storedDocumentFiles = (orgId: string) => {
  const folder = path.join(config().dataDir, "blobs", "documents", orgId);
  return existsSync(folder) ? readdirSync(folder) : [];
};

describe("the vendor portal's evidence upload when linking it to the answer fails", () => {
  it("keeps no document and no stored file, and the same upload succeeds once the link can be written", async () => {
    const org = await createOrg();
    const vendorId = (await createVendor(org)).id;
    const email = `evidence@${domain()}`;
    const request = await openRequest(org, vendorId, email);
    const cookie = await signIn(request, email);
    const question = (await questionnaire(request, cookie)).sections[0]?.questions[0];
    if (!question) {
      throw new Error("the questionnaire has no question");
    }
    const upload = () => {
      const form = new FormData();
      form.append("file", new Blob(["SOC 2 bridge letter"], { type: "text/plain" }), "bridge-letter.txt");
      return callApi("post", `${request.base}/answers/${question.id}/files`, {
        rawBody: form,
        ...asVisitor(cookie),
      });
    };
    const key = await createKey(org);
    const vendorDocuments = async () =>
      bodyAt(await callApi("get", `/v1/documents?vendor_id=${vendorId}`, { token: key.secret }), 200).data.map(
        (document) => document.id,
      );

    // The answer's row is written after the document's, in the same transaction.
    const failed = await withInsertsRefused(
      { table: "portal_answers", column: "question_id", value: question.id },
      upload,
    );
    expect(failed.status, failed.text).toBe(500);
    expect(await vendorDocuments()).toEqual([]);
    expect(storedDocumentFiles(org.orgId)).toEqual([]);
    expect((await questionnaire(request, cookie)).sections[0]?.questions[0]?.answer?.documents ?? []).toEqual([]);

    const kept = await upload();
    expectStatus(kept, 201);
    expect(await vendorDocuments()).toEqual([kept.body.id]);
    expect(storedDocumentFiles(org.orgId)).toEqual([kept.body.id]);
  });
});
