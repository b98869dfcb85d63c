import { eq, ne, sql } from "drizzle-orm";
import { type ChangeContext, diffObjects } from "@/lib/audit/changes";
import { inOrg } from "@/lib/db/tenant";
import { recordDomainEvent } from "@/lib/events/record";
import { newId } from "@/lib/ids";
import { maskOfTail } from "@/lib/secrets/mask";
import { recordProfileChange } from "../profile-change";
import { type RecordSource, type VendorBankAccountRow, vendorBankAccounts } from "../tables";
import type { CheckedBankDetails } from "./checks";
import { payingCountries } from "./payment-route";
import { accountFingerprint, sealAccountValues } from "./sealed-values";
import { bankAccountSnapshot } from "./serialize";

/** The fields of a bank write besides the bank details themselves. */
export interface BankAccountFields {
  currency?: string | null;
  bank_account_name?: string | null;
  is_primary?: boolean;
  statement_document_id?: string | null;
}

/** How the change feed names a change applied here: directly, or by a reviewer's approval. */
export type AppliedAs = "direct" | "approved";

const accountName = (row: VendorBankAccountRow) =>
  row.bankAccountName ?? maskOfTail(row.ibanLast4 ?? row.accountNumberLast4) ?? "Bank account";

/** At most one primary account per vendor: making one primary demotes the others (under the vendor's lock). */
async function demoteOtherPrimaries(ctx: ChangeContext, vendorId: string, exceptId: string): Promise<void> {
  await ctx.tx
    .update(vendorBankAccounts)
    .set({ isPrimary: false, updatedAt: new Date() })
    .where(
      inOrg(
        vendorBankAccounts,
        ctx.orgId,
        eq(vendorBankAccounts.vendorId, vendorId),
        ne(vendorBankAccounts.id, exceptId),
        sql`${vendorBankAccounts.isPrimary}`,
      ),
    );
}

function detailColumns(accountId: string, details: CheckedBankDetails) {
  return {
    bankCountry: details.bankCountry,
    sealedValues: sealAccountValues(accountId, details.values),
    accountNumberLast4: details.accountNumberLast4,
    ibanLast4: details.ibanLast4,
    swiftBic: details.swiftBic,
    identityFingerprint: accountFingerprint(details.identity),
    validationStatus: details.validationStatus,
    validationResults: details.validationResults,
    countryConfigVersion: details.countryConfigVersion,
  };
}

/** Creates the account (VendorBankAccount.Created), recorded in the change feed as created or approved. */
export async function insertBankAccount(
  ctx: ChangeContext,
  vendorId: string,
  details: CheckedBankDetails,
  fields: BankAccountFields,
  source: RecordSource,
  appliedAs: AppliedAs,
): Promise<VendorBankAccountRow> {
  const id = newId("vendorBankAccount");
  if (fields.is_primary) {
    await demoteOtherPrimaries(ctx, vendorId, id);
  }
  const [row] = await ctx.tx
    .insert(vendorBankAccounts)
    .values({
      id,
      orgId: ctx.orgId,
      vendorId,
      ...detailColumns(id, details),
      currency: fields.currency ?? null,
      bankAccountName: fields.bank_account_name ?? null,
      isPrimary: fields.is_primary ?? false,
      statementDocumentId: fields.statement_document_id ?? null,
      source,
    })
    .returning();
  if (!row) {
    throw new Error("The bank account insert returned no row.");
  }
  const after = bankAccountSnapshot(row, await payingCountries(ctx.tx, ctx.orgId, vendorId));
  await recordProfileChange(ctx, {
    vendorId,
    entityType: "bank_account",
    entityId: id,
    entityName: accountName(row),
    action: appliedAs === "approved" ? "approved" : "created",
    after,
  });
  await recordDomainEvent(ctx.tx, ctx.orgId, "VendorBankAccount.Created", {
    vendor_bank_account_id: id,
    vendor_id: vendorId,
  });
  return row;
}

/**
 * Applies new bank details (when given) and the other fields to an account. Records the change and
 * fires VendorBankAccount.Updated only when something the API shows changed; an approval is always
 * recorded, as approved.
 */
export async function updateBankAccount(
  ctx: ChangeContext,
  current: VendorBankAccountRow,
  details: CheckedBankDetails | null,
  fields: BankAccountFields,
  appliedAs: AppliedAs,
): Promise<VendorBankAccountRow> {
  if (fields.is_primary) {
    await demoteOtherPrimaries(ctx, current.vendorId, current.id);
  }
  const [row] = await ctx.tx
    .update(vendorBankAccounts)
    .set({
      ...(details ? detailColumns(current.id, details) : {}),
      ...(fields.currency !== undefined ? { currency: fields.currency } : {}),
      ...(fields.bank_account_name !== undefined ? { bankAccountName: fields.bank_account_name } : {}),
      ...(fields.is_primary !== undefined ? { isPrimary: fields.is_primary } : {}),
      ...(fields.statement_document_id !== undefined ? { statementDocumentId: fields.statement_document_id } : {}),
      updatedAt: new Date(),
    })
    .where(inOrg(vendorBankAccounts, ctx.orgId, eq(vendorBankAccounts.id, current.id)))
    .returning();
  if (!row) {
    throw new Error("The bank account update returned no row.");
  }
  const countries = await payingCountries(ctx.tx, ctx.orgId, current.vendorId);
  const before = bankAccountSnapshot(current, countries);
  const after = bankAccountSnapshot(row, countries);
  const changed = diffObjects(before, after).length > 0 || current.sealedValues !== row.sealedValues;
  if (!changed && appliedAs === "direct") {
    return row;
  }
  await recordProfileChange(ctx, {
    vendorId: current.vendorId,
    entityType: "bank_account",
    entityId: current.id,
    entityName: accountName(row),
    action: appliedAs === "approved" ? "approved" : "updated",
    before,
    after,
  });
  await recordDomainEvent(ctx.tx, ctx.orgId, "VendorBankAccount.Updated", {
    vendor_bank_account_id: current.id,
    vendor_id: current.vendorId,
  });
  return row;
}

/** Retires the account (VendorBankAccount.Retired); it stops being primary. */
export async function retireBankAccountRow(ctx: ChangeContext, current: VendorBankAccountRow) {
  const [row] = await ctx.tx
    .update(vendorBankAccounts)
    .set({ status: "retired", isPrimary: false, retiredAt: new Date(), updatedAt: new Date() })
    .where(inOrg(vendorBankAccounts, ctx.orgId, eq(vendorBankAccounts.id, current.id)))
    .returning();
  if (!row) {
    throw new Error("The bank account retire returned no row.");
  }
  const countries = await payingCountries(ctx.tx, ctx.orgId, current.vendorId);
  await recordProfileChange(ctx, {
    vendorId: current.vendorId,
    entityType: "bank_account",
    entityId: current.id,
    entityName: accountName(row),
    action: "retired",
    before: bankAccountSnapshot(current, countries),
    after: bankAccountSnapshot(row, countries),
  });
  await recordDomainEvent(ctx.tx, ctx.orgId, "VendorBankAccount.Retired", {
    vendor_bank_account_id: current.id,
    vendor_id: current.vendorId,
  });
  return row;
}
