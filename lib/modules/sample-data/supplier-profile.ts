import type { Actor, ServiceContext } from "@/lib/api/context";
import {
  CreateBankAccountBody,
  CreateDiversityRecordBody,
  CreateSiteBody,
  checkBankDetails,
  createBankAccount,
  createDiversityRecord,
  createSite,
  insertBankAccount,
  listBankAccounts,
  PutTaxRegistrationBody,
  putTaxRegistration,
  replaceLegalEntityAssignments,
  updateBankAccountDetails,
} from "@/lib/modules/supplier-profile";
import { CreateLegalEntityBody, createLegalEntity } from "@/lib/modules/taxonomy";
import { UpdateVendorBody, updateVendor } from "@/lib/modules/vendors";
import type { SampleStep } from "./load";
import type { SampleVendorRef } from "./risk-program";
import {
  SAMPLE_LEGAL_ENTITIES,
  SAMPLE_PENDING_NEW_ACCOUNT,
  SAMPLE_PROFILES,
  SAMPLE_SUSPICIOUS_CHANGE,
  type SampleProfile,
} from "./supplier-profile-plan";

async function loadProfile(ctx: ServiceContext, vendorId: string, profile: SampleProfile, payers: Map<string, string>) {
  for (const site of profile.sites) {
    await createSite(ctx, { vendorId, body: CreateSiteBody.parse(site) });
  }
  if (profile.payer) {
    await replaceLegalEntityAssignments(ctx, { vendorId, legalEntityIds: [payers.get(profile.payer) ?? ""] });
  }
  // Accounts on file before the review rule existed: written as a migration, without a review.
  const body = CreateBankAccountBody.parse({ ...profile.account, is_primary: true });
  const details = await checkBankDetails(ctx.tx, ctx.orgId, vendorId, body, body.currency ?? null);
  await insertBankAccount(
    ctx,
    vendorId,
    details,
    { currency: body.currency ?? null, bank_account_name: body.bank_account_name ?? null, is_primary: true },
    "migration",
    "direct",
  );
  if (profile.tax) {
    await putTaxRegistration(ctx, { vendorId, body: PutTaxRegistrationBody.parse(profile.tax) });
  }
  if (profile.diversity) {
    await createDiversityRecord(ctx, { vendorId, body: CreateDiversityRecordBody.parse(profile.diversity) });
  }
}

/**
 * Supplier profiles for a few sample vendors in several countries (sites, a primary bank account, tax
 * registrations, a diversity record, the legal entities that pay them), then two bank changes a
 * colleague proposed for the admin to review: a clean one, and one with fraud signals. One step per
 * profile.
 */
export async function loadSampleSupplierProfiles(
  step: SampleStep,
  colleague: Actor,
  vendors: Map<string, SampleVendorRef>,
  organizationName: string,
): Promise<void> {
  const vendorId = (name: string) => {
    const vendor = vendors.get(name);
    if (!vendor) {
      throw new Error(`sample supplier profiles: vendor ${name} was not created`);
    }
    return vendor.id;
  };
  const payers = await step(async (ctx) => {
    const created = new Map<string, string>();
    for (const [key, entity] of Object.entries(SAMPLE_LEGAL_ENTITIES)) {
      const body = CreateLegalEntityBody.parse({
        name: `${organizationName} ${entity.suffix}`,
        country: entity.country,
      });
      created.set(key, (await createLegalEntity(ctx, body)).id);
    }
    return created;
  });
  for (const profile of SAMPLE_PROFILES) {
    await step((ctx) => loadProfile(ctx, vendorId(profile.vendor), profile, payers));
  }
  const pending = vendorId(SAMPLE_PENDING_NEW_ACCOUNT.vendor);
  await step(
    (ctx) =>
      createBankAccount(ctx, {
        vendorId: pending,
        body: CreateBankAccountBody.parse(SAMPLE_PENDING_NEW_ACCOUNT.account),
      }),
    colleague,
  );
  const suspicious = vendorId(SAMPLE_SUSPICIOUS_CHANGE.vendor);
  await step(async (ctx) => {
    await updateVendor(ctx, {
      vendorId: suspicious,
      body: UpdateVendorBody.parse({ website: SAMPLE_SUSPICIOUS_CHANGE.website }),
    });
    const [account] = (await listBankAccounts(ctx, { vendorId: suspicious })).items;
    if (!account) {
      throw new Error("sample supplier profiles: Ledgerly has no account to change");
    }
    const details = CreateBankAccountBody.parse(SAMPLE_SUSPICIOUS_CHANGE.account);
    await updateBankAccountDetails(ctx, { vendorId: suspicious, bankAccountId: account.id, body: details });
  }, colleague);
}
