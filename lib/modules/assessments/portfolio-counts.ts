import { count, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { assessments } from "./tables";

/*
 * The organization's assessments counted for the dashboard. Each takes `shown`, the condition of
 * `shownAssessments` (zero touch runs are assessments too, left out while that module is off), read
 * once by the caller for all of them.
 */

/** How many of the organization's shown assessments have each status (archived ones included). */
export function assessmentCountsByStatus(q: Queryable, orgId: string, shown: SQL | undefined) {
  return q
    .select({ status: assessments.status, count: count() })
    .from(assessments)
    .where(inOrg(assessments, orgId, shown))
    .groupBy(assessments.status);
}

/**
 * How many shown, unarchived, scored assessments fall in each of `bands` equal score bands: band
 * `floor(score × bands)`, a score of 1 in the last.
 */
export function assessmentCountsByScoreBand(q: Queryable, orgId: string, shown: SQL | undefined, bands: number) {
  // Constants inlined: GROUP BY must repeat the select expression exactly, bound parameters would differ.
  const band = sql<number>`least(floor(${assessments.scorePercent} * ${sql.raw(String(bands))}), ${sql.raw(String(bands - 1))})::int`;
  return q
    .select({ band, count: count() })
    .from(assessments)
    .where(inOrg(assessments, orgId, shown, eq(assessments.isArchived, false), isNotNull(assessments.scorePercent)))
    .groupBy(band);
}

/**
 * One row: how many shown, unarchived assessments have a score, and their average score (null when
 * none).
 */
export function assessmentScoreStats(q: Queryable, orgId: string, shown: SQL | undefined) {
  return q
    .select({ scored: count(), average: sql<number | null>`avg(${assessments.scorePercent})::float8` })
    .from(assessments)
    .where(inOrg(assessments, orgId, shown, eq(assessments.isArchived, false), isNotNull(assessments.scorePercent)));
}
