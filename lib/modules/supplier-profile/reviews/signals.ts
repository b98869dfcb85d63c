import { desc, eq, gt, inArray, ne } from "drizzle-orm";
import { activityLog } from "@/lib/audit/tables";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { type VendorRow, vendorJoin } from "@/lib/modules/vendors";
import type { CheckedBankDetails } from "../bank-accounts/checks";
import { accountFingerprint } from "../bank-accounts/sealed-values";
import { countryName } from "../country-rules";
import {
  type BankChangeSignal,
  bankChangeReviews,
  type VendorBankAccountRow,
  vendorBankAccounts,
  vendorSites,
} from "../tables";
import { namesResemble } from "./name-similarity";

/** A change this soon after the vendor's website or contact email changed is a signal. */
export const CONTACT_CHANGE_WINDOW_DAYS = 14;
/** The vendor's first bank details this soon after the vendor was created is a signal. */
export const NEW_VENDOR_WINDOW_DAYS = 30;
/** The vendor fields whose change, shortly before a bank change, is the classic "new remittance details" lure. */
const CONTACT_FIELDS = ["website", "primary_contact", "security_contact_email", "contacts"];

const DAY_MS = 24 * 60 * 60 * 1000;
const place = (code: string) => countryName(code) ?? code;
const wholeDays = (date: Date, now: Date) => Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
const daysAgo = (date: Date, now: Date) => {
  const days = wholeDays(date, now);
  return days === 0 ? "today" : days === 1 ? "yesterday" : `${days} days ago`;
};
const elapsed = (date: Date, now: Date) => {
  const days = wholeDays(date, now);
  return days === 0 ? "less than a day" : days === 1 ? "one day" : `${days} days`;
};

export interface SignalInput {
  vendor: VendorRow;
  details: CheckedBankDetails;
  /** The account being changed, for an update. */
  current: VendorBankAccountRow | null;
  /** payment_route before and after. */
  currentRoute: "domestic" | "wire" | null;
  proposedRoute: "domestic" | "wire" | null;
  now?: Date;
}

async function siteCountrySignal(q: Queryable, orgId: string, input: SignalInput): Promise<BankChangeSignal | null> {
  const sites = await q
    .selectDistinct({ country: vendorSites.country })
    .from(vendorSites)
    .where(inOrg(vendorSites, orgId, eq(vendorSites.vendorId, input.vendor.id), eq(vendorSites.status, "active")));
  const countries = sites.map((site) => site.country);
  if (countries.length === 0 || countries.includes(input.details.bankCountry)) {
    return null;
  }
  return {
    code: "bank_country_not_in_sites",
    message: `The bank is in ${place(input.details.bankCountry)}, but the supplier has no site there (sites: ${countries.map(place).join(", ")}).`,
  };
}

async function sharedAccountSignal(q: Queryable, orgId: string, input: SignalInput): Promise<BankChangeSignal | null> {
  const fingerprint = accountFingerprint(input.details.identity);
  if (!fingerprint) {
    return null;
  }
  const holders = await q
    .selectDistinct({ name: vendorJoin.name })
    .from(vendorBankAccounts)
    .innerJoin(
      vendorJoin.table,
      inOrg(vendorJoin.table, vendorBankAccounts.orgId, eq(vendorJoin.id, vendorBankAccounts.vendorId)),
    )
    .where(
      inOrg(
        vendorBankAccounts,
        orgId,
        eq(vendorBankAccounts.identityFingerprint, fingerprint),
        ne(vendorBankAccounts.vendorId, input.vendor.id),
        eq(vendorBankAccounts.status, "active"),
      ),
    )
    .limit(3);
  const pendingFor = await q
    .selectDistinct({ name: vendorJoin.name })
    .from(bankChangeReviews)
    .innerJoin(
      vendorJoin.table,
      inOrg(vendorJoin.table, bankChangeReviews.orgId, eq(vendorJoin.id, bankChangeReviews.vendorId)),
    )
    .where(
      inOrg(
        bankChangeReviews,
        orgId,
        eq(bankChangeReviews.identityFingerprint, fingerprint),
        ne(bankChangeReviews.vendorId, input.vendor.id),
        eq(bankChangeReviews.status, "pending"),
      ),
    )
    .limit(3);
  const names = [...new Set([...holders, ...pendingFor].map((row) => row.name))];
  if (names.length === 0) {
    return null;
  }
  return {
    code: "account_on_other_vendor",
    message: `The same account is already on file for another vendor: ${names.join(", ")}.`,
  };
}

