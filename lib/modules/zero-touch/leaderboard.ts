import { and, asc, count, eq, ilike, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import type { LeaderboardSort, ReviewStatus, RunStatus, RunTier, ScoredComponent } from "@/lib/contract/zero-touch";
import { db, type Queryable } from "@/lib/db/client";
import { preparedStatement } from "@/lib/db/prepared";
import { bindableStatement, queryRows } from "@/lib/db/raw";
import { inOrg, type OrgRef } from "@/lib/db/tenant";
import { timestampsAsUnixSeconds } from "@/lib/db/unix-seconds";
import { vendorJoin } from "@/lib/modules/vendors";
import { toUnixSeconds } from "@/lib/time";
import { loadConfig } from "./config";
import { shortfallReason } from "./scoring/coverage";
import { zeroTouchRuns } from "./tables";

export interface LeaderboardQuery {
  limit: number;
  offset: number;
  sort?: LeaderboardSort | undefined;
  include_not_assessed?: boolean | undefined;
  search?: string | undefined;
  tier?: RunTier | undefined;
  status?: RunStatus | "not_assessed" | undefined;
  review_status?: ReviewStatus | undefined;
}

/**
 * The ranking: runs with enough of the configured weight behind them first, each group by composite
 * (healthiest or riskiest first; unscored last), then by vendor. The healthiest order is an index range.
 */
function rankingOrder(sort: LeaderboardSort = "healthiest"): SQL[] {
  return [
    sql`${zeroTouchRuns.evidenceSufficient} desc nulls last`,
    sort === "riskiest"
      ? sql`${zeroTouchRuns.compositeScore} asc nulls last`
      : sql`${zeroTouchRuns.compositeScore} desc nulls last`,
    sql`${zeroTouchRuns.vendorId} asc`,
  ];
}

/** The tier a row shows: its band when sufficiently covered, insufficient_evidence once scored otherwise. */
const shownTier = sql<RunTier | null>`case when ${zeroTouchRuns.evidenceSufficient} then ${zeroTouchRuns.riskTier} when ${zeroTouchRuns.coveragePercent} is not null then 'insufficient_evidence' end`;
// Keyed by their SQL column names, so the builder's rows and the driver's (the unfiltered path's)
// have one shape.
const columns = {
  vendor_id: zeroTouchRuns.vendorId,
  name: vendorJoin.name,
  assessment_id: zeroTouchRuns.assessmentId,
  composite_score: zeroTouchRuns.compositeScore,
  risk_tier: shownTier.as("risk_tier"),
  status: zeroTouchRuns.status,
  review_status: zeroTouchRuns.reviewStatus,
  component_scores: zeroTouchRuns.componentScores,
  completed_at: zeroTouchRuns.completedAt,
  created_at: zeroTouchRuns.createdAt,
  coverage_percent: zeroTouchRuns.coveragePercent,
  evidence_sufficient: zeroTouchRuns.evidenceSufficient,
};

interface Row {
  vendor_id: string;
  name: string;
  assessment_id: string;
  composite_score: number | null;
  risk_tier: RunTier | null;
  status: RunStatus;
  review_status: ReviewStatus;
  component_scores: ScoredComponent[];
  completed_at: Date | null;
  created_at: Date;
  coverage_percent: number | null;
  evidence_sufficient: boolean;
}

/** A row of the unfiltered statements, whose timestamps the driver hands over as Unix seconds. */
type SecondsRow = Omit<Row, "completed_at" | "created_at"> & { completed_at: number | null; created_at: number | null };

const inSeconds = (row: Row): SecondsRow => ({
  ...row,
  completed_at: toUnixSeconds(row.completed_at),
  created_at: toUnixSeconds(row.created_at),
});

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Why a leaderboard row is not ranked on its composite (null when it is). */
export function insufficientReason(
  row: Pick<SecondsRow, "evidence_sufficient" | "composite_score" | "status" | "coverage_percent">,
  minimum: number,
): string | null {
  if (row.evidence_sufficient) {
    return null;
  }
  if (row.composite_score === null && row.status !== "complete") {
    return `The run is ${row.status}.`;
  }
  return shortfallReason(minimum, row.composite_score, row.coverage_percent);
}

const serialize = (row: SecondsRow, rank: number, minimum: number) => ({
  rank,
  vendor_id: row.vendor_id,
  vendor_name: row.name,
  assessment_id: row.assessment_id,
  composite_score: row.composite_score,
  risk_tier: row.risk_tier,
  status: row.status,
  completed_at: row.completed_at,
  created_at: row.created_at ?? 0,
  review_status: row.review_status,
  components: row.component_scores,
  coverage_percent: row.coverage_percent,
  is_sufficient: row.evidence_sufficient,
  insufficient_reason: insufficientReason(row, minimum),
});

type LeaderboardItem = Omit<
  ReturnType<typeof serialize>,
  "assessment_id" | "status" | "created_at" | "review_status"
> & {
  assessment_id: string | null;
  status: RunStatus | "not_assessed";
  created_at: number | null;
  review_status: ReviewStatus | null;
};

/**
 * The unfiltered leaderboard's two statements: the page, read along the leaderboard index, and the
 * count of the organization's leaderboard rows. The benchmark's bare server takes their SQL
 * (lib/bench/bare-zero-touch.ts), so the two cannot drift apart.
 */
export function unfilteredLeaderboard(
  q: Queryable,
  orgId: OrgRef,
  limit: number | Placeholder,
  offset: number | Placeholder,
  sort: LeaderboardSort = "healthiest",
) {
  const latest = inOrg(zeroTouchRuns, orgId, eq(zeroTouchRuns.isLatest, true));
  return {
    page: q
      .select(columns)
      .from(zeroTouchRuns)
      .innerJoin(vendorJoin.table, eq(vendorJoin.id, zeroTouchRuns.vendorId))
      .where(latest)
      .orderBy(...rankingOrder(sort))
      .limit(limit)
      .offset(offset),
    total: q.select({ total: count() }).from(zeroTouchRuns).where(latest),
  };
}

/**
 * The usual request's statements (no search, no filter), taken from the builder once and prepared
 * by the driver: on the path of every leaderboard view, where the builder's per-row mapping cost
 * more than reading the rows.
 */
const unfilteredStatements = preparedStatement((database) => {
  const statements = unfilteredLeaderboard(
    database,
    sql.placeholder("orgId"),
    sql.placeholder("limit"),
    sql.placeholder("offset"),
  );
  return {
    page: bindableStatement("vrp_zero_touch_leaderboard_page", statements.page),
    total: bindableStatement("vrp_zero_touch_leaderboard_count", statements.total),
  };
});

/**
 * One row per vendor (its newest unarchived run), ranked across the organization: sufficiently
 * covered runs by composite, then the rest. Filters and search narrow the rows but keep each
 * vendor's organization-wide rank. With include_not_assessed the vendors without a run follow, last.
 */
export async function leaderboard(ctx: ServiceContext, query: LeaderboardQuery) {
  const [config, ranked] = await Promise.all([loadConfig(ctx.tx, ctx.orgId), rankedRuns(ctx, query)]);
  const runs = {
    items: ranked.rows.map(({ row, rank }) => serialize(row, rank, config.minimum_coverage)),
    total: ranked.total,
  };
  if (!query.include_not_assessed || query.tier || query.review_status) {
    return { items: runs.items as LeaderboardItem[], total: runs.total, limit: query.limit, offset: query.offset };
  }
  const unassessedOffset = Math.max(0, query.offset - runs.total);
  const room = query.limit - runs.items.length;
  const [unassessed, unassessedTotal, organizationRuns] = await Promise.all([
    room > 0 ? notAssessedVendors(ctx, query.search, room, unassessedOffset) : Promise.resolve([]),
    countNotAssessed(ctx, query.search),
    countRuns(ctx),
  ]);
  const items: LeaderboardItem[] = [
    ...runs.items,
    ...unassessed.map((vendor, index) => notAssessedRow(vendor, organizationRuns + unassessedOffset + index + 1)),
  ];
  return { items, total: runs.total + unassessedTotal, limit: query.limit, offset: query.offset };
}

async function rankedRuns(
  ctx: ServiceContext,
  query: LeaderboardQuery,
): Promise<{ rows: { row: SecondsRow; rank: number }[]; total: number }> {
  if (query.status === "not_assessed") {
    return { rows: [], total: 0 };
  }
  const latest = inOrg(zeroTouchRuns, ctx.orgId, eq(zeroTouchRuns.isLatest, true));
  const sort = query.sort ?? "healthiest";
  const filtered = query.search || query.tier || query.status || query.review_status;
  if (!filtered && sort === "healthiest") {
    // Outside a transaction (a read), the prepared statements; inside one, the same statements built.
    const [rows, total] =
      ctx.tx === db() ? await unfilteredPage(query, ctx.orgId) : await unfilteredPageIn(ctx.tx, ctx.orgId, query);
    return { rows: rows.map((row, index) => ({ row, rank: query.offset + index + 1 })), total };
  }
  const ranked = ctx.tx.$with("ranked").as(
    ctx.tx
      .select({
        ...columns,
        rank: sql<number>`row_number() over (order by ${sql.join(rankingOrder(sort), sql`, `)})`.as("rank"),
      })
      .from(zeroTouchRuns)
      .innerJoin(vendorJoin.table, eq(vendorJoin.id, zeroTouchRuns.vendorId))
      .where(latest),
  );
  const conditions: SQL[] = [];
  if (query.search) {
    conditions.push(ilike(ranked.name, likePattern(query.search)));
  }
  if (query.tier) {
    conditions.push(eq(ranked.risk_tier, query.tier));
  }
  if (query.status) {
    conditions.push(eq(ranked.status, query.status));
  }
  if (query.review_status) {
    conditions.push(eq(ranked.review_status, query.review_status));
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    ctx.tx
      .with(ranked)
      .select()
      .from(ranked)
      .where(where)
      .orderBy(asc(ranked.rank))
      .limit(query.limit)
      .offset(query.offset),
    ctx.tx.with(ranked).select({ total: count() }).from(ranked).where(where),
  ]);
  return {
    rows: rows.map((row) => ({ row: inSeconds(row), rank: Number(row.rank) })),
    total: total?.total ?? 0,
  };
}

