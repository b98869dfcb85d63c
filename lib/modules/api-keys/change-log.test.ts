import { describe, expect, it } from "vitest";
import { changeOf, changesOf } from "@/lib/testing/change-log";
import { createKey, createOrg } from "@/lib/testing/fixtures";
import { callApi, expectStatus } from "@/lib/testing/http";

describe("API keys in the change log", () => {
  it("records creation, rotation (old and new key) and revocation with its reason, never a secret", async () => {
    const [org, other] = await Promise.all([createOrg(), createOrg("Other Org")]);
    const key = await createKey(org, { name: "CI deploy", scopes: ["audit:read"] });
    const rotated = await callApi("post", `/v1/api-keys/${key.id}/rotate`, { token: org.token });
    expectStatus(rotated, 200);
    const successor = rotated.body.id;
    const revoked = await callApi("post", `/v1/api-keys/${successor}/revoke`, {
      token: org.token,
      body: { reason: "Pipeline retired" },
    });
    expectStatus(revoked, 200);
    const again = await callApi("post", `/v1/api-keys/${successor}/revoke`, {
      token: org.token,
      body: { reason: "twice" },
    });
    expectStatus(again, 200);

    const admin = { type: "user", id: org.userId, name: "Ada Admin" };
    const old = await changesOf(org, "api_key", key.id);
    expect(old.map((entry) => [entry.action, entry.reason])).toEqual([
      ["rotated", "rotated"],
      ["created", null],
    ]);
    expect(old[1]).toMatchObject({ entity_name: "CI deploy", actor: admin });
    expect(changeOf(old[1], "scopes")).toEqual({ field: "scopes", before: null, after: ["audit:read"] });
    const renewed = await changesOf(org, "api_key", successor);
    expect(renewed.map((entry) => [entry.action, entry.reason])).toEqual([
      ["revoked", "Pipeline retired"],
      ["created", null],
    ]);
    expect(renewed[0]).toMatchObject({ entity_name: "CI deploy", actor: admin });

    const log = await callApi("get", "/v1/change_log?entity_type=api_key&limit=200", { token: org.token });
    for (const secret of [key.secret, rotated.body.secret]) {
      expect(log.text).not.toContain(secret);
      expect(log.text).not.toContain(secret.slice(-16));
    }
    expect(await changesOf(other, "api_key", key.id)).toEqual([]);
  });
});
