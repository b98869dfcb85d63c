/**
 * Bank account writes, above the accounts' own code and the reviews': each write either applies at
 * once (bank-accounts/apply.ts) or is proposed for review (reviews/propose.ts).
 */
import { isDeepStrictEqual } from "node:util";
import { asc, eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError, notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { findInOrg, inOrg } from "@/lib/db/tenant";
import { getOrganization } from "@/lib/modules/org";
import { findVendorInOrg } from "@/lib/modules/vendors";
import { insertBankAccount, retireBankAccountRow, updateBankAccount } from "./bank-accounts/apply";
import { checkBankDetails, checkStatementDocument } from "./bank-accounts/checks";
import { payingCountries } from "./bank-accounts/payment-route";
import { openAccountValues } from "./bank-accounts/sealed-values";
import { serializeBankAccount } from "./bank-accounts/serialize";
import { sourceOf } from "./record-source";
import { rejectPendingChangeOf } from "./reviews/decide";
import { proposeBankChange } from "./reviews/propose";
import type { BankAccount, CreateBankAccountInput, UpdateBankAccountInput } from "./schemas/bank-accounts";
import { bankChangeReviews, vendorBankAccounts } from "./tables";

/** A write applied at once (201/200) or queued for a reviewer (202). */
export type BankWriteResult = { applied: BankAccount } | { queued: { review_id: string } };

const holdsScope = (ctx: ServiceContext, scope: string) =>
  ctx.actor.type === "api_key" && ctx.actor.scopes.includes(scope);

/**
 * Whether a bank write waits for review: when the organization requires review (the default), unless
 * the key holds review:sensitive_changes. A dashboard session never skips review.
 */
async function reviewRequired(ctx: ServiceContext): Promise<boolean> {
  if (holdsScope(ctx, "review:sensitive_changes")) {
    return false;
  }
  return (await getOrganization(ctx, ctx.orgId)).bankChangeReviewRequired;
}

export async function findBankAccountInOrg(
  q: Queryable,
  orgId: string,
  vendorId: string,
  accountId: string,
  lock?: "update",
) {
  return findInOrg(q, vendorBankAccounts, orgId, accountId, {
    notFound: () => notFound("bank_account_not_found"),
    where: eq(vendorBankAccounts.vendorId, vendorId),
    lock,
  });
}

async function pendingReviewsOf(q: Queryable, orgId: string, vendorId: string) {
  const rows = await q
    .select()
    .from(bankChangeReviews)
    .where(
      inOrg(
        bankChangeReviews,
        orgId,
        eq(bankChangeReviews.vendorId, vendorId),
        eq(bankChangeReviews.status, "pending"),
      ),
    );
  return new Map(rows.flatMap((row) => (row.bankAccountId ? [[row.bankAccountId, row] as const] : [])));
}

/**
 * GET /v1/vendors/{vendor_id}/bank_accounts: masked for everyone; `values` in full only for a key
 * holding banking:read.
 */
export async function listBankAccounts(ctx: ServiceContext, { vendorId }: { vendorId: string }) {
  const rows = await ctx.tx
    .select()
    .from(vendorBankAccounts)
    .where(inOrg(vendorBankAccounts, ctx.orgId, eq(vendorBankAccounts.vendorId, vendorId)))
    .orderBy(asc(vendorBankAccounts.createdAt), asc(vendorBankAccounts.id));
  const countries = await payingCountries(ctx.tx, ctx.orgId, vendorId);
  const pending = await pendingReviewsOf(ctx.tx, ctx.orgId, vendorId);
  const unmasked = holdsScope(ctx, "banking:read");
  const items = rows.map((row) =>
    serializeBankAccount(row, {
      payingCountries: countries,
      pending: pending.get(row.id) ?? null,
      values: unmasked ? openAccountValues(row) : null,
    }),
  );
  return { items, total: items.length };
}

export async function getBankAccount(
  ctx: ServiceContext,
  { vendorId, bankAccountId: accountId }: { vendorId: string; bankAccountId: string },
): Promise<BankAccount> {
  const row = await findBankAccountInOrg(ctx.tx, ctx.orgId, vendorId, accountId);
  const pending = await pendingReviewsOf(ctx.tx, ctx.orgId, vendorId);
  const countries = await payingCountries(ctx.tx, ctx.orgId, vendorId);
  return serializeBankAccount(row, { payingCountries: countries, pending: pending.get(row.id) ?? null });
}

export async function createBankAccount(
  ctx: ServiceContext,
  { vendorId, body: input }: { vendorId: string; body: CreateBankAccountInput },
): Promise<BankWriteResult> {
  // The vendor's lock serialises its bank writes (one primary, one pending change per account).
  const vendor = await findVendorInOrg(ctx.tx, ctx.orgId, vendorId, "update");
  const currency = input.currency ?? null;
  const details = await checkBankDetails(ctx.tx, ctx.orgId, vendorId, input, currency);
  await checkStatementDocument(ctx.tx, ctx.orgId, vendorId, input.statement_document_id);
  const fields = {
    currency,
    bank_account_name: input.bank_account_name ?? null,
    is_primary: input.is_primary ?? false,
    statement_document_id: input.statement_document_id ?? null,
  };
  if (await reviewRequired(ctx)) {
    return {
      queued: await proposeBankChange(ctx, { vendor, account: null, details, fields, source: sourceOf(ctx.actor) }),
    };
  }
  const row = await insertBankAccount(ctx, vendorId, details, fields, sourceOf(ctx.actor), "direct");
  return { applied: await getBankAccount(ctx, { vendorId, bankAccountId: row.id }) };
}

/**
 * PATCH: `values` replaces the whole set. Equal values (and bank country) apply the other fields at
 * once, without review; any difference is a bank change, queued for review when review is required.
 */
export async function updateBankAccountDetails(
  ctx: ServiceContext,
  {
    vendorId,
    bankAccountId: accountId,
    body: input,
  }: { vendorId: string; bankAccountId: string; body: UpdateBankAccountInput },
): Promise<BankWriteResult> {
  const vendor = await findVendorInOrg(ctx.tx, ctx.orgId, vendorId, "update");
  const account = await findBankAccountInOrg(ctx.tx, ctx.orgId, vendorId, accountId, "update");
  if (account.status === "retired") {
    throw apiError("bank_account_retired");
  }
  const currency = input.currency !== undefined ? input.currency : account.currency;
  const details = await checkBankDetails(ctx.tx, ctx.orgId, vendorId, input, currency);
  await checkStatementDocument(ctx.tx, ctx.orgId, vendorId, input.statement_document_id);
  const fields = {
    currency: input.currency,
    bank_account_name: input.bank_account_name,
    is_primary: input.is_primary,
    statement_document_id: input.statement_document_id,
  };
  const sameDetails =
    details.bankCountry === account.bankCountry && isDeepStrictEqual(details.values, openAccountValues(account));
  if (sameDetails) {
    await updateBankAccount(ctx, account, null, fields, "direct");
    return { applied: await getBankAccount(ctx, { vendorId, bankAccountId: accountId }) };
  }
  if (await reviewRequired(ctx)) {
    const proposed = {
      currency,
      bank_account_name: input.bank_account_name !== undefined ? input.bank_account_name : account.bankAccountName,
      is_primary: input.is_primary ?? account.isPrimary,
      statement_document_id:
        input.statement_document_id !== undefined ? input.statement_document_id : account.statementDocumentId,
    };
    return {
      queued: await proposeBankChange(ctx, { vendor, account, details, fields: proposed, source: sourceOf(ctx.actor) }),
    };
  }
  await updateBankAccount(ctx, account, details, fields, "direct");
  return { applied: await getBankAccount(ctx, { vendorId, bankAccountId: accountId }) };
}

/** Retire never waits for review; retiring a retired account changes nothing. */
export async function retireBankAccount(
  ctx: ServiceContext,
  { vendorId, bankAccountId: accountId }: { vendorId: string; bankAccountId: string },
): Promise<BankAccount> {
  await findVendorInOrg(ctx.tx, ctx.orgId, vendorId, "update");
  const account = await findBankAccountInOrg(ctx.tx, ctx.orgId, vendorId, accountId, "update");
  if (account.status !== "retired") {
    await rejectPendingChangeOf(ctx, account);
    await retireBankAccountRow(ctx, account);
  }
  return getBankAccount(ctx, { vendorId, bankAccountId: accountId });
}
