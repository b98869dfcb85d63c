import { describe, expect, it } from "vitest";
import { createDocument } from "@/lib/testing/documents";
import { createOrg } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";

describe("obligation vendor_document_name (extension)", () => {
  it("names the source document on create, get, update and the list; null without one", async () => {
    const org = await createOrg();
    const documentId = await createDocument(org);
    const document = (await call(`/v1/documents/${documentId}`, { token: org.token })).body;
    const created = await call("/v1/obligations", {
      token: org.token,
      body: { statement: "Review access quarterly", vendor_document_id: documentId },
    });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toMatchObject({ vendor_document_id: documentId, vendor_document_name: document.name });
    expect(document.name).toBeTruthy();
    const got = await call(`/v1/obligations/${created.body.id}`, { token: org.token });
    expect(got.body.vendor_document_name).toBe(document.name);
    const patched = await call(`/v1/obligations/${created.body.id}`, {
      token: org.token,
      method: "PATCH",
      body: { status: "satisfied" },
    });
    expect(patched.body.vendor_document_name).toBe(document.name);
    const unchanged = await call(`/v1/obligations/${created.body.id}`, { token: org.token, method: "PATCH", body: {} });
    expect(unchanged.body.vendor_document_name).toBe(document.name);
    const plain = await call("/v1/obligations", {
      token: org.token,
      body: { statement: "No source", vendor_id: document.vendor_id },
    });
    const list = await call("/v1/obligations", { token: org.token });
    expect(
      list.body.items.map((item: { id: string; vendor_document_name: string | null }) => [
        item.id,
        item.vendor_document_name,
      ]),
    ).toEqual([
      [plain.body.id, null],
      [created.body.id, document.name],
    ]);
  });
});
