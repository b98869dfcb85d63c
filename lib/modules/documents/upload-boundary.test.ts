import { describe, expect, it } from "vitest";
import { createOrg, createVendor } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";

describe("POST /v1/documents with a multipart content type that has no boundary", () => {
  it("answers 422 at the body, never 500", async () => {
    const org = await createOrg();
    const vendor = await createVendor(org);
    for (const contentType of ["multipart/form-data; charset=utf-8", "multipart/form-data; boundary="]) {
      const result = await call("/v1/documents", {
        method: "POST",
        token: org.token,
        rawBody: `--x\r\nContent-Disposition: form-data; name="vendor_id"\r\n\r\n${vendor.id}\r\n--x--\r\n`,
        headers: { "content-type": contentType },
      });
      expect([result.status, result.body], contentType).toEqual([
        422,
        {
          detail: [
            {
              loc: ["body"],
              msg: "Expected a multipart/form-data body with a boundary parameter",
              type: "value_error",
            },
          ],
        },
      ]);
    }
  });
});
