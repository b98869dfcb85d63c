import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proxyToApi } from "@/lib/bff/proxy";
import { type ServedApi, serveApiToWebHalf } from "@/lib/testing/api-server";
import { documentForm } from "@/lib/testing/documents";
import { createOrg, createVendor } from "@/lib/testing/fixtures";

describe("upload through the web app's /api/v1 proxy", () => {
  let api: ServedApi;
  beforeAll(async () => {
    api = await serveApiToWebHalf();
  });
  afterAll(() => api.close());

  it("streams a multipart upload to POST /v1/documents and returns the API's 201 unchanged", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    const form = new Response(
      documentForm({ name: "proxy.txt", bytes: "through the proxy" }, { vendor_id: vendor.id }),
    );
    const request = new Request("http://app.test/api/v1/documents", {
      method: "POST",
      headers: { host: "app.test", origin: "http://app.test", "content-type": form.headers.get("content-type") ?? "" },
      body: form.body,
      duplex: "half",
    } as RequestInit);
    const response = await proxyToApi(request, ["documents"], { userId: org.userId, orgId: org.orgId });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ vendor_id: vendor.id, name: "proxy.txt", size: 17 });
  });
});
