import { desc, eq, inArray, isNotNull, ne } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { portalAnswers, portalQuestions, portals } from "../tables";

export interface EarlierAnswer {
  portalId: string;
  answerText: string | null;
  selectedOptions: string[];
  comment: string | null;
  answeredAt: Date;
}

/**
 * The vendor's latest answer to each of these questions in an earlier request of the same organization
 * to the same vendor that was submitted, matched by the question's reuse key. Offered prefilled with a
 * "still accurate?" confirm; never counted as answered until confirmed.
 */
export async function earlierAnswers(
  q: Queryable,
  request: { id: string; orgId: string; vendorId: string },
  reuseKeys: readonly string[],
): Promise<Map<string, EarlierAnswer>> {
  if (reuseKeys.length === 0) {
    return new Map();
  }
  const rows = await q
    .select({
      reuseKey: portalQuestions.reuseKey,
      portalId: portalAnswers.portalId,
      answerText: portalAnswers.answerText,
      selectedOptions: portalAnswers.selectedOptions,
      comment: portalAnswers.comment,
      answeredAt: portalAnswers.updatedAt,
    })
    .from(portalAnswers)
    .innerJoin(
      portalQuestions,
      inOrg(portalQuestions, portalAnswers.orgId, eq(portalQuestions.id, portalAnswers.questionId)),
    )
    .innerJoin(portals, inOrg(portals, portalAnswers.orgId, eq(portals.id, portalAnswers.portalId)))
    .where(
      inOrg(
        portalAnswers,
        request.orgId,
        eq(portals.vendorId, request.vendorId),
        ne(portals.id, request.id),
        isNotNull(portals.submittedAt),
        eq(portalAnswers.confirmed, true),
        inArray(portalQuestions.reuseKey, [...new Set(reuseKeys)]),
      ),
    )
    .orderBy(desc(portalAnswers.updatedAt));
  const latest = new Map<string, EarlierAnswer>();
  for (const row of rows) {
    if (!latest.has(row.reuseKey)) {
      latest.set(row.reuseKey, row);
    }
  }
  return latest;
}
