import { desc, eq, inArray } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { listPage } from "@/lib/db/list-page";
import { findInOrg, inOrg } from "@/lib/db/tenant";
import { keyCreatorUserIds } from "@/lib/modules/api-keys";
import { vendorNamesInOrg } from "@/lib/modules/vendors";
import { payingCountries } from "../bank-accounts/payment-route";
import type { BankReview, BankReviewFilters } from "../schemas/bank-reviews";
import { type BankChangeReviewRow, bankChangeReviews, vendorBankAccounts } from "../tables";
import { serializeBankReview } from "./serialize";

export async function findBankReviewInOrg(q: Queryable, orgId: string, reviewId: string, lock?: "update") {
  return findInOrg(q, bankChangeReviews, orgId, reviewId, {
    notFound: () => notFound("bank_review_not_found"),
    lock,
  });
}

/** Serialises reviews with their vendors' names, live accounts and paying countries, read once per list. */
export async function serializeBankReviews(
  q: Queryable,
  orgId: string,
  rows: BankChangeReviewRow[],
): Promise<BankReview[]> {
  if (rows.length === 0) {
    return [];
  }
  const vendorIds = [...new Set(rows.map((row) => row.vendorId))];
  const accountIds = rows.flatMap((row) => (row.bankAccountId ? [row.bankAccountId] : []));
  const names = await vendorNamesInOrg(q, orgId, vendorIds);
  const accounts =
    accountIds.length > 0
      ? await q
          .select()
          .from(vendorBankAccounts)
          .where(inOrg(vendorBankAccounts, orgId, inArray(vendorBankAccounts.id, accountIds)))
      : [];
  const countries = new Map<string, Set<string>>();
  for (const vendorId of vendorIds) {
    countries.set(vendorId, await payingCountries(q, orgId, vendorId));
  }
  const keyCreators = await keyCreatorUserIds(
    q,
    orgId,
    rows.flatMap((row) => (row.proposedByType === "api_key" ? [row.proposedById] : [])),
  );
  const accountsById = new Map(accounts.map((row) => [row.id, row]));
  return rows.map((row) =>
    serializeBankReview(row, {
      vendorName: names.get(row.vendorId) ?? null,
      account: row.bankAccountId ? (accountsById.get(row.bankAccountId) ?? null) : null,
      payingCountries: countries.get(row.vendorId) ?? new Set(),
      keyCreatorUserId: row.proposedByType === "api_key" ? (keyCreators.get(row.proposedById) ?? null) : null,
    }),
  );
}

/** GET /v1/bank_reviews: newest first, by status and vendor. */
export async function listBankReviews(ctx: ServiceContext, filters: BankReviewFilters) {
  const page = await listPage(
    ctx.tx,
    bankChangeReviews,
    inOrg(
      bankChangeReviews,
      ctx.orgId,
      filters.status ? eq(bankChangeReviews.status, filters.status) : undefined,
      filters.vendor_id ? eq(bankChangeReviews.vendorId, filters.vendor_id) : undefined,
    ),
    [desc(bankChangeReviews.createdAt), desc(bankChangeReviews.id)],
    filters,
    (row) => row,
  );
  return { ...page, items: await serializeBankReviews(ctx.tx, ctx.orgId, page.items) };
}

export async function getBankReview(ctx: ServiceContext, reviewId: string): Promise<BankReview> {
  const row = await findBankReviewInOrg(ctx.tx, ctx.orgId, reviewId);
  const [review] = await serializeBankReviews(ctx.tx, ctx.orgId, [row]);
  if (!review) {
    throw notFound("bank_review_not_found");
  }
  return review;
}
