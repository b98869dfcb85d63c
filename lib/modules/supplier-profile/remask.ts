import { asc, eq, gt } from "drizzle-orm";
import { type RewritableEntry, rewriteChangeEntries } from "@/lib/audit/rewrite";
import type { FieldChange } from "@/lib/audit/tables";
import { changeInBatches, WRITE_BATCH_SIZE } from "@/lib/db/batches";
import { inOrg } from "@/lib/db/tenant";
import { defineJob, exponentialBackoff } from "@/lib/jobs";
import { MASK, maskOfTail, shownTail } from "@/lib/secrets/mask";
import { openAccountValues } from "./bank-accounts/sealed-values";
import { accountNumberForMasking } from "./country-rules";
import { openProposal } from "./reviews/proposal";
import { bankChangeReviews, vendorBankAccounts } from "./tables";

/** Rows re-masked per transaction. */
const BATCH = WRITE_BATCH_SIZE;

/**
 * The tails a group of records may show: an account with every review of it, or a review of a new
 * account not (yet) created. Only tails of values long enough to show one (lib/secrets/mask.ts).
 */
type ShownTails = Set<string>;

interface RemaskCounts {
  accounts: number;
  reviews: number;
  changeEntries: number;
}

const tailsOf = (values: Record<string, string>) => ({
  accountNumber: shownTail(accountNumberForMasking(values)),
  iban: shownTail(values.iban),
});

function addShown(group: ShownTails, ...tails: (string | null)[]) {
  for (const tail of tails) {
    if (tail) {
      group.add(tail);
    }
  }
}

/**
 * Brings an organization's stored masks under the shared rule: before it, a number shorter than 8
 * characters was stored and shown as `****` and its last four, which for a 4-digit account number is
 * all of it. Recomputes the tails of bank accounts and proposed changes from their sealed values, then
 * rewrites the change log and change feed entries of bank accounts and reviews: an account number mask
 * there keeps its tail only when that tail belongs to a value of the same account (or review) long
 * enough to show one. A tail that no stored value accounts for (a number replaced since) is dropped:
 * the history then shows `****`, never more than the rule allows.
 */
export async function remaskOrganization(orgId: string): Promise<RemaskCounts> {
  const groups = new Map<string, ShownTails>();
  const groupOf = (id: string) => {
    let group = groups.get(id);
    if (!group) {
      group = new Set();
      groups.set(id, group);
    }
    return group;
  };

  const accounts = await changeInBatches(
    BATCH,
    (tx, after) =>
      tx
        .select()
        .from(vendorBankAccounts)
        .where(inOrg(vendorBankAccounts, orgId, gt(vendorBankAccounts.id, after)))
        .orderBy(asc(vendorBankAccounts.id))
        .limit(BATCH)
        .for("update"),
    async (tx, account) => {
      const tails = tailsOf(openAccountValues(account));
      addShown(groupOf(account.id), tails.accountNumber, tails.iban);
      if (tails.accountNumber === account.accountNumberLast4 && tails.iban === account.ibanLast4) {
        return false;
      }
      await tx
        .update(vendorBankAccounts)
        .set({ accountNumberLast4: tails.accountNumber, ibanLast4: tails.iban })
        .where(inOrg(vendorBankAccounts, orgId, eq(vendorBankAccounts.id, account.id)));
      return true;
    },
  );

  const reviews = await changeInBatches(
    BATCH,
    (tx, after) =>
      tx
        .select()
        .from(bankChangeReviews)
        .where(inOrg(bankChangeReviews, orgId, gt(bankChangeReviews.id, after)))
        .orderBy(asc(bankChangeReviews.id))
        .limit(BATCH)
        .for("update"),
    async (tx, review) => {
      const tails = tailsOf(openProposal(review).values);
      const group = review.bankAccountId ? groupOf(review.bankAccountId) : groupOf(review.id);
      groups.set(review.id, group);
      addShown(group, tails.accountNumber, tails.iban);
      const proposed = {
        ...review.proposed,
        account_number_masked: maskOfTail(tails.accountNumber),
        iban_masked: maskOfTail(tails.iban),
      };
      if (
        proposed.account_number_masked === review.proposed.account_number_masked &&
        proposed.iban_masked === review.proposed.iban_masked
      ) {
        return false;
      }
      await tx
        .update(bankChangeReviews)
        .set({ proposed })
        .where(inOrg(bankChangeReviews, orgId, eq(bankChangeReviews.id, review.id)));
      return true;
    },
  );

  const changeEntries = await rewriteChangeEntries(orgId, ["bank_account", "bank_change_review"], (entry) =>
    remaskEntry(entry, groups.get(entry.targetId) ?? new Set()),
  );
  return { accounts, reviews, changeEntries };
}

const maskPattern = /^\*{4}(.{1,4})$/;

/** A mask as the rule allows it, given the tails the entry's record may show. */
function allowedMask(value: unknown, shown: ShownTails): unknown {
  if (typeof value !== "string") {
    return value;
  }
  const tail = maskPattern.exec(value)?.[1];
  return tail === undefined || shown.has(tail) ? value : MASK;
}

/** Account number masks anywhere in a logged object: under their own key, or as a field change's values. */
function remaskValue(value: unknown, shown: ShownTails): unknown {
  if (Array.isArray(value)) {
    return value.map((item) => remaskValue(item, shown));
  }
  if (value === null || typeof value !== "object") {
    return value;
  }
  const record = value as Record<string, unknown>;
  if (record.field === "account_number_masked" && "before" in record && "after" in record) {
    return { ...record, before: allowedMask(record.before, shown), after: allowedMask(record.after, shown) };
  }
  return Object.fromEntries(
    Object.entries(record).map(([key, inner]) => [
      key,
      key === "account_number_masked" ? allowedMask(inner, shown) : remaskValue(inner, shown),
    ]),
  );
}

function remaskEntry(entry: RewritableEntry, shown: ShownTails): RewritableEntry {
  return {
    ...entry,
    // An account without a name is named by its mask.
    targetName: allowedMask(entry.targetName, shown) as string | null,
    changes: remaskValue(entry.changes, shown) as FieldChange[],
    snapshot: remaskValue(entry.snapshot, shown) as Record<string, unknown> | null,
  };
}

/** Once per organization after the shared masking rule arrived (enqueued by migration 0021). */
export const remaskJob = defineJob<Record<string, never>>({
  type: "supplier_profile.remask",
  maxAttempts: 5,
  retryDelaySeconds: exponentialBackoff(60, 3600),
  async handle(_payload, context) {
    if (context.orgId) {
      await remaskOrganization(context.orgId);
    }
  },
});
