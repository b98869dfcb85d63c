import { openJson } from "@/lib/secrets/sealed";
import type { BankValues } from "../bank-accounts/sealed-values";
import type { ProposedFields } from "../bank-accounts/summary";
import type { BankChangeReviewRow } from "../tables";

/** What a review holds sealed: the proposed bank details in full and the fields that come with them. */
export interface SealedProposal extends ProposedFields {
  bank_country: string;
  values: BankValues;
}

export const sealedProposalContext = (reviewId: string) => `bank_change_review:${reviewId}`;

export const openProposal = (review: BankChangeReviewRow) =>
  openJson<SealedProposal>(review.sealedProposal, sealedProposalContext(review.id));
