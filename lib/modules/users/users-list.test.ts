import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrg, createUser, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, callApi, expectStatus } from "@/lib/testing/http";

const list = (org: TestOrg, query = "") => callApi("get", `/v1/users?${query}`, { token: org.token });
/** The page GET /v1/users answers, which must be 200. */
const page = async (org: TestOrg, query = "") => bodyAt(await list(org, query), 200);
// Emails are unique across organizations: a suffix per run keeps reruns on one database apart.
const run = randomBytes(4).toString("hex");
const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe("GET /v1/users", () => {
  let org: TestOrg;
  let other: TestOrg;
  let alice: { id: string; email: string };
  let bob: { id: string; email: string };
  let archived: { id: string; email: string };
  let otherUser: { id: string; email: string };

  beforeAll(async () => {
    [org, other] = await Promise.all([createOrg("List A"), createOrg("List B")]);
    alice = await createUser(org, {
      email: `Alice.Anders-${run}@Example.test`,
      first_name: "Alice",
      last_name: "Anders",
    });
    bob = await createUser(org, { email: `bob_b-${run}@example.test`, first_name: "Bob", last_name: "Brown 100%" });
    archived = await createUser(org, {
      email: `carol-${run}@example.test`,
      first_name: "Carol",
      last_name: "Archived",
    });
    await callApi("patch", `/v1/users/${archived.id}`, { token: org.token, body: { is_archived: true } });
    otherUser = await createUser(other, { email: `dave-${run}@example.test`, first_name: "Alice", last_name: "Other" });
  });

  it("lists the org's live users newest first with the page envelope", async () => {
    const result = await list(org);
    expectStatus(result, 200);
    expect(ids(result.body)).toEqual([bob.id, alice.id, org.userId]);
    expect(result.body).toMatchObject({ total: 3, limit: 50, offset: 0 });
    expect(ids(result.body)).not.toContain(otherUser.id);
  });

  it("includes archived users on request", async () => {
    const result = await page(org, "include_archived=true");
    expect(ids(result)).toEqual([archived.id, bob.id, alice.id, org.userId]);
    expect(result.total).toBe(4);
  });

  it("pages with limit and offset; total is the full count", async () => {
    const result = await page(org, "include_archived=true&limit=2&offset=1");
    expect(ids(result)).toEqual([bob.id, alice.id]);
    expect(result).toMatchObject({ total: 4, limit: 2, offset: 1 });
    const past = await page(org, "offset=10");
    expect([past.items, past.total]).toEqual([[], 3]);
  });

  it("rejects out-of-range paging with 422", async () => {
    for (const query of ["limit=0", "limit=201", "offset=-1", "limit=abc", "include_archived=maybe"]) {
      expect((await list(org, query)).status).toBe(422);
    }
    expect((await list(org, "limit=200")).status).toBe(200);
  });

  it("looks an email up case-insensitively and exactly, archived users included", async () => {
    const found = await page(org, `email=${encodeURIComponent(`ALICE.anders-${run}@example.TEST`)}`);
    expect(ids(found)).toEqual([alice.id]);
    expect(found.total).toBe(1);
    const archivedFound = await page(org, `email=${encodeURIComponent(archived.email)}`);
    expect(ids(archivedFound)).toEqual([archived.id]);
    expect(archivedFound.items[0]).toMatchObject({ is_archived: true, status: "inactive" });
  });

  it("ignores include_archived, limit and offset on an email lookup", async () => {
    const query = `email=${encodeURIComponent(archived.email)}&include_archived=false&limit=1&offset=5`;
    const result = await page(org, query);
    expect(ids(result)).toEqual([archived.id]);
    expect(result.total).toBe(1);
  });

  it("returns an empty list for an unknown, partial or another org's email", async () => {
    for (const email of ["nobody@example.test", "alice", `Alice.Anders-${run}`, otherUser.email]) {
      const result = await list(org, `email=${encodeURIComponent(email)}`);
      expectStatus(result, 200);
      expect([result.body.items, result.body.total]).toEqual([[], 0]);
    }
  });

  it("searches names and emails by case-insensitive substring (extension)", async () => {
    expect(ids(await page(org, "search=ALI"))).toEqual([alice.id]);
    expect(ids(await page(org, "search=brown"))).toEqual([bob.id]);
    expect(ids(await page(org, "search=bob%20brown"))).toEqual([bob.id]);
    expect(ids(await page(org, `search=-${run}%40example`))).toEqual([bob.id, alice.id]);
    // Wildcards are plain characters.
    expect(ids(await page(org, "search=100%25"))).toEqual([bob.id]);
    expect(ids(await page(org, "search=_"))).toEqual([bob.id]);
    expect((await page(org, "search=carol")).total).toBe(0);
    expect(ids(await page(org, "search=carol&include_archived=true"))).toEqual([archived.id]);
    expect(ids(await page(org, "search=%20"))).toHaveLength(3);
  });

  it("never shows another organization's users", async () => {
    const result = await page(other, "search=alice&include_archived=true");
    expect(ids(result)).toEqual([otherUser.id]);
  });
});
