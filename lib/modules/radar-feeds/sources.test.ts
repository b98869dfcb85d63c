import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Schemas } from "@/lib/testing/api-call-types";
import { createKey, createMember, createOrg, type TestOrg } from "@/lib/testing/fixtures";
import { bodyAt, call, callApi, expectStatus } from "@/lib/testing/http";
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

const create = (body: Schemas["CreateRadarSource"], token = org.token) =>
  callApi("post", "/v1/radar/sources", { token, body });

describe("feed sources", () => {
  it("creates a feed source and lists it with the manual source, newest first", async () => {
    await callApi("post", "/v1/radar/events", {
      token: org.token,
      body: { name: "Manual", summary: "Entered by hand.", primary_impact_type: "Other" },
    });
    const created = await create({ name: "  Security wire ", feed_url: server.url("/wire.xml") });
    expectStatus(created, 201);
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
    const list = await callApi("get", "/v1/radar/sources", { token: org.token });
    expectStatus(list, 200);
    expect(list.body.items[0]?.id).toBe(created.body.id);
    expect(list.body.items.map((source) => source.kind)).toContain("manual");
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
      expect([feedUrl, result.status]).toEqual([feedUrl, 400]);
      expectStatus(result, 400);
      expect([feedUrl, result.body.detail.code]).toEqual([feedUrl, "invalid_radar_source"]);
      expect(result.body.detail.message).toMatch(message);
    }
    const public_ = await create({ name: "Public", feed_url: "https://93.184.215.14/feed.xml", enabled: false });
    expectStatus(public_, 201);
    expect(public_.body.enabled).toBe(false);
  });

  it("bounds names and URLs", async () => {
    expect((await create({ name: "", feed_url: server.url("/x") })).status).toBe(422);
    expect((await create({ name: "x".repeat(201), feed_url: server.url("/x") })).status).toBe(422);
    expect((await create({ name: "Long", feed_url: `${server.url("/")}${"a".repeat(2_000)}` })).status).toBe(422);
  });

  it("updates, disables, archives and restores a feed source; the manual source takes only a name", async () => {
    const source = await createFeedSource(org, server.url("/update.xml"));
    const path = `/v1/radar/sources/${source.id}` as const;
    const renamed = await callApi("patch", path, { token: org.token, body: { name: "Renamed", enabled: false } });
    expect(bodyAt(renamed, 200)).toMatchObject({ name: "Renamed", enabled: false });
    const badUrl = await callApi("patch", path, { token: org.token, body: { feed_url: "http://10.0.0.1/" } });
    expect(bodyAt(badUrl, 400).detail.code).toBe("invalid_radar_source");
    const archived = await callApi("patch", path, { token: org.token, body: { is_archived: true } });
    expect(bodyAt(archived, 200).is_archived).toBe(true);
    const listed = bodyAt(await callApi("get", "/v1/radar/sources", { token: org.token }), 200);
    expect(listed.items.map((item) => item.id)).not.toContain(source.id);
    const all = bodyAt(await callApi("get", "/v1/radar/sources?include_archived=true", { token: org.token }), 200);
    expect(all.items.map((item) => item.id)).toContain(source.id);
    const poll = await callApi("post", `${path}/poll`, { token: org.token });
    expect(bodyAt(poll, 400).detail.code).toBe("invalid_radar_source");
    const restored = await callApi("patch", path, { token: org.token, body: { is_archived: false } });
    expect(bodyAt(restored, 200).is_archived).toBe(false);

    const manual = listed.items.find((item) => item.kind === "manual");
    if (!manual) {
      throw new Error("the manual source is not listed");
    }
    const manualPath = `/v1/radar/sources/${manual.id}` as const;
    const manualRename = await callApi("patch", manualPath, { token: org.token, body: { name: "Analysts" } });
    expect(bodyAt(manualRename, 200).name).toBe("Analysts");
    const manualDisable = await callApi("patch", manualPath, { token: org.token, body: { enabled: false } });
    expect(bodyAt(manualDisable, 400).detail.code).toBe("invalid_radar_source");
    const manualPoll = await callApi("post", `${manualPath}/poll`, { token: org.token });
    expect(bodyAt(manualPoll, 400).detail.code).toBe("invalid_radar_source");
  });

  it("records changes to sources in the change log", async () => {
    const source = await createFeedSource(org, server.url("/logged.xml"), { name: "Logged" });
    await callApi("patch", `/v1/radar/sources/${source.id}`, { token: org.token, body: { is_archived: true } });
    const log = await callApi("get", `/v1/change_log?entity_id=${source.id}`, { token: org.token });
    expectStatus(log, 200);
    const actions = log.body.items.map((entry) => entry.action).sort();
    expect(actions).toEqual(["archived", "created"]);
  });

  it("answers another organization's source with 404", async () => {
    const source = await createFeedSource(org, server.url("/mine.xml"));
    const path = `/v1/radar/sources/${source.id}` as const;
    const patch = await callApi("patch", path, { token: other.token, body: { name: "Stolen" } });
    expect(bodyAt(patch, 404).detail.code).toBe("radar_source_not_found");
    const poll = await callApi("post", `${path}/poll`, { token: other.token });
    expect(bodyAt(poll, 404).detail.code).toBe("radar_source_not_found");
    const list = await callApi("get", "/v1/radar/sources?include_archived=true", { token: other.token });
    expect(bodyAt(list, 200).items.map((item) => item.id)).not.toContain(source.id);
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
    expect(bodyAt(write, 403).detail.code).toBe("insufficient_role");
    const rules = await callApi("put", "/v1/radar/keyword_rules", { token: member.token, body: { rules: [] } });
    expect(rules.status).toBe(403);
    const guest = await createMember(org, "org:guest");
    expect((await call("/v1/radar/sources", { token: guest.token })).status).toBe(403);
  });
});

