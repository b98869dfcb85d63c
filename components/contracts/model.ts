import type { SelectOption } from "@/components/ui/select";
import { DAY_SECONDS, daysUntil } from "@/lib/web/days";
import type { AutoRenew, Contract, ContractType } from "@/lib/web/hooks/contracts";

/** The module's name, as the organization settings' switch says it. */
export const CONTRACTS_MODULE_NAME = "Contract records";

/** Every contract type the API takes, in its order, with the words the pages use (the type keeps them in step). */
export const CONTRACT_TYPE_LABELS: Readonly<Record<ContractType, string>> = {
  msa: "MSA",
  sow: "SOW",
  order_form: "Order form",
  amendment: "Amendment",
  nda: "NDA",
  dpa: "DPA",
  baa: "BAA",
  subscription_agreement: "Subscription agreement",
  license_agreement: "License agreement",
  services_agreement: "Services agreement",
  reseller_agreement: "Reseller agreement",
  statement_of_services: "Statement of services",
  letter_of_intent: "Letter of intent",
  renewal: "Renewal",
  api_integration_agreement: "API integration agreement",
  data_sharing_agreement: "Data sharing agreement",
  eula: "EULA",
  addendum: "Addendum",
  appendix: "Appendix",
  other: "Other",
};

export const AUTO_RENEW_LABELS: Readonly<Record<AutoRenew, string>> = {
  automatic: "Renews automatically",
  manual: "Renews by decision",
  none: "Does not renew",
};

const optionsOf = <K extends string>(labels: Readonly<Record<K, string>>): SelectOption[] =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

export const CONTRACT_TYPE_OPTIONS = optionsOf(CONTRACT_TYPE_LABELS);
export const AUTO_RENEW_OPTIONS = optionsOf(AUTO_RENEW_LABELS);

export const isContractType = (value: string): value is ContractType => Object.hasOwn(CONTRACT_TYPE_LABELS, value);
export const isAutoRenew = (value: string): value is AutoRenew => Object.hasOwn(AUTO_RENEW_LABELS, value);

/** "today", "in 1 day", "in 12 days", "3 days ago". */
export function daysPhrase(days: number): string {
  if (days === 0) {
    return "today";
  }
  const count = Math.abs(days);
  const unit = `${count} day${count === 1 ? "" : "s"}`;
  return days > 0 ? `in ${unit}` : `${unit} ago`;
}

export type DeadlineUrgency = "passed" | "soon" | "near" | "later";

/** Passed, within 30 days, within 90 days, or later: what the badge's words and color say together. */
export function deadlineUrgency(at: number, now: number): DeadlineUrgency {
  const days = daysUntil(at, now);
  if (days < 0) {
    return "passed";
  }
  return days <= 30 ? "soon" : days <= 90 ? "near" : "later";
}

/** The day the notice deadline counts back from: the renewal date, else the expiration. */
export const targetDate = (contract: Pick<Contract, "renewal_date" | "expiration_date">) =>
  contract.renewal_date ?? contract.expiration_date;

/**
 * The notice deadline the API will store for these values (docs/api-notes.md): the renewal date,
 * else the expiration date, minus the notice period in days; null when either is missing.
 */
export function noticeDeadlineOf(target: number | null, noticeDays: number | null): number | null {
  return target === null || noticeDays === null ? null : target - noticeDays * DAY_SECONDS;
}

/** Lifecycle statuses a contract is over in (by the default names): no renewal decision is due. */
export function isClosedLifecycle(status: string | null): boolean {
  return status !== null && /\b(terminated|expired)\b/i.test(status);
}
