import { describe, expect, it } from "vitest";
import { hostsIn, words } from "@/lib/vendor-mentions";
import { FeedItemMatcher } from "./matching";
import { parseAndMatch } from "./parse";
import { feedFixture } from "./testing";
import { stripHtml, truncate } from "./text";

const vendors = [
  { id: "v_acme", name: "Acme Cloud", website: "https://www.acmecloud.example" },
  { id: "v_globex", name: "Globex", website: null },
  { id: "v_initech", name: "Initech Systems", website: "initech.io" },
  { id: "v_hp", name: "HP", website: "https://hp.example" },
];
const rules = [
  { keyword: "data breach", impactType: "Infosec" },
  { keyword: "lawsuit", impactType: "Legal" },
  { keyword: "breach", impactType: "Compliance" },
];
const matcher = new FeedItemMatcher(vendors, rules);
const match = (title: string, summary = "", url: string | null = null) => matcher.match({ title, summary, url });

describe("feed item matching", () => {
  it("finds vendor names as whole words, case-insensitively, in the title and the summary", () => {
    expect(match("ACME CLOUD suffers outage").vendorIds).toEqual(["v_acme"]);
    expect(match("Quarterly results", "Globex and acme cloud report").vendorIds).toEqual(["v_globex", "v_acme"]);
    expect(match("Acme Clouds are gathering").vendorIds).toEqual([]);
    expect(match("Globexia launches").vendorIds).toEqual([]);
    expect(match("Acme reports").vendorIds).toEqual([]);
  });

  it("finds a vendor by its website's domain in the text or the link, subdomains included", () => {
    expect(match("Outage", "See status.initech.io for details").vendorIds).toEqual(["v_initech"]);
    expect(match("Outage", "", "https://blog.acmecloud.example/post").vendorIds).toEqual(["v_acme"]);
    expect(match("Outage", "notinitech.io is unrelated").vendorIds).toEqual([]);
  });

  it("matches names too short to be safe only by domain", () => {
    expect(match("HP recalls laptops").vendorIds).toEqual([]);
    expect(match("Printer recall", "hp.example confirms").vendorIds).toEqual(["v_hp"]);
  });

  it("takes the impact type of the first rule whose keyword occurs, else Other", () => {
    expect(match("Acme Cloud data breach").impactType).toBe("Infosec");
    expect(match("Acme Cloud breach lawsuit").impactType).toBe("Legal");
    expect(match("Acme Cloud breach").impactType).toBe("Compliance");
    expect(match("Acme Cloud breaches").impactType).toBe("Other");
    expect(new FeedItemMatcher(vendors, []).match({ title: "breach", summary: "", url: null }).impactType).toBe(
      "Other",
    );
  });

  // Linear work: a quadratic matcher would not finish these within the test timeout. No clock is
  // read: how fast is for npm run bench, not for a test.
  it("handles many vendors sharing first words and a long text", () => {
    const many = Array.from({ length: 5_000 }, (_, index) => ({
      id: `v${index}`,
      name: `Global Logistics ${index}`,
      website: null,
    }));
    const text = "global logistics ".repeat(2_000);
    const result = new FeedItemMatcher(many, rules).match({ title: "", summary: text, url: null });
    expect(result.vendorIds).toEqual([]);
    const named = new FeedItemMatcher(many, rules).match({
      title: "",
      summary: `${text} global logistics 4999`,
      url: null,
    });
    expect(named.vendorIds).toEqual(["v4999"]);
  });
});

