import { isApiRequestError } from "@/lib/web/api-client";
import { formatDay } from "@/lib/web/days";
import { fromDateInput, toDateInput } from "@/lib/web/due-date";
import type { Contract, CreateContractInput, UpdateContractInput } from "@/lib/web/hooks/contracts";
import { fieldNamedInError } from "@/lib/web/server-errors";
import { canonicalAmount, parseAmount } from "./amount-input";
import { isAutoRenew, isContractType } from "./model";
import { formatAmountInput } from "./money";

/** The editor's values, every field as typed; the names are the API's, so its errors land on them. */
export interface ContractFormValues {
  name: string;
  contract_type: string;
  vendor_id: string;
  counterparty_name: string;
  parent_contract_id: string;
  description: string;
  effective_date: string;
  term_start_date: string;
  expiration_date: string;
  renewal_date: string;
  auto_renew: string;
  termination_notice_period_days: string;
  contract_value_amount: string;
  contract_value_currency: string;
  lifecycle_status_id: string;
  /** The user picker's choice: none or one cbuser_ ID. */
  owner_user_id: string[];
}
export type ContractField = keyof ContractFormValues;

/** The fields in the order the editor shows them: the first with a problem takes focus. */
export const CONTRACT_FIELDS: readonly ContractField[] = [
  "name",
  "contract_type",
  "vendor_id",
  "counterparty_name",
  "parent_contract_id",
  "description",
  "effective_date",
  "term_start_date",
  "expiration_date",
  "renewal_date",
  "auto_renew",
  "termination_notice_period_days",
  "contract_value_amount",
  "contract_value_currency",
  "lifecycle_status_id",
  "owner_user_id",
];

/** The API's limits (02 "Limits"; the module's schemas). */
export const CONTRACT_LIMITS = { name: 500, counterparty_name: 500, description: 10_000, notice_days: 36_500 } as const;

export const EMPTY_CONTRACT: ContractFormValues = {
  name: "",
  contract_type: "",
  vendor_id: "",
  counterparty_name: "",
  parent_contract_id: "",
  description: "",
  effective_date: "",
  term_start_date: "",
  expiration_date: "",
  renewal_date: "",
  auto_renew: "",
  termination_notice_period_days: "",
  contract_value_amount: "",
  contract_value_currency: "",
  lifecycle_status_id: "",
  owner_user_id: [],
};

/** The saved contract as the editor's values, the amount in the person's locale. */
export function toFormValues(contract: Contract, locale?: string): ContractFormValues {
  return {
    name: contract.name,
    contract_type: contract.contract_type,
    vendor_id: contract.vendor_id ?? "",
    counterparty_name: contract.counterparty_name ?? "",
    parent_contract_id: contract.parent_contract_id ?? "",
    description: contract.description ?? "",
    effective_date: toDateInput(contract.effective_date),
    term_start_date: toDateInput(contract.term_start_date),
    expiration_date: toDateInput(contract.expiration_date),
    renewal_date: toDateInput(contract.renewal_date),
    auto_renew: contract.auto_renew ?? "",
    termination_notice_period_days:
      contract.termination_notice_period_days === null ? "" : String(contract.termination_notice_period_days),
    contract_value_amount: formatAmountInput(contract.contract_value_amount, locale),
    contract_value_currency: contract.contract_value_currency ?? "",
    lifecycle_status_id: contract.lifecycle_status_id ?? "",
    owner_user_id: contract.owner_user_id ? [contract.owner_user_id] : [],
  };
}

// ---- the rules, as the person types

export const TERM_FIELDS = ["effective_date", "term_start_date", "expiration_date"] as const;
export type TermField = (typeof TERM_FIELDS)[number];
export type DateField = TermField | "renewal_date";

const TERM_WORDS: Record<TermField, string> = {
  effective_date: "the effective date",
  term_start_date: "the term start",
  expiration_date: "the expiration",
};

/**
 * The order the API holds the dates to (effective ≤ term start ≤ expiration, the ones present), as
 * a message on the later field of the first pair out of order: that is the one to change.
 */
export function termProblems(values: Pick<ContractFormValues, TermField>): Partial<Record<TermField, string>> {
  const days = TERM_FIELDS.flatMap((field) => {
    const day = fromDateInput(values[field]);
    return typeof day === "number" ? [{ field, day }] : [];
  });
  const problems: Partial<Record<TermField, string>> = {};
  days.forEach(({ field, day }, index) => {
    // The nearest earlier date it comes before: "before the term start" rather than "the effective date".
    const earlier = days
      .slice(0, index)
      .reverse()
      .find((before) => day < before.day);
    if (earlier) {
      const subject = field === "term_start_date" ? "The term start" : "The expiration";
      problems[field] = `${subject} can't be before ${TERM_WORDS[earlier.field]} (${formatDay(earlier.day)}).`;
    }
  });
  return problems;
}

export type FieldProblems = Partial<Record<ContractField, string>>;

const atMost = (max: number) => `Use at most ${max.toLocaleString()} characters.`;

