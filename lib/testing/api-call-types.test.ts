import { describe, expect, expectTypeOf, it } from "vitest";
import type { MatchedPath, OperationOf, PathPattern, Schemas, SuccessBody } from "./api-call-types";
import { createOrg } from "./fixtures";
import { bodyAt, callApi, expectStatus } from "./http";

describe("callApi's types", () => {
  it("matches a concrete path to the document's most specific pattern", () => {
    expectTypeOf<PathPattern<"/v1/vendors/{vendor_id}/services">>().toEqualTypeOf<`/v1/vendors/${string}/services`>();
    expectTypeOf<MatchedPath<"get", `/v1/vendors/${string}`>>().toEqualTypeOf<"/v1/vendors/{vendor_id}">();
    expectTypeOf<
      MatchedPath<"get", `/v1/vendors/${string}/services`>
    >().toEqualTypeOf<"/v1/vendors/{vendor_id}/services">();
    expectTypeOf<MatchedPath<"get", `/v1/vendors?limit=${number}`>>().toEqualTypeOf<"/v1/vendors">();
    expectTypeOf<MatchedPath<"put", "/v1/vendors">>().toBeNever();
    expectTypeOf<MatchedPath<"get", "/v1/nowhere">>().toBeNever();
    expectTypeOf<MatchedPath<"post", "/api/auth/token">>().toEqualTypeOf<"/api/auth/token">();
    expectTypeOf<
      MatchedPath<"post", `/api/portal/${string}/submit`>
    >().toEqualTypeOf<"/api/portal/{portal_id}/submit">();
  });

  it("types the 2xx answer and the request body from the operation", () => {
    expectTypeOf<SuccessBody<OperationOf<"post", "/v1/vendors">>>().toEqualTypeOf<Schemas["Vendor"]>();
    expectTypeOf<SuccessBody<OperationOf<"get", `/v1/vendors/${string}`>>>().toEqualTypeOf<Schemas["Vendor"]>();
  });
});

describe("callApi", () => {
  it("sends the call and narrows the answer by status", async () => {
    const org = await createOrg();
    const created = await callApi("post", "/v1/vendors", { token: org.token, body: { name: "Typed Vendor" } });
    expectStatus(created, 201);
    expectTypeOf(created.body).toEqualTypeOf<Schemas["Vendor"]>();

    const read = await callApi("get", `/v1/vendors/${created.body.id}`, { token: org.token });
    expectTypeOf(bodyAt(read, 200)).toEqualTypeOf<Schemas["Vendor"]>();
    expect(bodyAt(read, 200).name).toBe("Typed Vendor");

    const missing = await callApi("get", "/v1/vendors/ven_missing", { token: org.token });
    expectStatus(missing, 404);
    expectTypeOf(missing.body).toEqualTypeOf<Schemas["Error"]>();
    expect(missing.body.detail.code).toBe("vendor_not_found");

    // @ts-expect-error: a field CreateVendor does not have
    await callApi("post", "/v1/vendors", { token: org.token, body: { name: "x", bogus: 1 } });
    // @ts-expect-error: no PUT on /v1/vendors
    await callApi("put", "/v1/vendors", { token: org.token });
    const invalid = await callApi("post", "/v1/vendors", { token: org.token, uncheckedBody: { name: 42 } });
    expectStatus(invalid, 422);
    expectTypeOf(invalid.body).toEqualTypeOf<Schemas["ValidationError"]>();
    expect(invalid.body.detail[0]?.loc).toEqual(["body", "name"]);
  });
});
