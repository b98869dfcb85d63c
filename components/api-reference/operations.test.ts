import { describe, expect, it } from "vitest";
import { endpointCount, groupOperations, movedAnchors, operationHref, referenceHref } from "./operations";
import type { OpenApiDocument } from "./types";

const ok = { responses: { "200": { description: "OK" } } };

const doc: OpenApiDocument = {
  openapi: "3.1.0",
  info: { title: "Test", version: "1" },
  paths: {
    "/v1/vendors": {
      get: { ...ok, operationId: "listVendors", tags: ["Vendors"] },
      post: { ...ok, operationId: "createVendor", tags: ["Vendors"] },
    },
    "/v1/control_sets": { get: { ...ok, operationId: "listControlSets", tags: ["Organization defaults"] } },
    "/api/auth/token": { post: { ...ok, operationId: "createToken", tags: ["Accounts"] } },
    "/v1/untagged": { get: { ...ok, operationId: "untagged" } },
    "/v1/odd": { get: { ...ok, operationId: "odd", tags: ["Vendors!"] } },
  },
};

describe("the reference's pages", () => {
  const groups = groupOperations(doc);

  it("give each tag a page whose address is readable and unique", () => {
    expect(groups.map((group) => [group.tag, referenceHref(group)])).toEqual([
      ["Vendors", "/docs/vendors"],
      ["Organization defaults", "/docs/organization-defaults"],
      ["Accounts", "/docs/accounts"],
      ["Other", "/docs/other"],
      ["Vendors!", "/docs/vendors-2"],
    ]);
  });

  it("find an operation on its tag's page", () => {
    expect(operationHref(groups, "post", "/api/auth/token")).toBe("/docs/accounts#op-createToken");
    expect(operationHref(groups, "delete", "/api/auth/token")).toBeUndefined();
  });

  it("send the one-page reference's anchors to their place now", () => {
    const moved = movedAnchors(groups);
    expect(moved["op-listControlSets"]).toBe("/docs/organization-defaults#op-listControlSets");
    expect(moved["tag-vendors"]).toBe("/docs/vendors");
    expect(Object.keys(moved)).toHaveLength(groups.length + 6);
  });

  it("count endpoints in words", () => {
    expect([endpointCount(1), endpointCount(25)]).toEqual(["1 endpoint", "25 endpoints"]);
  });
});