describe("keyword rules", () => {
  it("starts with the defaults, replaces the list in order and keeps an emptied list empty", async () => {
    const initial = await callApi("get", "/v1/radar/keyword_rules", { token: other.token });
    expectStatus(initial, 200);
    expect(initial.body.total).toBe(initial.body.items.length);
    const byKeyword = Object.fromEntries(initial.body.items.map((rule) => [rule.keyword, rule.impact_type]));
    expect(byKeyword).toMatchObject({
      breach: "Infosec",
      ransomware: "Infosec",
      "data leak": "Infosec",
      lawsuit: "Legal",
      bankruptcy: "Financial",
      outage: "Operational",
      sanction: "Compliance",
    });
    expect(initial.body.items.map((rule) => rule.position)).toEqual(initial.body.items.map((_, index) => index));

    const rules: Schemas["ReplaceRadarKeywordRules"]["rules"] = [
      { keyword: "recall", impact_type: "Operational" },
      { keyword: " Data Leak ", impact_type: "Infosec" },
    ];
    const replaced = await callApi("put", "/v1/radar/keyword_rules", { token: other.token, body: { rules } });
    expectStatus(replaced, 200);
    expect(
      replaced.body.items.map(({ keyword, impact_type, position }) => ({ keyword, impact_type, position })),
    ).toEqual([
      { keyword: "recall", impact_type: "Operational", position: 0 },
      { keyword: "Data Leak", impact_type: "Infosec", position: 1 },
    ]);
    expect(bodyAt(await callApi("get", "/v1/radar/keyword_rules", { token: other.token }), 200).total).toBe(2);

    await callApi("put", "/v1/radar/keyword_rules", { token: other.token, body: { rules: [] } });
    expect(bodyAt(await callApi("get", "/v1/radar/keyword_rules", { token: other.token }), 200)).toEqual({
      items: [],
      total: 0,
    });
  });

  it("validates impact types (case-sensitive), keywords and the list's size", async () => {
    const put = (rules: unknown) =>
      callApi("put", "/v1/radar/keyword_rules", { token: org.token, uncheckedBody: { rules } });
    expect((await put([{ keyword: "breach", impact_type: "infosec" }])).status).toBe(422);
    expect((await put([{ keyword: "  ", impact_type: "Infosec" }])).status).toBe(422);
    expect((await put([{ keyword: "---", impact_type: "Infosec" }])).status).toBe(422);
    expect((await put([{ keyword: "x".repeat(101), impact_type: "Infosec" }])).status).toBe(422);
    const tooMany = Array.from({ length: 201 }, (_, index) => ({ keyword: `k${index}`, impact_type: "Other" }));
    expect((await put(tooMany)).status).toBe(422);
  });
});
