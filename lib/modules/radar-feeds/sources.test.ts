import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createKey, createMember, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { call } from "@/lib/testing/http";
import { createFeedSource, type FeedServer, startFeedServer } from "./testing";
import { setFeedResolverForTests } from "./url-rules";

let org: TestOrg;
let other: TestOrg;
let server: FeedServer;

beforeAll(async () => {
  [org, other] = await Promise.all([createOrg("Feeds Org"), createOrg("Other Feeds Org")]);
  server = await startFeedServer();
});
afterAll(() => server.close());
afterEach(() => setFeedResolverForTests(undefined));

const create = (body: Record<string, unknown>, token = org.token) => call("/v1/radar/sources", { token, body });

describe("feed sources", () => {
  it("creates a feed source and lists it with the manual source, newest first", async () => {
    await call("/v1/radar/events", {
      token: org.token,
      body: { name: "Manual", summary: "Entered by hand.", primary_impact_type: "Other" },
    });
    const created = await create({ name: "  Security wire ", feed_url: server.url("/wire.xml") });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: "feed",
      name: "Security wire",
      feed_url: `${server.url("/wire.xml")}`,
      enabled: true,
      is_archived: false,
      last_polled_at: null,
      last_poll_status: null,
      last_poll_error: null,
      last_poll_item_count: null,
      last_poll_event_count: null,
    });
    expect(created.body.id).toMatch(/^cbrsrc_/);
    const list = await call("/v1/radar/sources", { token: org.token });
    expect(list.status).toBe(200);
    expect(list.body.items[0].id).toBe(created.body.id);
    expect(list.body.items.map((source: { kind: string }) => source.kind)).toContain("manual");
    expect(list.body).toMatchObject({ limit: 50, offset: 0 });
    expect(list.body.total).toBe(list.body.items.length);
  });

  it("refuses URLs that are not http(s) or that reach private, loopback, link-local or metadata hosts", async () => {
    setFeedResolverForTests(async (host) =>
      host === "intranet.example.com" ? ["10.1.2.3"] : host === "mixed.example.com" ? ["93.184.215.14", "::1"] : [],
    );
    const refused = [
      ["ftp://feeds.example.com/x.xml", /http or https/],
      ["file:///etc/passwd", /http or https/],
      ["not a url", /not a valid absolute URL/],
      // Whatever the host's problem, one message: nothing of what a name resolves to.
      ["http://127.0.0.1:1/feed.xml", /^The feed URL is not allowed\.$/],
      ["http://localhost/feed.xml", /^The feed URL is not allowed\.$/],
      ["http://169.254.169.254/latest/meta-data", /^The feed URL is not allowed\.$/],
      ["http://[::ffff:10.0.0.1]/feed", /^The feed URL is not allowed\.$/],
      ["http://0x7f.1/feed", /^The feed URL is not allowed\.$/],
      ["http://metadata.google.internal/feed", /^The feed URL is not allowed\.$/],
      ["https://intranet.example.com/feed.xml", /^The feed URL is not allowed\.$/],
      ["https://mixed.example.com/feed.xml", /^The feed URL is not allowed\.$/],
      ["https://nowhere.example.com/feed.xml", /^The feed URL is not allowed\.$/],
      ["https://user:pass@93.184.215.14/feed.xml", /credentials/],
    ] as const;
    for (const [feedUrl, message] of refused) {
      const result = await create({ name: "Bad", feed_url: feedUrl });
      expect([feedUrl, result.status, result.body.detail?.code]).toEqual([feedUrl, 400, "invalid_radar_source"]);
      expect(result.body.detail.message).toMatch(message);
    }
    const public_ = await create({ name: "Public", feed_url: "https://93.184.215.14/feed.xml", enabled: false });
    expect([public_.status, public_.body.enabled]).toEqual([201, false]);
  });

  it("bounds names and URLs", async () => {
    expect((await create({ name: "", feed_url: server.url("/x") })).status).toBe(422);
    expect((await create({ name: "x".repeat(201), feed_url: server.url("/x") })).status).toBe(422);
    expect((await create({ name: "Long", feed_url: `${server.url("/")}${"a".repeat(2_000)}` })).status).toBe(422);
  });

  it("updates, disables, archives and restores a feed source; the manual source takes only a name", async () => {
    const source = await createFeedSource(org, server.url("/update.xml"));
    const path = `/v1/radar/sources/${source.id}`;
    const renamed = await call(path, { method: "PATCH", token: org.token, body: { name: "Renamed", enabled: false } });
    expect(renamed.body).toMatchObject({ name: "Renamed", enabled: false });
    const badUrl = await call(path, { method: "PATCH", token: org.token, body: { feed_url: "http://10.0.0.1/" } });
    expect([badUrl.status, badUrl.body.detail.code]).toEqual([400, "invalid_radar_source"]);
    const archived = await call(path, { method: "PATCH", token: org.token, body: { is_archived: true } });
    expect(archived.body.is_archived).toBe(true);
    const listed = await call("/v1/radar/sources", { token: org.token });
    expect(listed.body.items.map((item: { id: string }) => item.id)).not.toContain(source.id);
    const all = await call("/v1/radar/sources?include_archived=true", { token: org.token });
    expect(all.body.items.map((item: { id: string }) => item.id)).toContain(source.id);
    const poll = await call(`${path}/poll`, { method: "POST", token: org.token });
    expect([poll.status, poll.body.detail.code]).toEqual([400, "invalid_radar_source"]);
    const restored = await call(path, { method: "PATCH", token: org.token, body: { is_archived: false } });
    expect(restored.body.is_archived).toBe(false);

    const manual = listed.body.items.find((item: { kind: string }) => item.kind === "manual");
    const manualPath = `/v1/radar/sources/${manual.id}`;
    const manualRename = await call(manualPath, { method: "PATCH", token: org.token, body: { name: "Analysts" } });
    expect([manualRename.status, manualRename.body.name]).toEqual([200, "Analysts"]);
    const manualDisable = await call(manualPath, { method: "PATCH", token: org.token, body: { enabled: false } });
    expect([manualDisable.status, manualDisable.body.detail.code]).toEqual([400, "invalid_radar_source"]);
    const manualPoll = await call(`${manualPath}/poll`, { method: "POST", token: org.token });
    expect([manualPoll.status, manualPoll.body.detail.code]).toEqual([400, "invalid_radar_source"]);
  });

  it("records changes to sources in the change log", async () => {
    const source = await createFeedSource(org, server.url("/logged.xml"), { name: "Logged" });
    await call(`/v1/radar/sources/${source.id}`, { method: "PATCH", token: org.token, body: { is_archived: true } });
    const log = await call(`/v1/change_log?entity_id=${source.id}`, { token: org.token });
    expect(log.status).toBe(200);
    const actions = (log.body.items ?? log.body.data).map((entry: { action: string }) => entry.action).sort();
    expect(actions).toEqual(["archived", "created"]);
  });

  it("answers another organization's source with 404", async () => {
    const source = await createFeedSource(org, server.url("/mine.xml"));
    const path = `/v1/radar/sources/${source.id}`;
    const patch = await call(path, { method: "PATCH", token: other.token, body: { name: "Stolen" } });
    expect([patch.status, patch.body.detail.code]).toEqual([404, "radar_source_not_found"]);
    const poll = await call(`${path}/poll`, { method: "POST", token: other.token });
    expect([poll.status, poll.body.detail.code]).toEqual([404, "radar_source_not_found"]);
    const list = await call("/v1/radar/sources?include_archived=true", { token: other.token });
    expect(list.body.items.map((item: { id: string }) => item.id)).not.toContain(source.id);
  });

  it("is for dashboard users: ak_ keys get 401, members read, only admins change", async () => {
    const key = await createKey(org, { scopes: ["keys:manage", "audit:read"] });
    for (const [method, path] of [
      ["GET", "/v1/radar/sources"],
      ["POST", "/v1/radar/sources"],
      ["GET", "/v1/radar/keyword_rules"],
      ["PUT", "/v1/radar/keyword_rules"],
    ]) {
      const result = await call(path as string, { method, token: key.secret, body: method === "GET" ? undefined : {} });
      expect([path, result.status]).toEqual([path, 401]);
    }
    const member = await createMember(org, "org:member");
    expect((await call("/v1/radar/sources", { token: member.token })).status).toBe(200);
    expect((await call("/v1/radar/keyword_rules", { token: member.token })).status).toBe(200);
    const write = await create({ name: "Member feed", feed_url: server.url("/m.xml") }, member.token);
    expect([write.status, write.body.detail.code]).toEqual([403, "insufficient_role"]);
    const rules = await call("/v1/radar/keyword_rules", { method: "PUT", token: member.token, body: { rules: [] } });
    expect(rules.status).toBe(403);
    const guest = await createMember(org, "org:guest");
    expect((await call("/v1/radar/sources", { token: guest.token })).status).toBe(403);
  });
});

