import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { defaultZeroTouchConfig } from "@/lib/contract/zero-touch";
import type { Database } from "@/lib/db/client";
import { type BindableStatement, bindableStatement } from "@/lib/db/raw";
import { inOrg } from "@/lib/db/tenant";
import { selectOrgModules } from "@/lib/modules/org/switches";
import { insufficientReason, unfilteredLeaderboard } from "@/lib/modules/zero-touch/leaderboard";
import { zeroTouchConfigs } from "@/lib/modules/zero-touch/tables";

/**
 * The bare server's GET /v1/zero_touch_assessment/leaderboard?limit=50: the statements the app runs
 * for it (the module switch, then the page and the count side by side), built by the app's own query
 * builder (`unfilteredLeaderboard` in lib/modules/zero-touch/leaderboard.ts) and taken with
 * `.toSQL()`, so a change to the app's query changes the bare server's too. The organization is the
 * only value that varies between requests.
 */

export const BENCH_LEADERBOARD_QUERY = "limit=50";
const LIMIT = 50;

const mock = drizzle.mock() as unknown as Database;
const orgPlaceholder = sql.placeholder("orgId");
const leaderboard = unfilteredLeaderboard(mock, orgPlaceholder, LIMIT, 0);
// The names are the driver's prepared-statement names; the bare server sends the text unnamed.
const statements = {
  gate: bindableStatement("bare_org_modules", selectOrgModules(mock, orgPlaceholder)),
  // The organization's minimum coverage, which the app reads (its configuration) for the rows' reasons.
  minimum: bindableStatement(
    "bare_zero_touch_minimum_coverage",
    mock
      .select({ minimum: zeroTouchConfigs.minimumCoverage })
      .from(zeroTouchConfigs)
      .where(inOrg(zeroTouchConfigs, orgPlaceholder)),
  ),
  page: bindableStatement("bare_zero_touch_leaderboard_page", leaderboard.page),
  total: bindableStatement("bare_zero_touch_leaderboard_count", leaderboard.total),
};

/** The SQL the bare server runs, for checking it against the app's plans. */
export const bareLeaderboardStatements = statements;

const text = (statement: BindableStatement) => statement.statement.text;

const seconds = (date: unknown) => (date instanceof Date ? Math.floor(date.getTime() / 1000) : null);

/** A page row in the builder's column order, serialised as the app's leaderboard serialises it. */
const leaderboardRow = (r: unknown[], index: number, minimum: number) => ({
  rank: index + 1,
  vendor_id: r[0],
  vendor_name: r[1],
  assessment_id: r[2],
  composite_score: r[3],
  risk_tier: r[4],
  status: r[5],
  completed_at: seconds(r[8]),
  created_at: seconds(r[9]) ?? 0,
  review_status: r[6],
  components: r[7],
  coverage_percent: r[10],
  is_sufficient: r[11],
  insufficient_reason: insufficientReason(
    {
      evidence_sufficient: r[11] as boolean,
      composite_score: r[3] as number | null,
      status: r[5] as "complete",
      coverage_percent: r[10] as number | null,
    },
    minimum,
  ),
});

/** `search` must be the benchmark's query (BENCH_LEADERBOARD_QUERY); anything else is null (404). */
export async function listLeaderboard(pool: pg.Pool, orgId: string, search: string) {
  if (search !== BENCH_LEADERBOARD_QUERY) {
    return null;
  }
  const gate = await pool.query<{ modules: Record<string, boolean> }>(
    text(statements.gate),
    statements.gate.bind({ orgId }),
  );
  if (gate.rows[0]?.modules.zero_touch === false) {
    return null;
  }
  const [page, total, config] = await Promise.all([
    pool.query<unknown[]>({ text: text(statements.page), values: statements.page.bind({ orgId }), rowMode: "array" }),
    pool.query<unknown[]>({ text: text(statements.total), values: statements.total.bind({ orgId }), rowMode: "array" }),
    pool.query<unknown[]>({
      text: text(statements.minimum),
      values: statements.minimum.bind({ orgId }),
      rowMode: "array",
    }),
  ]);
  const minimum = Number(config.rows[0]?.[0] ?? defaultZeroTouchConfig.minimum_coverage);
  return {
    items: page.rows.map((row, index) => leaderboardRow(row, index, minimum)),
    total: Number(total.rows[0]?.[0] ?? 0),
    limit: LIMIT,
    offset: 0,
  };
}
