import { and, asc, count, eq, ilike, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import type { ReviewStatus, RiskTier, RunStatus, ScoredComponent } from "@/lib/contract/zero-touch";
import { db, type Queryable } from "@/lib/db/client";
import { preparedStatement } from "@/lib/db/prepared";
import { bindableStatement, queryRows } from "@/lib/db/raw";
import { inOrg, type OrgRef } from "@/lib/db/tenant";
import { timestampsAsUnixSeconds } from "@/lib/db/unix-seconds";
import { vendors } from "@/lib/modules/vendors/tables";
import { toUnixSeconds } from "@/lib/time";
import { zeroTouchRuns } from "./tables";

export interface LeaderboardQuery {
  limit: number;
  offset: number;
  search?: string | undefined;
  tier?: RiskTier | undefined;
  status?: RunStatus | undefined;
  review_status?: ReviewStatus | undefined;
}

const order = [sql`${zeroTouchRuns.compositeScore} desc nulls last`, asc(zeroTouchRuns.vendorId)];
// Keyed by their SQL column names, so the builder's rows and the driver's (the unfiltered path's)
// have one shape.
const columns = {
  vendor_id: zeroTouchRuns.vendorId,
  name: vendors.name,
  assessment_id: zeroTouchRuns.assessmentId,
  composite_score: zeroTouchRuns.compositeScore,
  risk_tier: zeroTouchRuns.riskTier,
  status: zeroTouchRuns.status,
  review_status: zeroTouchRuns.reviewStatus,
  component_scores: zeroTouchRuns.componentScores,
  completed_at: zeroTouchRuns.completedAt,
  created_at: zeroTouchRuns.createdAt,
};

interface Row {
  vendor_id: string;
  name: string;
  assessment_id: string;
  composite_score: number | null;
  risk_tier: RiskTier | null;
  status: RunStatus;
  review_status: ReviewStatus;
  component_scores: ScoredComponent[];
  completed_at: Date | null;
  created_at: Date;
}

/** A row of the unfiltered statements, whose timestamps the driver hands over as Unix seconds. */
type SecondsRow = Omit<Row, "completed_at" | "created_at"> & { completed_at: number | null; created_at: number | null };

const inSeconds = (row: Row): SecondsRow => ({
  ...row,
  completed_at: toUnixSeconds(row.completed_at),
  created_at: toUnixSeconds(row.created_at),
});

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const serialize = (row: SecondsRow, rank: number) => ({
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
});

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
) {
  const latest = inOrg(zeroTouchRuns, orgId, eq(zeroTouchRuns.isLatest, true));
  return {
    page: q
      .select(columns)
      .from(zeroTouchRuns)
      .innerJoin(vendors, eq(vendors.id, zeroTouchRuns.vendorId))
      .where(latest)
      .orderBy(...order)
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
 * One row per vendor (its newest unarchived run), ranked across the organization by composite,
 * unscored last. Filters and search narrow the rows but keep each vendor's organization-wide rank.
 */
export async function leaderboard(ctx: ServiceContext, query: LeaderboardQuery) {
  const latest = inOrg(zeroTouchRuns, ctx.orgId, eq(zeroTouchRuns.isLatest, true));
  const filtered = query.search || query.tier || query.status || query.review_status;
  if (!filtered) {
    // Outside a transaction (a read), the prepared statements; inside one, the same statements built.
    const [rows, total] =
      ctx.tx === db() ? await unfilteredPage(query, ctx.orgId) : await unfilteredPageIn(ctx.tx, ctx.orgId, query);
    return {
      items: rows.map((row, index) => serialize(row, query.offset + index + 1)),
      total,
      limit: query.limit,
      offset: query.offset,
    };
  }
  const ranked = ctx.tx.$with("ranked").as(
    ctx.tx
      .select({
        ...columns,
        rank: sql<number>`row_number() over (order by ${zeroTouchRuns.compositeScore} desc nulls last, ${zeroTouchRuns.vendorId})`.as(
          "rank",
        ),
      })
      .from(zeroTouchRuns)
      .innerJoin(vendors, eq(vendors.id, zeroTouchRuns.vendorId))
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
    items: rows.map((row) => serialize(inSeconds(row), Number(row.rank))),
    total: total?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}

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