/** Every problem of the values, by field; empty when they can be sent. */
export function contractProblems(values: ContractFormValues, locale?: string): FieldProblems {
  const problems: FieldProblems = {};
  const name = values.name.trim();
  if (name === "") {
    problems.name = "Enter the contract's name.";
  } else if (name.length > CONTRACT_LIMITS.name) {
    problems.name = atMost(CONTRACT_LIMITS.name);
  }
  if (!isContractType(values.contract_type)) {
    problems.contract_type = "Choose the contract type.";
  }
  if (values.counterparty_name.trim().length > CONTRACT_LIMITS.counterparty_name) {
    problems.counterparty_name = atMost(CONTRACT_LIMITS.counterparty_name);
  }
  if (values.description.length > CONTRACT_LIMITS.description) {
    problems.description = atMost(CONTRACT_LIMITS.description);
  }
  for (const field of [...TERM_FIELDS, "renewal_date"] as const) {
    if (fromDateInput(values[field]) === undefined) {
      problems[field] = "Enter a valid date.";
    }
  }
  for (const [field, message] of Object.entries(termProblems(values)) as [TermField, string][]) {
    problems[field] ??= message;
  }
  if (values.auto_renew !== "" && !isAutoRenew(values.auto_renew)) {
    problems.auto_renew = "Choose how the contract renews.";
  }
  const days = values.termination_notice_period_days.trim();
  if (days !== "" && !(/^\d+$/.test(days) && Number(days) <= CONTRACT_LIMITS.notice_days)) {
    problems.termination_notice_period_days = `Enter a whole number of days from 0 to ${CONTRACT_LIMITS.notice_days.toLocaleString()}.`;
  }
  const amount = parseAmount(values.contract_value_amount, locale);
  if (!amount.ok) {
    problems.contract_value_amount = amount.message;
  }
  if (values.contract_value_currency !== "" && !/^[A-Z]{3}$/.test(values.contract_value_currency)) {
    problems.contract_value_currency = "Choose a currency from the list.";
  }
  return problems;
}

// ---- what is sent

const textOrNull = (value: string) => (value.trim() === "" ? null : value.trim());
const dayOrNull = (value: string) => fromDateInput(value) ?? null;

/** The values as the API's body (empty fields as null); call only once `contractProblems` is empty. */
export function toContractBody(values: ContractFormValues, locale?: string): CreateContractInput {
  const amount = parseAmount(values.contract_value_amount, locale);
  const days = values.termination_notice_period_days.trim();
  return {
    name: values.name.trim(),
    contract_type: values.contract_type as CreateContractInput["contract_type"],
    vendor_id: values.vendor_id || null,
    counterparty_name: textOrNull(values.counterparty_name),
    parent_contract_id: values.parent_contract_id || null,
    description: values.description.trim() === "" ? null : values.description,
    effective_date: dayOrNull(values.effective_date),
    term_start_date: dayOrNull(values.term_start_date),
    expiration_date: dayOrNull(values.expiration_date),
    renewal_date: dayOrNull(values.renewal_date),
    auto_renew: isAutoRenew(values.auto_renew) ? values.auto_renew : null,
    termination_notice_period_days: days === "" ? null : Number(days),
    contract_value_amount: amount.ok ? amount.value : null,
    contract_value_currency: values.contract_value_currency || null,
    lifecycle_status_id: values.lifecycle_status_id || null,
    owner_user_id: values.owner_user_id[0] ?? null,
  };
}

/** A new contract's body: the fields set, so the API's defaults (the owner: the person creating it) apply to the rest. */
export function toCreateBody(values: ContractFormValues, locale?: string): CreateContractInput {
  const body = toContractBody(values, locale);
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== null)) as CreateContractInput;
}

/** The fields that differ from the saved contract's, for a PATCH (amounts compared as numbers, exactly). */
export function toContractPatch(
  values: ContractFormValues,
  saved: ContractFormValues,
  locale?: string,
): UpdateContractInput {
  const next = toContractBody(values, locale);
  const before = toContractBody(saved, locale);
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof CreateContractInput)[]) {
    const [a, b] = [next[key], before[key]];
    const same =
      key === "contract_value_amount" && typeof a === "string" && typeof b === "string"
        ? canonicalAmount(a) === canonicalAmount(b)
        : a === b;
    if (!same) {
      patch[key] = a;
    }
  }
  return patch as UpdateContractInput;
}

// ---- the server's refusals, on their fields

const INVALID_CONTRACT_FIELDS = ["parent_contract_id", "lifecycle_status_id", "owner_user_id", "vendor_id"] as const;

/**
 * The field a refusal of the save is about: `invalid_term` on the date its message names first (the
 * one out of order), `vendor_not_found` on the vendor, `invalid_contract` on the field its
 * message names. Null for other errors (a 422's own field errors are placed by applyServerErrors).
 */
export function fieldOfContractError(error: unknown): ContractField | null {
  if (!isApiRequestError(error)) {
    return null;
  }
  if (error.code === "invalid_term") {
    // "expiration_date (…) is before effective_date (…): …": the date the message starts with is the one to change.
    const named = TERM_FIELDS.filter((field) => error.message.includes(field)).sort(
      (a, b) => error.message.indexOf(a) - error.message.indexOf(b),
    );
    return named[0] ?? "expiration_date";
  }
  if (error.code === "vendor_not_found") {
    return "vendor_id";
  }
  return fieldNamedInError(error, ["invalid_contract"], INVALID_CONTRACT_FIELDS);
}
