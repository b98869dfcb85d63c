import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiApp } from "@/lib/api/app";
import { config } from "@/lib/config/env";
import { db } from "@/lib/db/client";
import { deleteBlob } from "@/lib/storage/blobs";
import { presignUrl, verifyPresigned } from "@/lib/storage/presign";
import { uploadedDocument } from "@/lib/testing/documents";
import { createKey, createOrg, createVendor, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";
import { documents } from "./tables";

async function upload(org: TestOrg, name: string, bytes: Uint8Array | string) {
  const vendor = await createVendor(org);
  return (await uploadedDocument(org.token, { name, bytes }, { vendor_id: vendor.id })).id;
}

const download = (token: string, id: string) => callApi("get", `/v1/documents/${id}/download`, { token });

/** Fetches a presigned URL through the app with a plain GET and no Authorization header. */
async function fetchUrl(url: string) {
  const parsed = new URL(url);
  return apiApp().request(`${parsed.pathname}${parsed.search}`);
}

describe("GET /v1/documents/{document_id}/download", () => {
  it("answers {url, filename, expires_in: 3600}; the URL serves the original bytes as an attachment without a credential", async () => {
    const org = await createOrg();
    const key = await createKey(org);
    const bytes = new Uint8Array(70_000).map((_, index) => (index * 31) % 256);
    const id = await upload(org, "Évaluation sécurité (2025).pdf", bytes);
    const result = await download(key.secret, id);
    expectStatus(result, 200);
    expect(Object.keys(result.body).sort()).toEqual(["expires_in", "filename", "url"]);
    expect(result.body.filename).toBe("Évaluation sécurité (2025).pdf");
    expect(result.body.expires_in).toBe(3600);
    expect(result.body.url.startsWith(`${config().publicBaseUrl}/files/documents/${id}?`)).toBe(true);
    const expires = Number(new URL(result.body.url).searchParams.get("expires"));
    expect(expires - Math.floor(Date.now() / 1000)).toBeGreaterThan(3590);

    const file = await fetchUrl(result.body.url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
    expect(file.headers.get("content-length")).toBe("70000");
    expect(file.headers.get("content-type")).toBe("application/octet-stream");
    expect(file.headers.get("content-disposition")).toBe(
      `attachment; filename="_valuation s_curit_ (2025).pdf"; filename*=UTF-8''%C3%89valuation%20s%C3%A9curit%C3%A9%20%282025%29.pdf`,
    );
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("rejects tampered and expired URLs with 403 and a clear body", async () => {
    const org = await createOrg();
    const id = await upload(org, "a.txt", "secret bytes");
    const other = await upload(org, "b.txt", "other bytes");
    const { url } = bodyAt(await download(org.token, id), 200);
    const parsed = new URL(url);
    const signature = parsed.searchParams.get("signature") ?? "";
    const expires = parsed.searchParams.get("expires") ?? "";
    const variants = [
      `/files/documents/${id}?expires=${Number(expires) + 1}&signature=${signature}`,
      `/files/documents/${id}?expires=${expires}&signature=${signature.slice(0, -2)}AA`,
      `/files/documents/${other}?expires=${expires}&signature=${signature}`,
      `/files/documents/${id}?expires=${expires}`,
      `/files/documents/${id}`,
    ];
    for (const variant of variants) {
      const response = await apiApp().request(variant);
      expect(response.status, variant).toBe(403);
      const body = await response.json();
      expect(body.detail.code, variant).toBe("invalid_signature");
      expect(body.detail.message).toContain("not valid");
    }
    const expired = new URL(presignUrl(`/files/documents/${id}`, 3600, Date.now() - 3601_000));
    const response = await apiApp().request(`${expired.pathname}${expired.search}`);
    expect(response.status).toBe(403);
    expect((await response.json()).detail).toEqual({
      code: "link_expired",
      message: "This download link has expired. Request a new one from the API.",
    });
  });

  it("once the document is archived, /download and every URL issued before answer 404 document_not_found", async () => {
    const org = await createOrg();
    const id = await upload(org, "a.txt", "archived bytes");
    const kept = await upload(org, "b.txt", "kept bytes");
    const { url } = bodyAt(await download(org.token, id), 200);
    const { url: keptUrl } = bodyAt(await download(org.token, kept), 200);
    expect((await fetchUrl(url)).status).toBe(200);

    expect((await callApi("delete", `/v1/documents/${id}`, { token: org.token })).status).toBe(200);
    const issued = await fetchUrl(url);
    expect(issued.status).toBe(404);
    expect(await issued.json()).toEqual({ detail: { code: "document_not_found", message: "Document not found." } });
    const fresh = await download(org.token, id);
    expect(bodyAt(fresh, 404).detail.code).toBe("document_not_found");
    // The record itself still answers, and other documents still download.
    expect((await callApi("get", `/v1/documents/${id}`, { token: org.token })).status).toBe(200);
    const other = await fetchUrl(keptUrl);
    expect([other.status, await other.text()]).toEqual([200, "kept bytes"]);
  });

  it("verifyPresigned: valid until the expiry second, then expired", () => {
    const now = Date.now();
    const url = new URL(presignUrl("/files/documents/x", 3600, now));
    expect(verifyPresigned("/files/documents/x", url.searchParams, now + 3599_000)).toBe("valid");
    expect(verifyPresigned("/files/documents/x", url.searchParams, now + 3601_000)).toBe("expired");
    expect(verifyPresigned("/files/documents/y", url.searchParams, now)).toBe("invalid");
  });

  it("answers 409 document_not_ready when no file is stored, 404 for another organization's document", async () => {
    const org = await createOrg();
    const id = await upload(org, "a.txt", "bytes");
    const [row] = await db().select().from(documents).where(eq(documents.id, id));
    await deleteBlob(row?.storageKey ?? "");
    const missingBlob = await download(org.token, id);
    expect(bodyAt(missingBlob, 409).detail.code).toBe("document_not_ready");
    await db().update(documents).set({ storageKey: null }).where(eq(documents.id, id));
    const noKey = await download(org.token, id);
    expect(bodyAt(noKey, 409).detail.code).toBe("document_not_ready");

    const other = await createOrg("Other");
    const theirs = await upload(other, "x.txt", "theirs");
    const foreign = await download(org.token, theirs);
    expect(bodyAt(foreign, 404).detail.code).toBe("document_not_found");
  });
});
