import { and, asc, count, eq, ilike, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import type { ReviewStatus, RiskTier, RunStatus, ScoredComponent } from "@/lib/contract/zero-touch";
import { db, type Queryable } from "@/lib/db/client";
import { preparedStatement } from "@/lib/db/prepared";
import { inOrg, type OrgRef } from "@/lib/db/tenant";
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
const columns = {
  vendorId: zeroTouchRuns.vendorId,
  vendorName: vendors.name,
  assessmentId: zeroTouchRuns.assessmentId,
  compositeScore: zeroTouchRuns.compositeScore,
  riskTier: zeroTouchRuns.riskTier,
  status: zeroTouchRuns.status,
  reviewStatus: zeroTouchRuns.reviewStatus,
  componentScores: zeroTouchRuns.componentScores,
  completedAt: zeroTouchRuns.completedAt,
  createdAt: zeroTouchRuns.createdAt,
};

interface Row {
  rank: number;
  vendorId: string;
  vendorName: string;
  assessmentId: string;
  compositeScore: number | null;
  riskTier: RiskTier | null;
  status: RunStatus;
  reviewStatus: ReviewStatus;
  componentScores: ScoredComponent[];
  completedAt: Date | null;
  createdAt: Date;
}

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const serialize = (row: Row) => ({
  rank: Number(row.rank),
  vendor_id: row.vendorId,
  vendor_name: row.vendorName,
  assessment_id: row.assessmentId,
  composite_score: row.compositeScore,
  risk_tier: row.riskTier,
  status: row.status,
  completed_at: toUnixSeconds(row.completedAt),
  created_at: toUnixSeconds(row.createdAt) ?? 0,
  review_status: row.reviewStatus,
  components: row.componentScores,
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

/** The usual request's statements (no search, no filter), prepared once per database. */
const unfilteredStatements = preparedStatement((database) => {
  const statements = unfilteredLeaderboard(
    database,
    sql.placeholder("orgId"),
    sql.placeholder("limit"),
    sql.placeholder("offset"),
  );
  return {
    page: statements.page.prepare("vrp_zero_touch_leaderboard"),
    total: statements.total.prepare("vrp_zero_touch_leaderboard_total"),
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
    const params = { orgId: ctx.orgId, limit: query.limit, offset: query.offset };
    const statements =
      ctx.tx === db()
        ? { page: unfilteredStatements().page.execute(params), total: unfilteredStatements().total.execute(params) }
        : unfilteredLeaderboard(ctx.tx, ctx.orgId, query.limit, query.offset);
    const [rows, [total]] = await Promise.all([statements.page, statements.total]);
    return {
      items: rows.map((row, index) => serialize({ ...row, rank: query.offset + index + 1 })),
      total: total?.total ?? 0,
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
    conditions.push(ilike(ranked.vendorName, likePattern(query.search)));
  }
  if (query.tier) {
    conditions.push(eq(ranked.riskTier, query.tier));
  }
  if (query.status) {
    conditions.push(eq(ranked.status, query.status));
  }
  if (query.review_status) {
    conditions.push(eq(ranked.reviewStatus, query.review_status));
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
    items: rows.map((row) => serialize(row as Row)),
    total: total?.total ?? 0,
    limit: query.limit,
    offset: query.offset,
  };
}
