import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Tenant scoping is written once, in lib/db/tenant.ts (inOrg, aliasInOrg, findInOrg). Anywhere
 * else in lib, a hand-written organization filter is refused: it is how a query ends up reading
 * another organization's rows, or a lock gets spelled a fourth way.
 */

const root = path.resolve(import.meta.dirname, "../..");

const HAND_WRITTEN_FILTERS: { name: string; pattern: RegExp }[] = [
  { name: "eq(<table>.orgId, …)", pattern: /\beq\(\s*[\w.]+\.orgId\b/ },
  { name: "<table>.orgId = … in sql``", pattern: /\$\{\s*[\w.]+\.orgId\s*\}\s*=/ },
  { name: "… = <table>.orgId in sql``", pattern: /=\s*\$\{\s*[\w.]+\.orgId\s*\}/ },
  { name: "org_id = … in SQL text", pattern: /\borg_id\s*=/ },
];

/**
 * Files allowed to filter by organization by hand, each with its reason. Queries that deliberately
 * span organizations (job claiming, purges, sign-in by email, webhook delivery by ID) have no
 * organization filter at all and need no entry.
 */
const ALLOWED: Record<string, string> = {
  // The tenant helpers themselves.
  "lib/db/tenant.ts": "where the organization filter is written, once",
  // Benchmarks that send SQL text straight to the driver, to measure it against the query builder.
  "lib/bench/bare-vendors.ts": "hand-written SQL text, the baseline the vendor list is compared with",
  "lib/bench/delivery-bench.ts": "raw driver SQL picking seed vendors, outside any request",
  "lib/bench/seed-vendors.ts": "raw driver SQL bulk-seeding a benchmark organization",
  "lib/bench/seed-radar.ts": "raw driver SQL bulk-seeding 100,000 alerts for the triage list benchmark",
  "lib/bench/radar-event-bench.ts": "the bare multi-row insert a 1,000-vendor event is compared with, and its cleanup",
  "lib/bench/seed-change-feed.ts":
    "raw driver SQL bulk-seeding 100,000 change feed entries for the change feed benchmark",
  "lib/bench/seed-zero-touch.ts": "raw driver SQL bulk-seeding 10,000 zero touch runs and 200 documents",
  "lib/bench/soak-seed.ts": "raw driver SQL listing the soak organization's seeded vendors and open alerts",
  "lib/bench/seed-contracts.ts": "raw driver SQL bulk-seeding 100,000 contracts for the contract list benchmark",
  "lib/bench/seed-bom.ts": "raw driver SQL bulk-seeding 1,000 latest BOMs of 1,000 components for the BOM benchmark",
  "lib/bench/zero-touch-bench.ts": "raw driver SQL sampling the bench organization's job queue during the bulk launch",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .map((file) => path.posix.join(dir, file.split(path.sep).join("/")))
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.includes("/migrations/"));
}

describe("tenant scoping", () => {
  it("has no hand-written organization filter outside lib/db/tenant.ts", () => {
    const found: string[] = [];
    for (const file of sourceFiles("lib")) {
      if (ALLOWED[file]) {
        continue;
      }
      const lines = readFileSync(path.join(root, file), "utf8").split("\n");
      lines.forEach((line, index) => {
        for (const { name, pattern } of HAND_WRITTEN_FILTERS) {
          if (pattern.test(line)) {
            found.push(`${file}:${index + 1}: ${name} — use inOrg/aliasInOrg/findInOrg from lib/db/tenant.ts`);
          }
        }
      });
    }
    expect(found).toEqual([]);
  });

  it("allows only files that exist and still need it", () => {
    const files = new Set(sourceFiles("lib"));
    const stale = Object.keys(ALLOWED).filter(
      (file) =>
        !files.has(file) ||
        !HAND_WRITTEN_FILTERS.some(({ pattern }) => pattern.test(readFileSync(path.join(root, file), "utf8"))),
    );
    expect(stale).toEqual([]);
  });

  it("catches each spelling of a hand-written filter", () => {
    const samples = [
      "where(and(eq(vendors.orgId, orgId), eq(vendors.id, id)))",
      "sql`\u0024{vendors.orgId} = \u0024{orgId}`",
      "sql`\u0024{vendors.id} = \u0024{x} and \u0024{statuses.orgId} = \u0024{vendors.orgId}`",
      "WHERE org_id = \u0024{orgId} AND key = \u0024{key}",
      "from tags t where t.org_id = $1",
    ];
    for (const sample of samples) {
      expect(
        HAND_WRITTEN_FILTERS.some(({ pattern }) => pattern.test(sample)),
        sample,
      ).toBe(true);
    }
    expect(HAND_WRITTEN_FILTERS.some(({ pattern }) => pattern.test("where(inOrg(vendors, orgId))"))).toBe(false);
  });
});