describe("feed text", () => {
  it("strips tags, script and style content, and decodes entities", () => {
    expect(stripHtml("<p>Hello <b>world</b> &amp; co&#46;</p><script>alert(1)</script>")).toBe("Hello world & co.");
    expect(stripHtml("<style>.x{}</style>Text &nbsp; more")).toBe("Text more");
    expect(stripHtml("Unterminated <a href=")).toBe("Unterminated");
    expect(stripHtml("<p>One</p><p>Two</p></script>Three")).toBe("One Two Three");
  });

  it("reads hostile input to the end (linear work: quadratic would outlast the test timeout)", () => {
    expect(stripHtml("<script>".repeat(50_000))).toBe("");
    expect(hostsIn(`${".-".repeat(50_000)}x`)).toEqual([]);
    expect(words("a".repeat(200_000))).toHaveLength(1);
  });

  it("truncates at a word boundary", () => {
    expect(truncate("alpha beta gamma delta epsilon", 25)).toBe("alpha beta gamma delta…");
    expect(truncate("short", 12)).toBe("short");
  });
});

describe("parseAndMatch", () => {
  const options = { maxItems: 500, vendors, rules };

  it("reads RSS 2.0: keys from guid, else link; summaries as plain text; dates", () => {
    const feed = parseAndMatch(feedFixture("supply-chain-news.rss.xml"), options);
    expect(feed.title).toBe("Supply Chain Security Wire");
    expect(feed.entries.map((entry) => entry.key)).toEqual([
      "id:scw-2026-11-24-001",
      "id:https://news.example.org/2026/11/globex-chapter-11",
      "id:scw-2026-11-23-017",
      "id:scw-2026-11-22-004",
      "url:https://news.example.org/2026/11/umbrella-lawsuit",
    ]);
    const [breach, bankruptcy, outage] = feed.entries;
    expect(breach).toMatchObject({
      title: "Acme Cloud confirms data breach affecting customer records",
      summary: "The hosting provider said an attacker accessed a support database. Read more",
      url: "https://news.example.org/2026/11/acme-cloud-breach",
      publishedAt: Date.parse("2026-11-24T07:30:00Z"),
      vendorIds: ["v_acme"],
      impactType: "Infosec",
    });
    expect(bankruptcy?.summary).toBe("The logistics group listed debts of $1.2bn & said operations continue.");
    expect(outage).toMatchObject({
      summary: "Card payments failed for four hours, according to initech.io's status page.",
      vendorIds: ["v_initech"],
    });
  });

  it("reads Atom: entry ids, html summaries and content", () => {
    const feed = parseAndMatch(feedFixture("vendor-watch.atom.xml"), options);
    expect(feed.entries.map((entry) => [entry.key, entry.vendorIds])).toEqual([
      ["id:urn:uuid:0b8f6c52-1d2e-4f0a-8e1b-5d4c3b2a1901", ["v_acme", "v_globex"]],
      ["id:urn:uuid:0b8f6c52-1d2e-4f0a-8e1b-5d4c3b2a1902", []],
      ["id:urn:uuid:0b8f6c52-1d2e-4f0a-8e1b-5d4c3b2a1903", []],
    ]);
    expect(feed.entries[1]?.summary).toBe("The deal closed on Tuesday.");
  });

  it("reads a date outside 1970 to 9999 as no date", () => {
    const entry = (updated: string) =>
      `<entry><id>${updated}</id><title>Acme Cloud notice</title><updated>${updated}</updated></entry>`;
    const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>Dates</title>${[
      "+010000-01-01T00:00:00Z",
      "1969-12-31T23:59:59Z",
      "9999-12-31T23:59:59Z",
    ]
      .map(entry)
      .join("")}</feed>`;
    expect(parseAndMatch(atom, options).entries.map((item) => item.publishedAt)).toEqual([
      null,
      null,
      Date.parse("9999-12-31T23:59:59Z"),
    ]);
  });

  it("keeps at most maxItems items and refuses documents that are not feeds", () => {
    const feed = parseAndMatch(feedFixture("supply-chain-news.rss.xml"), { ...options, maxItems: 2 });
    expect([feed.itemCount, feed.entries.length]).toEqual([5, 2]);
    expect(() => parseAndMatch("<html><body>Not a feed</body></html>", options)).toThrow(/Not an RSS or Atom feed/);
  });
});