/** The organization's vendors without any run that is not archived. */
function notAssessedWhere(orgId: string, search: string | undefined) {
  return inOrg(
    vendorJoin.table,
    orgId,
    search ? ilike(vendorJoin.name, likePattern(search)) : undefined,
    sql`not exists (select 1 from ${zeroTouchRuns} where ${zeroTouchRuns.vendorId} = ${vendorJoin.id} and ${zeroTouchRuns.isLatest})`,
  );
}

function notAssessedVendors(ctx: ServiceContext, search: string | undefined, limit: number, offset: number) {
  return ctx.tx
    .select({ id: vendorJoin.id, name: vendorJoin.name })
    .from(vendorJoin.table)
    .where(notAssessedWhere(ctx.orgId, search))
    .orderBy(asc(vendorJoin.name), asc(vendorJoin.id))
    .limit(limit)
    .offset(offset);
}

async function countNotAssessed(ctx: ServiceContext, search: string | undefined) {
  const [row] = await ctx.tx
    .select({ total: count() })
    .from(vendorJoin.table)
    .where(notAssessedWhere(ctx.orgId, search));
  return row?.total ?? 0;
}

async function countRuns(ctx: ServiceContext) {
  const [row] = await ctx.tx
    .select({ total: count() })
    .from(zeroTouchRuns)
    .where(inOrg(zeroTouchRuns, ctx.orgId, eq(zeroTouchRuns.isLatest, true)));
  return row?.total ?? 0;
}

