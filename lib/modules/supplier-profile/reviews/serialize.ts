import { bankSignalSeverity } from "@/lib/contract/bank-signals";
import { toUnixSeconds } from "@/lib/time";
import { accountSummary } from "../bank-accounts/summary";
import type { BankDetailsSummary } from "../schemas/bank-accounts";
import type { BankReview } from "../schemas/bank-reviews";
import type { BankChangeReviewRow, VendorBankAccountRow } from "../tables";

export interface BankReviewView {
  vendorName: string | null;
  /** The live account, for a change to an existing one. */
  account: VendorBankAccountRow | null;
  payingCountries: ReadonlySet<string>;
  /** For a proposal made with an ak_ key: the user who created the key, when one did. */
  keyCreatorUserId: string | null;
}

export function serializeBankReview(row: BankChangeReviewRow, view: BankReviewView): BankReview {
  return {
    id: row.id,
    vendor_id: row.vendorId,
    vendor_name: view.vendorName,
    bank_account_id: row.bankAccountId,
    kind: row.kind,
    status: row.status,
    proposed: row.proposed as BankDetailsSummary,
    current: row.kind === "update" && view.account ? accountSummary(view.account, view.payingCountries) : null,
    signals: row.signals.map((signal) => ({ ...signal, severity: bankSignalSeverity(signal.code) })),
    proposed_by: {
      type: row.proposedByType === "api_key" ? "api" : "user",
      id: row.proposedById,
      name: row.proposedByName,
      user_id: row.proposedByType === "api_key" ? view.keyCreatorUserId : row.proposedById,
    },
    decided_by: row.decidedById ? { id: row.decidedById, name: row.decidedByName } : null,
    decided_at: toUnixSeconds(row.decidedAt),
    rejection_reason: row.rejectionReason,
    verification_note: row.verificationNote,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
  };
}
