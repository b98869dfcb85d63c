import { describe, expect, it } from "vitest";
import { createDocument } from "@/lib/testing/documents";
import { createOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";

describe("obligation vendor_document_name (extension)", () => {
  it("names the source document on create, get, update and the list; null without one", async () => {
    const org = await createOrg();
    const documentId = await createDocument(org);
    const document = bodyAt(await callApi("get", `/v1/documents/${documentId}`, { token: org.token }), 200);
    const created = await callApi("post", "/v1/obligations", {
      token: org.token,
      body: { statement: "Review access quarterly", vendor_document_id: documentId },
    });
    expectStatus(created, 201);
    expect(created.body).toMatchObject({ vendor_document_id: documentId, vendor_document_name: document.name });
    expect(document.name).toBeTruthy();
    const got = await callApi("get", `/v1/obligations/${created.body.id}`, { token: org.token });
    expect(bodyAt(got, 200).vendor_document_name).toBe(document.name);
    const patched = await callApi("patch", `/v1/obligations/${created.body.id}`, {
      token: org.token,
      body: { status: "satisfied" },
    });
    expect(bodyAt(patched, 200).vendor_document_name).toBe(document.name);
    const unchanged = await callApi("patch", `/v1/obligations/${created.body.id}`, { token: org.token, body: {} });
    expect(bodyAt(unchanged, 200).vendor_document_name).toBe(document.name);
    const plain = await callApi("post", "/v1/obligations", {
      token: org.token,
      body: { statement: "No source", vendor_id: document.vendor_id },
    });
    const list = await callApi("get", "/v1/obligations", { token: org.token });
    expect(bodyAt(list, 200).items.map((item) => [item.id, item.vendor_document_name])).toEqual([
      [bodyAt(plain, 201).id, null],
      [created.body.id, document.name],
    ]);
  });
});
