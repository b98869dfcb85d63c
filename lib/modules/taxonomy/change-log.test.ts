import { describe, expect, it } from "vitest";
import { changesOf } from "@/lib/testing/change-log";
import { createOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";

describe("tags in the change log", () => {
  it("records a new tag once: creating the same tag again changes nothing", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const created = await callApi("post", "/v1/tags", { token: org.token, body: { value: "Critical supplier" } });
    expectStatus(created, 201);
    expect((await callApi("post", "/v1/tags", { token: org.token, body: { value: "critical SUPPLIER" } })).status).toBe(
      200,
    );

    const entries = await changesOf(org, "tag", created.body.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: "created",
        entity_name: "Critical supplier",
        actor: { type: "user", id: org.userId, name: "Ada Admin" },
        changes: [{ field: "value", before: null, after: "Critical supplier" }],
      }),
    ]);
    expect(await changesOf(other, "tag", created.body.id)).toEqual([]);
  });
});