const notAssessedRow = (vendor: { id: string; name: string }, rank: number): LeaderboardItem => ({
  rank,
  vendor_id: vendor.id,
  vendor_name: vendor.name,
  assessment_id: null,
  composite_score: null,
  risk_tier: null,
  status: "not_assessed",
  completed_at: null,
  created_at: null,
  review_status: null,
  components: [],
  coverage_percent: null,
  is_sufficient: false,
  insufficient_reason: "Not assessed: the vendor has no zero touch run.",
});

async function unfilteredPage(query: LeaderboardQuery, orgId: string): Promise<[SecondsRow[], number]> {
  const { page, total } = unfilteredStatements();
  const values = { orgId, limit: query.limit, offset: query.offset };
  const [rows, [count]] = await Promise.all([
    queryRows<SecondsRow>(db(), page.statement, page.bind(values), timestampsAsUnixSeconds),
    queryRows<{ count: string | number }>(db(), total.statement, total.bind(values)),
  ]);
  return [rows, Number(count?.count ?? 0)];
}

async function unfilteredPageIn(q: Queryable, orgId: string, query: LeaderboardQuery): Promise<[SecondsRow[], number]> {
  const statements = unfilteredLeaderboard(q, orgId, query.limit, query.offset);
  const [rows, [count]] = await Promise.all([statements.page, statements.total]);
  return [rows.map(inSeconds), count?.total ?? 0];
}
