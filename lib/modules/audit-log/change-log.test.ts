import { describe, expect, it } from "vitest";
import { changeOf, changesOf } from "@/lib/testing/change-log";
import { createKey, createMember, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { call, callApi, expectStatus } from "@/lib/testing/http";

const ENTRY_FIELDS = [
  "id",
  "entity_type",
  "entity_id",
  "entity_name",
  "action",
  "actor",
  "changes",
  "reason",
  "request_id",
  "created_at",
].sort();

async function readChanges(token: string, query: "" | `?${string}` = "") {
  const result = await callApi("get", `/v1/change_log${query}`, { token });
  expectStatus(result, 200);
  return result.body;
}

async function renameOrg(org: TestOrg, name: string) {
  const result = await call(`/v1/org/${org.orgId}`, { token: org.token, body: { name } });
  expect(result.status, result.text).toBe(200);
}

describe("GET /v1/change_log", () => {
  it("lists an API key's creation and revocation, newest first, with the actor's name and the reason", async () => {
    const org = await createOrg();
    const before = Math.floor(Date.now() / 1000);
    const key = await createKey(org, { name: "Deploy bot" });
    const revoked = await call(`/v1/api-keys/${key.id}/revoke`, { token: org.token, body: { reason: "leaked" } });
    expect(revoked.status, revoked.text).toBe(200);

    const page = await readChanges(org.token, `?entity_type=api_key&entity_id=${key.id}`);
    expect(page).toMatchObject({ total: 2, limit: 50, offset: 0 });
    const [revocation, creation] = page.items;
    expect(Object.keys(revocation!).sort()).toEqual(ENTRY_FIELDS);
    expect(revocation).toMatchObject({
      entity_type: "api_key",
      entity_id: key.id,
      entity_name: "Deploy bot",
      action: "revoked",
      actor: { type: "user", id: org.userId, name: "Ada Admin" },
      reason: "leaked",
      request_id: revoked.headers.get("x-request-id"),
    });
    expect(changeOf(revocation, "revoked")).toEqual({ field: "revoked", before: false, after: true });
    expect(creation).toMatchObject({ action: "created", reason: null });
    expect(changeOf(creation, "name")).toEqual({ field: "name", before: null, after: "Deploy bot" });
    expect(creation!.created_at).toBeGreaterThanOrEqual(before);
    // The secret's last 16 characters: enough randomness never to turn up by chance (its last
    // "_"-separated part can be two characters long, which an ID or timestamp may well contain).
    expect(JSON.stringify(page)).not.toContain(key.secret.slice(-16));
  });

  it("names an API key actor by the key's name, and filters by actor and action", async () => {
    const org = await createOrg();
    const manager = await createKey(org, { name: "Key manager", scopes: ["keys:manage"] });
    const created = await callApi("post", "/v1/api-keys", { token: manager.secret, body: { name: "made by a key" } });
    expectStatus(created, 201);
    await renameOrg(org, "Renamed Org");

    const byKey = await readChanges(org.token, `?actor_id=${manager.id}`);
    expect(byKey.items.map((item) => [item.entity_id, item.action, item.actor])).toEqual([
      [created.body.id, "created", { type: "api_key", id: manager.id, name: "Key manager" }],
    ]);
    const updates = await readChanges(org.token, "?action=updated&entity_type=organization");
    expect(updates.total).toBe(1);
    expect(updates.items[0]!.changes).toEqual([{ field: "name", before: "Acme Test Org", after: "Renamed Org" }]);
  });

  it("pages with limit and offset over the filtered set", async () => {
    const org = await createOrg();
    for (const name of ["One", "Two", "Three"]) {
      await renameOrg(org, name);
    }
    const all = await readChanges(org.token, "?entity_type=organization&action=updated");
    expect(all.items.map((item) => changeOf(item, "name")?.after)).toEqual(["Three", "Two", "One"]);
    const second = await readChanges(org.token, "?entity_type=organization&action=updated&limit=1&offset=1");
    expect(second).toMatchObject({ total: 3, limit: 1, offset: 1 });
    expect(second.items.map((item) => item.id)).toEqual([all.items[1]!.id]);
  });

  it("never shows another organization's changes", async () => {
    const org = await createOrg();
    const other = await createOrg("Other Org");
    const foreignKey = await createKey(other, { name: "foreign" });
    await renameOrg(other, "Other Renamed");
    expect((await readChanges(org.token, `?entity_id=${foreignKey.id}`)).total).toBe(0);
    expect(await changesOf(org, "organization", other.orgId)).toEqual([]);
    expect((await changesOf(other, "organization", other.orgId)).length).toBeGreaterThan(0);
    const own = await readChanges(org.token, "?limit=200");
    expect(own.items.filter((item) => item.entity_id === foreignKey.id || item.entity_id === other.orgId)).toEqual([]);
    expect(await changesOf(other, "api_key", foreignKey.id)).toHaveLength(1);
  });

  it("answers 422 for a bad limit or offset, or a filter over 100 characters", async () => {
    const org = await createOrg();
    const long = "x".repeat(101);
    const overlong = [`?entity_type=${long}`, `?entity_id=${long}`, `?actor_id=${long}`, `?action=${long}`];
    for (const query of ["?limit=0", "?limit=201", "?offset=-1", "?limit=abc", ...overlong]) {
      const result = await call(`/v1/change_log${query}`, { token: org.token });
      expect(result.status, query).toBe(422);
    }
  });

  it("is read by members, guests and audit:read keys; a key without the scope is refused", async () => {
    const org = await createOrg();
    await renameOrg(org, "Visible");
    for (const role of ["org:member", "org:siloed_member", "org:guest"] as const) {
      const member = await createMember(org, role);
      expect((await readChanges(member.token, "?entity_type=organization&action=updated")).total, role).toBe(1);
    }
    const reader = await createKey(org, { scopes: ["audit:read"] });
    expect((await readChanges(reader.secret, "?entity_type=organization&action=updated")).total).toBe(1);
    const plain = await createKey(org);
    expect((await call("/v1/change_log", { token: plain.secret })).status).toBe(403);
  });
});
