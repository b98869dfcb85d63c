import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError } from "@/lib/api/errors";
import { type ChangeContext, describeActor, recordChange } from "@/lib/audit/changes";
import { bankSignalSeverity } from "@/lib/contract/bank-signals";
import { findInOrg, inOrg } from "@/lib/db/tenant";
import { keyCreatorUserId } from "@/lib/modules/api-keys";
import { findVendorInOrg } from "@/lib/modules/vendors";
import { insertBankAccount, updateBankAccount } from "../bank-accounts/apply";
import { checkBankDetails } from "../bank-accounts/checks";
import { recordProfileChange } from "../profile-change";
import type { BankReview } from "../schemas/bank-reviews";
import { type BankChangeReviewRow, bankChangeReviews, type VendorBankAccountRow, vendorBankAccounts } from "../tables";
import { findBankReviewInOrg, serializeBankReviews } from "./list";
import { openProposal } from "./proposal";

/** The rejection reason recorded when retiring an account rejects the change waiting on it. */
export const RETIRED_ACCOUNT_REASON = "The bank account was retired.";

/**
 * Locks what a decision changes, always in the order every bank write takes them (vendor, account,
 * review), then re-reads the review: of two reviewers deciding at once, the second finds it decided.
 */
async function lockPendingReview(ctx: ServiceContext, reviewId: string) {
  const unlocked = await findBankReviewInOrg(ctx.tx, ctx.orgId, reviewId);
  const vendor = await findVendorInOrg(ctx.tx, ctx.orgId, unlocked.vendorId, "update");
  const account = unlocked.bankAccountId
    ? await findInOrg(ctx.tx, vendorBankAccounts, ctx.orgId, unlocked.bankAccountId, {
        notFound: () => apiError("bank_review_decided"),
        lock: "update",
      })
    : null;
  const review = await findBankReviewInOrg(ctx.tx, ctx.orgId, reviewId, "update");
  if (review.status !== "pending") {
    throw apiError("bank_review_decided");
  }
  // Four eyes, admins included: whoever proposed a change cannot decide it.
  if (ctx.actor.type === "user" && (await proposingUserId(ctx, review)) === ctx.actor.userId) {
    throw apiError("own_change_review");
  }
  return { review, vendor, account };
}

/** The user behind a proposal: its dashboard user, or for an ak_ key the user who created the key. */
async function proposingUserId(ctx: ServiceContext, review: BankChangeReviewRow): Promise<string | null> {
  return review.proposedByType === "user"
    ? review.proposedById
    : keyCreatorUserId(ctx.tx, ctx.orgId, review.proposedById);
}

async function markDecided(
  ctx: ChangeContext,
  review: BankChangeReviewRow,
  decision: { status: "approved" | "rejected"; bankAccountId?: string; reason?: string; verificationNote?: string },
): Promise<BankChangeReviewRow> {
  const actor = await describeActor(ctx);
  const [row] = await ctx.tx
    .update(bankChangeReviews)
    .set({
      status: decision.status,
      bankAccountId: decision.bankAccountId ?? review.bankAccountId,
      decidedById: actor.id,
      decidedByName: actor.name,
      decidedAt: new Date(),
      rejectionReason: decision.reason ?? null,
      verificationNote: decision.verificationNote ?? null,
      updatedAt: new Date(),
    })
    .where(inOrg(bankChangeReviews, ctx.orgId, eq(bankChangeReviews.id, review.id)))
    .returning();
  if (!row) {
    throw new Error("The review update returned no row.");
  }
  // A rejection's own entry is the change feed's (under the review's ID, see rejectReview); an approval's
  // feed entry is under the account's ID, so the review records its decision here.
  if (decision.status === "approved") {
    await recordChange(ctx, {
      entityType: "bank_change_review",
      entityId: review.id,
      action: "approved",
      before: { status: review.status },
      after: {
        status: "approved",
        bank_account_id: row.bankAccountId,
        ...(row.verificationNote ? { verification_note: row.verificationNote } : {}),
      },
    });
  }
  return row;
}

/**
 * Approves a queued change and applies it atomically: a new account, or the new values on the live one.
 * The country rules run again, so a change that no longer passes them is refused (422) and stays pending.
 */
export async function approveBankChange(
  ctx: ServiceContext,
  { reviewId, verificationNote = null }: { reviewId: string; verificationNote?: string | null },
): Promise<BankReview> {
  const { review, vendor, account } = await lockPendingReview(ctx, reviewId);
  const note = verificationNote?.trim() || null;
  if (!note && review.signals.some((signal) => bankSignalSeverity(signal.code) === "high")) {
    throw apiError(
      "verification_note_required",
      "This change has a high fraud signal: say how it was verified (for example a call-back to a number already on file) in verification_note.",
    );
  }
  const proposal = openProposal(review);
  const details = await checkBankDetails(ctx.tx, ctx.orgId, vendor.id, proposal, proposal.currency);
  const fields = {
    currency: proposal.currency,
    bank_account_name: proposal.bank_account_name,
    is_primary: proposal.is_primary,
    statement_document_id: proposal.statement_document_id,
  };
  const applied: VendorBankAccountRow = account
    ? await updateBankAccount(ctx, account, details, fields, "approved")
    : await insertBankAccount(ctx, vendor.id, details, fields, review.source, "approved");
  const decided = await markDecided(ctx, review, {
    status: "approved",
    bankAccountId: applied.id,
    verificationNote: note ?? undefined,
  });
  const [serialized] = await serializeBankReviews(ctx.tx, ctx.orgId, [decided]);
  return serialized as BankReview;
}

/** Rejects a pending change: the change feed lists it under the review's ID with the reason. */
async function rejectReview(ctx: ChangeContext, review: BankChangeReviewRow, reason: string) {
  const decided = await markDecided(ctx, review, { status: "rejected", reason });
  await recordProfileChange(ctx, {
    vendorId: review.vendorId,
    entityType: "bank_account",
    entityId: review.id,
    action: "rejected",
    snapshot: {
      ...review.proposed,
      bank_account_id: review.bankAccountId,
      kind: review.kind,
      rejection_reason: reason,
    },
    reason,
  });
  return decided;
}

export async function rejectBankChange(
  ctx: ServiceContext,
  { reviewId, reason }: { reviewId: string; reason: string },
): Promise<BankReview> {
  const { review } = await lockPendingReview(ctx, reviewId);
  const decided = await rejectReview(ctx, review, reason);
  const [serialized] = await serializeBankReviews(ctx.tx, ctx.orgId, [decided]);
  return serialized as BankReview;
}

/** Retiring an account rejects the change waiting on it (the caller holds the account's lock). */
export async function rejectPendingChangeOf(ctx: ChangeContext, account: VendorBankAccountRow): Promise<void> {
  const [pending] = await ctx.tx
    .select()
    .from(bankChangeReviews)
    .where(
      inOrg(
        bankChangeReviews,
        ctx.orgId,
        eq(bankChangeReviews.bankAccountId, account.id),
        eq(bankChangeReviews.status, "pending"),
      ),
    )
    .for("update");
  if (pending) {
    await rejectReview(ctx, pending, RETIRED_ACCOUNT_REASON);
  }
}