describe("keyword rules", () => {
  it("starts with the defaults, replaces the list in order and keeps an emptied list empty", async () => {
    const initial = await call("/v1/radar/keyword_rules", { token: other.token });
    expect(initial.status).toBe(200);
    expect(initial.body.total).toBe(initial.body.items.length);
    const byKeyword = Object.fromEntries(
      initial.body.items.map((rule: { keyword: string; impact_type: string }) => [rule.keyword, rule.impact_type]),
    );
    expect(byKeyword).toMatchObject({
      breach: "Infosec",
      ransomware: "Infosec",
      "data leak": "Infosec",
      lawsuit: "Legal",
      bankruptcy: "Financial",
      outage: "Operational",
      sanction: "Compliance",
    });
    expect(initial.body.items.map((rule: { position: number }) => rule.position)).toEqual(
      initial.body.items.map((_: unknown, index: number) => index),
    );

    const rules = [
      { keyword: "recall", impact_type: "Operational" },
      { keyword: " Data Leak ", impact_type: "Infosec" },
    ];
    const replaced = await call("/v1/radar/keyword_rules", { method: "PUT", token: other.token, body: { rules } });
    expect(replaced.status).toBe(200);
    expect(
      replaced.body.items.map(({ keyword, impact_type, position }: Record<string, unknown>) => ({
        keyword,
        impact_type,
        position,
      })),
    ).toEqual([
      { keyword: "recall", impact_type: "Operational", position: 0 },
      { keyword: "Data Leak", impact_type: "Infosec", position: 1 },
    ]);
    expect((await call("/v1/radar/keyword_rules", { token: other.token })).body.total).toBe(2);

    await call("/v1/radar/keyword_rules", { method: "PUT", token: other.token, body: { rules: [] } });
    expect((await call("/v1/radar/keyword_rules", { token: other.token })).body).toEqual({ items: [], total: 0 });
  });

  it("validates impact types (case-sensitive), keywords and the list's size", async () => {
    const put = (rules: unknown) =>
      call("/v1/radar/keyword_rules", { method: "PUT", token: org.token, body: { rules } });
    expect((await put([{ keyword: "breach", impact_type: "infosec" }])).status).toBe(422);
    expect((await put([{ keyword: "  ", impact_type: "Infosec" }])).status).toBe(422);
    expect((await put([{ keyword: "---", impact_type: "Infosec" }])).status).toBe(422);
    expect((await put([{ keyword: "x".repeat(101), impact_type: "Infosec" }])).status).toBe(422);
    const tooMany = Array.from({ length: 201 }, (_, index) => ({ keyword: `k${index}`, impact_type: "Other" }));
    expect((await put(tooMany)).status).toBe(422);
  });
});
