import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Actor } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { type ChangeInput, diffObjects, REDACTED, recordChange, systemActor } from "./changes";
import { activityLog } from "./tables";

describe("diffObjects", () => {
  it("lists every non-empty field on create, with before null, ignoring bookkeeping fields", () => {
    const after = { id: "x", org_id: "o", created_at: 1, updated_at: 2, name: "Acme", notes: "", tags: [], tier: null };
    expect(diffObjects(null, after)).toEqual([{ field: "name", before: null, after: "Acme" }]);
  });

  it("lists the top-level fields that differ, compared deeply", () => {
    const before = { name: "Acme", risk: "low", address: { city: "Oslo" }, tags: ["a"], updated_at: 1 };
    const after = { name: "Acme", risk: "high", address: { city: "Bergen" }, tags: ["a"], updated_at: 2 };
    expect(diffObjects(before, after)).toEqual([
      { field: "risk", before: "low", after: "high" },
      { field: "address", before: { city: "Oslo" }, after: { city: "Bergen" } },
    ]);
  });

  it("finds nothing when nothing but bookkeeping changed", () => {
    expect(diffObjects({ name: "A", updated_at: 1 }, { name: "A", updated_at: 9 })).toEqual([]);
  });

  it("lists the non-empty fields of before on delete", () => {
    expect(diffObjects({ id: "x", name: "Acme", notes: null }, null)).toEqual([
      { field: "name", before: "Acme", after: null },
    ]);
  });

  it("never keeps a secret, at any depth, yet still shows that it changed", () => {
    const before = { signing_secret: "whsec_old", password: "hunter2", config: { api_key: "sk_live_1", url: "a" } };
    const after = { signing_secret: "whsec_new", password: "hunter3", config: { api_key: "sk_live_2", url: "b" } };
    const changes = diffObjects(before, after);
    expect(changes).toEqual([
      { field: "signing_secret", before: REDACTED, after: REDACTED },
      { field: "password", before: REDACTED, after: REDACTED },
      { field: "config", before: { api_key: REDACTED, url: "a" }, after: { api_key: REDACTED, url: "b" } },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/whsec|hunter|sk_live/);
  });

  it("keeps only the last four characters of masked numbers, and redacts fields the caller names", () => {
    const changes = diffObjects(
      { bank: { account_number: "DE89370400440532013000", name: "Bank" }, tax_id: "123456789", note: "private" },
      { bank: { account_number: "DE89370400440532019999", name: "Bank" }, tax_id: "987654321", note: "other" },
      ["note"],
    );
    expect(changes).toEqual([
      {
        field: "bank",
        before: { account_number: "****3000", name: "Bank" },
        after: { account_number: "****9999", name: "Bank" },
      },
      { field: "tax_id", before: "****6789", after: "****4321" },
      { field: "note", before: REDACTED, after: REDACTED },
    ]);
  });

  it("keeps an absent secret as null, so setting one shows as a change from nothing", () => {
    expect(diffObjects({ secret: null }, { secret: "s3cr3t" })).toEqual([
      { field: "secret", before: null, after: REDACTED },
    ]);
  });
});

async function entriesFor(org: TestOrg, entityId: string) {
  return db()
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.orgId, org.orgId), eq(activityLog.targetId, entityId)));
}

async function record(org: TestOrg, actor: Actor | typeof systemActor, change: ChangeInput) {
  await db().transaction((tx) => recordChange({ orgId: org.orgId, tx, actor, requestId: "req_test" }, change));
}

describe("recordChange", () => {
  it("stores the actor by type, ID and name, the entity, the action, the field changes and the reason", async () => {
    const org = await createOrg();
    await record(
      org,
      { type: "user", userId: org.userId, role: "org:admin" },
      {
        entityType: "vendor",
        entityId: "cbvndr_one",
        entityName: "Acme",
        action: "archived",
        before: { name: "Acme", is_archived: false },
        after: { name: "Acme", is_archived: true },
        reason: "duplicate",
      },
    );
    const [entry] = await entriesFor(org, "cbvndr_one");
    expect(entry).toMatchObject({
      action: "archived",
      actorType: "user",
      actorId: org.userId,
      actorName: "Ada Admin",
      targetType: "vendor",
      targetName: "Acme",
      changes: [{ field: "is_archived", before: false, after: true }],
      reason: "duplicate",
      requestId: "req_test",
    });
  });

  it("names an API key by its name and a job as system", async () => {
    const org = await createOrg();
    await record(
      org,
      { type: "api_key", keyId: "key1", keyName: "CI pipeline", scopes: [] },
      { entityType: "vendor", entityId: "cbvndr_two", action: "created", after: { name: "Two" } },
    );
    await record(org, systemActor, {
      entityType: "vendor",
      entityId: "cbvndr_two",
      action: "updated",
      before: { name: "Two" },
      after: { name: "Deux" },
    });
    const entries = await entriesFor(org, "cbvndr_two");
    expect(entries.map((entry) => [entry.actorType, entry.actorId, entry.actorName]).sort()).toEqual([
      ["api_key", "key1", "CI pipeline"],
      ["system", null, "system"],
    ]);
  });

  it("writes nothing for an update that changed nothing, but records a state change without fields", async () => {
    const org = await createOrg();
    const actor: Actor = { type: "user", userId: org.userId, role: "org:admin" };
    await record(org, actor, {
      entityType: "vendor",
      entityId: "cbvndr_three",
      action: "updated",
      before: { name: "Three", updated_at: 1 },
      after: { name: "Three", updated_at: 2 },
    });
    expect(await entriesFor(org, "cbvndr_three")).toEqual([]);
    await record(org, actor, { entityType: "user", entityId: "cbvndr_three", action: "sessions_revoked" });
    expect((await entriesFor(org, "cbvndr_three")).map((entry) => entry.action)).toEqual(["sessions_revoked"]);
  });

  it("is rolled back with the change's transaction", async () => {
    const org = await createOrg();
    await expect(
      db().transaction(async (tx) => {
        await recordChange(
          { orgId: org.orgId, tx, actor: systemActor },
          { entityType: "vendor", entityId: "cbvndr_four", action: "created", after: { name: "Four" } },
        );
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await entriesFor(org, "cbvndr_four")).toEqual([]);
  });
});
