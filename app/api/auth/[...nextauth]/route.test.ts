import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST } from "./route";

const context = { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) };
const TOO_LARGE = {
  detail: {
    code: "payload_too_large",
    message: `The request body is larger than ${1024 * 1024} bytes. Send a smaller body (files go to POST /v1/documents).`,
  },
};

describe("POST /api/auth/[...nextauth] (sign-in, no credential)", () => {
  it("refuses a body over the limit with 413 before NextAuth reads it", async () => {
    const declared = new NextRequest("http://app.test/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(50 * 1024 * 1024) },
      body: "email=a",
    });
    const refused = await POST(declared, context);
    expect([refused.status, await refused.json()]).toEqual([413, TOO_LARGE]);

    const streamed = new NextRequest("http://app.test/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Blob([`{"email":"${"x".repeat(2 * 1024 * 1024)}"}`]).stream(),
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const cut = await POST(streamed, context);
    expect([cut.status, await cut.json()]).toEqual([413, TOO_LARGE]);
  });
});
