import { eq, not, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { db } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { defineScheduledJob, exponentialBackoff } from "@/lib/jobs";
import { keyring } from "@/lib/secrets/keyring";
import { open, seal, sealJson } from "@/lib/secrets/sealed";
import { accountFingerprint, openAccountValues, sealAccountValues } from "./bank-accounts/sealed-values";
import { bankAccountIdentity } from "./country-rules";
import { openProposal, sealedProposalContext } from "./reviews/proposal";
import { bankChangeReviews, vendorBankAccounts, vendorTaxRegistrations } from "./tables";

/** Rows re-sealed per table and run; the schedule comes back for the rest. */
const BATCH = 200;

/** Sealed with a key other than the current one (sealed values start `v1.<key id>.`). */
const sealedWithOldKey = (column: AnyPgColumn): SQL =>
  not(sql`starts_with(${column}, ${`v1.${keyring().current.id}.`})`);

/**
 * After a key rotation (a new BANKING_ENCRYPTION_KEY, the old one in BANKING_ENCRYPTION_PREVIOUS_KEYS),
 * re-seals the organization's bank accounts, bank change proposals and tax identifiers under the
 * current key and recomputes their fingerprints, a batch per table and run. Once no row names the old
 * key, it can leave BANKING_ENCRYPTION_PREVIOUS_KEYS. Returns how many rows it re-sealed.
 */
export async function resealOrganization(orgId: string): Promise<number> {
  return db().transaction(async (tx) => {
    let resealed = 0;
    const accounts = await tx
      .select()
      .from(vendorBankAccounts)
      .where(inOrg(vendorBankAccounts, orgId, sealedWithOldKey(vendorBankAccounts.sealedValues)))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    for (const account of accounts) {
      const values = openAccountValues(account);
      await tx
        .update(vendorBankAccounts)
        .set({
          sealedValues: sealAccountValues(account.id, values),
          identityFingerprint: accountFingerprint(bankAccountIdentity(account.bankCountry ?? "", values)),
        })
        .where(inOrg(vendorBankAccounts, orgId, eq(vendorBankAccounts.id, account.id)));
      resealed += 1;
    }
    const reviews = await tx
      .select()
      .from(bankChangeReviews)
      .where(inOrg(bankChangeReviews, orgId, sealedWithOldKey(bankChangeReviews.sealedProposal)))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    for (const review of reviews) {
      const proposal = openProposal(review);
      await tx
        .update(bankChangeReviews)
        .set({
          sealedProposal: sealJson(proposal, sealedProposalContext(review.id)),
          identityFingerprint: accountFingerprint(bankAccountIdentity(proposal.bank_country, proposal.values)),
        })
        .where(inOrg(bankChangeReviews, orgId, eq(bankChangeReviews.id, review.id)));
      resealed += 1;
    }
    const registrations = await tx
      .select()
      .from(vendorTaxRegistrations)
      .where(inOrg(vendorTaxRegistrations, orgId, sealedWithOldKey(vendorTaxRegistrations.sealedValue)))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    for (const registration of registrations) {
      await tx
        .update(vendorTaxRegistrations)
        .set({ sealedValue: seal(open(registration.sealedValue, registration.id), registration.id) })
        .where(inOrg(vendorTaxRegistrations, orgId, eq(vendorTaxRegistrations.id, registration.id)));
      resealed += 1;
    }
    return resealed;
  });
}

/** Hourly, for each organization with the module on (the schedule has a name of its own, in its dedupe keys). */
export const { job: resealJob, schedule: resealSchedule } = defineScheduledJob<Record<string, never>>({
  type: "supplier_profile.reseal",
  scheduleName: "supplier_profile.reseal_hourly",
  everySeconds: 3600,
  maxAttempts: 5,
  retryDelaySeconds: exponentialBackoff(60, 3600),
  async handle(_payload, context) {
    if (context.orgId) {
      await resealOrganization(context.orgId);
    }
  },
});
