import { eq } from "drizzle-orm";
import type { ServiceContext } from "@/lib/api/context";
import { apiError } from "@/lib/api/errors";
import { describeActor, recordChange } from "@/lib/audit/changes";
import { inOrg } from "@/lib/db/tenant";
import { newId } from "@/lib/ids";
import type { VendorRow } from "@/lib/modules/vendors";
import { sealJson } from "@/lib/secrets/sealed";
import type { CheckedBankDetails } from "../bank-accounts/checks";
import { payingCountries, paymentRoute } from "../bank-accounts/payment-route";
import { accountFingerprint } from "../bank-accounts/sealed-values";
import { type ProposedFields, proposedSummary } from "../bank-accounts/summary";
import { bankChangeReviews, type RecordSource, type VendorBankAccountRow } from "../tables";
import { type SealedProposal, sealedProposalContext } from "./proposal";
import { bankChangeSignals } from "./signals";

export interface BankChangeProposal {
  vendor: VendorRow;
  /** The account to change; null for a new account. */
  account: VendorBankAccountRow | null;
  details: CheckedBankDetails;
  fields: ProposedFields;
  source: RecordSource;
}

/**
 * Queues a bank change for review: the proposed values sealed, what a reviewer may see of them, and the
 * fraud signals that apply. The live account keeps its details until a reviewer approves.
 */
export async function proposeBankChange(
  ctx: ServiceContext,
  proposal: BankChangeProposal,
): Promise<{ review_id: string }> {
  const { vendor, account, details, fields } = proposal;
  if (account) {
    const [pending] = await ctx.tx
      .select({ id: bankChangeReviews.id })
      .from(bankChangeReviews)
      .where(
        inOrg(
          bankChangeReviews,
          ctx.orgId,
          eq(bankChangeReviews.bankAccountId, account.id),
          eq(bankChangeReviews.status, "pending"),
        ),
      )
      .limit(1);
    if (pending) {
      throw apiError("bank_change_pending");
    }
  }
  const countries = await payingCountries(ctx.tx, ctx.orgId, vendor.id);
  const summary = proposedSummary(details, fields, countries);
  const signals = await bankChangeSignals(ctx.tx, ctx.orgId, {
    vendor,
    details,
    current: account,
    currentRoute: account ? paymentRoute(account.bankCountry, countries) : null,
    proposedRoute: summary.payment_route,
  });
  const id = newId("bankChangeReview");
  const sealed: SealedProposal = { bank_country: details.bankCountry, values: details.values, ...fields };
  const actor = await describeActor(ctx);
  await ctx.tx.insert(bankChangeReviews).values({
    id,
    orgId: ctx.orgId,
    vendorId: vendor.id,
    bankAccountId: account?.id ?? null,
    kind: account ? "update" : "create",
    sealedProposal: sealJson(sealed, sealedProposalContext(id)),
    proposed: summary,
    identityFingerprint: accountFingerprint(details.identity),
    signals,
    source: proposal.source,
    proposedByType: actor.type === "api_key" ? "api_key" : "user",
    proposedById: actor.id ?? "",
    proposedByName: actor.name,
  });
  await recordChange(ctx, {
    entityType: "bank_change_review",
    entityId: id,
    entityName: vendor.name,
    action: "proposed",
    after: { vendor_id: vendor.id, bank_account_id: account?.id ?? null, proposed: summary, signals },
  });
  return { review_id: id };
}
