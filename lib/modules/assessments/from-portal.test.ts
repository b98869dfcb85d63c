import { describe, expect, it } from "vitest";
import { answerAll, asVisitor, domain, openRequest, signIn } from "@/lib/modules/portals/testing";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createOrg, createVendor } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";

describe("POST /v1/portals/{portal_id}/assessment", () => {
  it("starts an assessment whose evidence is the vendor's submitted answers and uploaded files", async () => {
    const org = await createOrg("Assessing Org");
    const other = await createOrg("Other Org");
    const key = await createKey(org);
    const vendorId = (await createVendor(org, { name: "Answering Vendor" })).id;
    const recipient = `ciso@${domain()}`;
    const request = await openRequest(org, vendorId, recipient);
    const cookie = await signIn(request, recipient);
    const early = await callApi("post", `/v1/portals/${request.id}/assessment`, { token: key.secret, body: {} });
    expectStatus(early, 409);
    expect(early.body.detail.code).toBe("invalid_portal_action");

    const read = await call<Schemas["PortalQuestionnaire"]>(`${request.base}/questionnaire`, asVisitor(cookie));
    expect(read.status).toBe(200);
    const { sections } = read.body;
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
    const foreign = await callApi("post", `/v1/portals/${request.id}/assessment`, {
      token: otherKey.secret,
      body: {},
    });
    expectStatus(foreign, 404);
    expect(foreign.body.detail.code).toBe("portal_not_found");

    const started = await callApi("post", `/v1/portals/${request.id}/assessment`, { token: key.secret, body: {} });
    expectStatus(started, 201);
    expect(started.body).toMatchObject({ vendor_id: vendorId });
    const documents = bodyAt(
      await callApi("get", `/v1/documents?assessment_id=${started.body.id}`, { token: key.secret }),
      200,
    );
    const names = documents.data.map((document) => document.name).sort();
    expect(names).toEqual(["Inherent risk questionnaire: Vendor (answers)", "soc2-summary.txt"]);
    const answers = documents.data.find((document) => document.name.endsWith("(answers)"));
    expect(answers?.status).toBe("complete");

    const withoutBody = await callApi("post", `/v1/portals/${request.id}/assessment`, { token: key.secret });
    expect(withoutBody.status).toBe(201);
  });
});