function routeSignal(input: SignalInput): BankChangeSignal | null {
  return input.current && input.currentRoute === "domestic" && input.proposedRoute === "wire"
    ? {
        code: "domestic_to_wire",
        message: `Payments would move from a domestic transfer to an international wire to ${place(input.details.bankCountry)}.`,
      }
    : null;
}

async function contactChangeSignal(q: Queryable, orgId: string, input: SignalInput): Promise<BankChangeSignal | null> {
  const now = input.now ?? new Date();
  const since = new Date(now.getTime() - CONTACT_CHANGE_WINDOW_DAYS * DAY_MS);
  const rows = await q
    .select({ occurredAt: activityLog.occurredAt, changes: activityLog.changes })
    .from(activityLog)
    .where(
      inOrg(
        activityLog,
        orgId,
        eq(activityLog.targetType, "vendor"),
        eq(activityLog.targetId, input.vendor.id),
        eq(activityLog.action, "updated"),
        gt(activityLog.occurredAt, since),
      ),
    )
    .orderBy(desc(activityLog.occurredAt))
    .limit(50);
  for (const row of rows) {
    const field = row.changes.find((change) => CONTACT_FIELDS.includes(change.field))?.field;
    if (field) {
      const what = field === "website" ? "website" : "contact email";
      return {
        code: "recent_contact_change",
        message: `The vendor's ${what} changed ${daysAgo(row.occurredAt, now)}: a change of bank details right after one is a common fraud pattern.`,
      };
    }
  }
  return null;
}

function ibanCountrySignal(input: SignalInput): BankChangeSignal | null {
  const ibanCountry = input.details.values.iban?.slice(0, 2);
  return ibanCountry && ibanCountry !== input.details.bankCountry
    ? {
        code: "iban_country_mismatch",
        message: `The IBAN is from ${place(ibanCountry)}, but the bank country is ${place(input.details.bankCountry)}.`,
      }
    : null;
}

async function newVendorSignal(q: Queryable, orgId: string, input: SignalInput): Promise<BankChangeSignal | null> {
  const now = input.now ?? new Date();
  if (now.getTime() - input.vendor.createdAt.getTime() > NEW_VENDOR_WINDOW_DAYS * DAY_MS) {
    return null;
  }
  const [earlier] = await q
    .select({ id: vendorBankAccounts.id })
    .from(vendorBankAccounts)
    .where(inOrg(vendorBankAccounts, orgId, eq(vendorBankAccounts.vendorId, input.vendor.id)))
    .limit(1);
  const [decided] = await q
    .select({ id: bankChangeReviews.id })
    .from(bankChangeReviews)
    .where(
      inOrg(
        bankChangeReviews,
        orgId,
        eq(bankChangeReviews.vendorId, input.vendor.id),
        inArray(bankChangeReviews.status, ["pending", "approved"]),
      ),
    )
    .limit(1);
  if (earlier || decided) {
    return null;
  }
  return {
    code: "new_vendor",
    message: `The vendor's first bank details, ${elapsed(input.vendor.createdAt, now)} after the vendor was created.`,
  };
}

function holderNameSignal(input: SignalInput): BankChangeSignal | null {
  const holder = input.details.values.account_holder_name;
  return holder && !namesResemble(holder, input.vendor.name)
    ? {
        code: "holder_name_mismatch",
        message: `The account holder "${holder}" does not resemble the vendor's name "${input.vendor.name}".`,
      }
    : null;
}

/**
 * The fraud signals that apply to a proposed bank change, each with a one-line explanation. They are
 * computed when the change is proposed and shown to the reviewer; they inform and never block.
 */
export async function bankChangeSignals(q: Queryable, orgId: string, input: SignalInput): Promise<BankChangeSignal[]> {
  const signals: (BankChangeSignal | null)[] = [];
  // One statement after another: they share the transaction's connection.
  signals.push(await siteCountrySignal(q, orgId, input));
  signals.push(await sharedAccountSignal(q, orgId, input));
  signals.push(routeSignal(input));
  signals.push(await contactChangeSignal(q, orgId, input));
  signals.push(ibanCountrySignal(input));
  signals.push(await newVendorSignal(q, orgId, input));
  signals.push(holderNameSignal(input));
  return signals.filter((signal): signal is BankChangeSignal => signal !== null);
}
