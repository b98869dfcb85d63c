import { describe, expect, it } from "vitest";
import { answerAll, asVisitor, domain, openRequest, questionnaire, signIn } from "@/lib/modules/portals/testing";
import { createKey, createOrg, createVendor } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";

describe("POST /v1/portals/{portal_id}/assessment", () => {
  it("starts an assessment whose evidence is the vendor's submitted answers and uploaded files", async () => {
    const org = await createOrg("Assessing Org");
    const other = await createOrg("Other Org");
    const key = await createKey(org);
    const vendorId = (await createVendor(org, { name: "Answering Vendor" })).id;
    const recipient = `ciso@${domain()}`;
    const request = await openRequest(org, vendorId, recipient);
    const cookie = await signIn(request, recipient);
    const early = await call(`/v1/portals/${request.id}/assessment`, { token: key.secret, body: {} });
    expect([early.status, early.body.detail.code]).toEqual([409, "invalid_portal_action"]);

    const sections = (await questionnaire(request, cookie)).sections;
    await answerAll(request, cookie, sections);
    const form = new FormData();
    form.append("file", new Blob(["Our SOC 2 Type II report summary"], { type: "text/plain" }), "soc2-summary.txt");
    const uploaded = await call(`${request.base}/answers/${sections[0]?.questions[0]?.id}/files`, {
      method: "POST",
      rawBody: form,
      ...asVisitor(cookie),
    });
    expect(uploaded.status).toBe(201);
    expect((await call(`${request.base}/submit`, { method: "POST", ...asVisitor(cookie) })).status).toBe(200);

    const otherKey = await createKey(other);
    const foreign = await call(`/v1/portals/${request.id}/assessment`, { token: otherKey.secret, body: {} });
    expect([foreign.status, foreign.body.detail.code]).toEqual([404, "portal_not_found"]);

    const started = await call(`/v1/portals/${request.id}/assessment`, { token: key.secret, body: {} });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({ vendor_id: vendorId });
    const documents = await call(`/v1/documents?assessment_id=${started.body.id}`, { token: key.secret });
    const names = documents.body.data.map((document: { name: string }) => document.name).sort();
    expect(names).toEqual(["Inherent risk questionnaire: Vendor (answers)", "soc2-summary.txt"]);
    const answers = documents.body.data.find((document: { name: string }) => document.name.endsWith("(answers)"));
    expect(answers.status).toBe("complete");

    const withoutBody = await call(`/v1/portals/${request.id}/assessment`, { token: key.secret, method: "POST" });
    expect(withoutBody.status).toBe(201);
  });
});
