import { z } from "@hono/zod-openapi";
import { pageEnvelope, paginationQuery, queryBoolean } from "@/lib/api/pagination";
import { queryTimestamp, timestamp } from "@/lib/api/timestamps";
import { AMOUNT_MAX_DIGITS, AMOUNT_MAX_FRACTION_DIGITS, isCurrencyCode, readAmount } from "./amount";
import { autoRenewModes, contractTypes, workflowStates } from "./tables";

export const contractLimits = {
  name: 500,
  counterpartyName: 500,
  description: 10_000,
  /** 100 years of notice: anything longer is a typing error, not a contract term. */
  noticePeriodDays: 36_500,
  search: 200,
  /** A decimal string longer than this cannot be a valid amount (15 digits, a point, spaces). */
  amountText: 40,
} as const;

export const contractSorts = ["created_at", "expiration_date", "notice_deadline"] as const;
export type ContractSort = (typeof contractSorts)[number];

const refId = z.string().min(1).max(100);
const ID_EXAMPLE = "cbcontract_0f1e2d3c4b5a69788796a5b4c3d2e1f0";

// ---- the object

export const ContractRecordSchema = z
  .object({
    id: z.string().openapi({ example: ID_EXAMPLE }),
    name: z.string(),
    description: z.string().nullable(),
    contract_type: z.enum(contractTypes),
    vendor_id: z.string().nullable(),
    counterparty_name: z.string().nullable(),
    parent_contract_id: z.string().nullable(),
    workflow_state: z.enum(workflowStates).openapi({
      description: "New records read draft; not settable through the API (signature engines move it).",
    }),
    lifecycle_status: z
      .string()
      .nullable()
      .openapi({ description: "The name of the status (GET /v1/statuses?entity=contract), or null." }),
    effective_date: timestamp.nullable(),
    term_start_date: timestamp.nullable(),
    expiration_date: timestamp.nullable(),
    renewal_date: timestamp.nullable(),
    auto_renew: z.enum(autoRenewModes).nullable(),
    termination_notice_period_days: z.number().int().nullable(),
    contract_value_amount: z.string().nullable().openapi({
      description:
        "Exact decimal as a string, padded to the currency's minor units (2 without a currency), never rounded.",
      example: "1234567.89",
    }),
    contract_value_currency: z.string().nullable().openapi({ description: "ISO 4217, upper case.", example: "USD" }),
    executed_at: timestamp.nullable().openapi({ description: "Null until a signature engine executes it." }),
    engagement_ids: z.array(z.string()).openapi({ description: "Always [] until engagements exist." }),
    is_archived: z.boolean(),
    created_at: timestamp,
    updated_at: timestamp,
    notice_deadline: z
      .number()
      .int()
      .nullable()
      .openapi({
        description:
          "Extension: (renewal_date, else expiration_date) minus termination_notice_period_days × 86400, in Unix " +
          "seconds; null when either is null. Computed and stored on every write.",
      }),
    owner_user_id: z
      .string()
      .nullable()
      .openapi({ description: "Extension: the user of the organization the renewal reminders go to." }),
    lifecycle_status_id: z
      .string()
      .nullable()
      .openapi({ description: "Extension: the cbst_ ID of lifecycle_status (entity contract)." }),
    vendor_name: z.string().nullable().openapi({ description: "Extension, read-only: the vendor's current name." }),
    owner_name: z.string().nullable().openapi({ description: "Extension, read-only: the owner's name." }),
    parent_contract_name: z
      .string()
      .nullable()
      .openapi({ description: "Extension, read-only: the parent contract's current name." }),
  })
  .openapi("ContractRecord");
export type ContractRecord = z.infer<typeof ContractRecordSchema>;

export const ContractIdParam = z.object({
  contract_id: z.string().openapi({ param: { name: "contract_id", in: "path" }, example: ID_EXAMPLE }),
});

// ---- list

export const ContractListQuery = z.object({
  vendor_id: refId.optional().openapi({ description: "Only this vendor's contracts (unknown matches nothing)." }),
  ...paginationQuery(),
  include_archived: queryBoolean(false).openapi({
    description: "Extension: true lists archived contracts too; by default they are left out.",
  }),
  expiring_before: queryTimestamp()
    .optional()
    .openapi({ description: "Extension: only contracts whose expiration_date is before this Unix time." }),
  notice_deadline_before: queryTimestamp()
    .optional()
    .openapi({ description: "Extension: only contracts whose notice_deadline is before this Unix time." }),
  auto_renew: z.enum(autoRenewModes).optional().openapi({ description: "Extension." }),
  contract_type: z.enum(contractTypes).optional().openapi({ description: "Extension." }),
  lifecycle_status_id: refId.optional().openapi({ description: "Extension (unknown matches nothing)." }),
  owner_user_id: refId.optional().openapi({ description: "Extension (unknown matches nothing)." }),
  parent_contract_id: refId
    .optional()
    .openapi({ description: "Extension: the contracts directly under this one (unknown matches nothing)." }),
  q: z
    .string()
    .max(contractLimits.search)
    .optional()
    .openapi({ description: "Extension: name or counterparty_name contains this, in any case." }),
  sort: z
    .enum(contractSorts)
    .default("created_at")
    .openapi({
      description:
        "Extension. created_at (default): newest first, ties by ID descending. expiration_date and notice_deadline: " +
        "earliest first, contracts without one last, ties by ID.",
    }),
});
export type ContractListFilters = z.infer<typeof ContractListQuery>;

export const ContractListSchema = pageEnvelope("items", ContractRecordSchema).openapi("ContractRecordList");

// ---- create and update

const amountProblems = {
  not_decimal: `Value error, a decimal number such as "1234567.89" is expected`,
  too_many_digits: `Value error, at most ${AMOUNT_MAX_DIGITS} digits are accepted`,
  too_many_fraction_digits: `Value error, at most ${AMOUNT_MAX_FRACTION_DIGITS} digits after the decimal point are accepted`,
} as const;

/** A JSON number or a decimal string, ≥ 0, read exactly into its canonical text. */
const amountInput = z
  .union([z.number(), z.string().max(contractLimits.amountText)])
  .transform((value, context) => {
    if ((typeof value === "number" && value < 0) || (typeof value === "string" && value.trim().startsWith("-"))) {
      context.addIssue({ code: "too_small", origin: "number", minimum: 0, inclusive: true, input: value });
      return z.NEVER;
    }
    const amount = readAmount(value);
    if (!amount.ok) {
      context.addIssue({ code: "custom", message: amountProblems[amount.problem], input: value });
      return z.NEVER;
    }
    return amount.value;
  })
  .openapi({
    description:
      `A JSON number or a decimal string, at least 0, at most ${AMOUNT_MAX_DIGITS} digits of which at most ` +
      `${AMOUNT_MAX_FRACTION_DIGITS} after the point; kept exactly (no float rounding).`,
    example: "1234567.89",
  });

const currencyInput = z
  .string()
  .max(3)
  .transform((value) => value.toUpperCase())
  .refine(isCurrencyCode, { message: "Value error, not an ISO 4217 currency code" })
  .openapi({ description: "An ISO 4217 code (any case; stored upper case).", example: "USD" });

const notSettable = z
  .unknown()
  .superRefine((_, context) => {
    context.addIssue({
      code: "custom",
      message: "Value error, workflow_state cannot be set through the API; new records read draft",
    });
  })
  .optional()
  .openapi({ description: "Read-only: any value is a 422." });

const contractFields = {
  description: z.string().max(contractLimits.description).nullish(),
  vendor_id: refId.nullish().openapi({ description: "A vendor of the organization; unknown: 400 vendor_not_found." }),
  counterparty_name: z.string().max(contractLimits.counterpartyName).nullish(),
  parent_contract_id: refId.nullish().openapi({
    description: "The contract this one sits under (an SOW under its MSA); unknown: 400 invalid_contract.",
  }),
  lifecycle_status_id: refId.nullish().openapi({ description: "Extension: a cbst_ ID of entity contract." }),
  owner_user_id: refId.nullish().openapi({ description: "Extension: a user of the organization." }),
  effective_date: timestamp.nullish(),
  term_start_date: timestamp.nullish(),
  expiration_date: timestamp.nullish(),
  renewal_date: timestamp.nullish(),
  auto_renew: z.enum(autoRenewModes).nullish(),
  termination_notice_period_days: z.number().int().min(0).max(contractLimits.noticePeriodDays).nullish(),
  contract_value_amount: amountInput.nullish(),
  contract_value_currency: currencyInput.nullish(),
  workflow_state: notSettable,
};

export const CreateContractBody = z
  .object({
    name: z.string().trim().min(1).max(contractLimits.name),
    contract_type: z.enum(contractTypes),
    ...contractFields,
  })
  .openapi("CreateContractRecord");
export type CreateContractInput = z.infer<typeof CreateContractBody>;

export const UpdateContractBody = z
  .object({
    name: z.string().trim().min(1).max(contractLimits.name).optional(),
    contract_type: z.enum(contractTypes).optional(),
    ...contractFields,
    is_archived: z.boolean().optional().openapi({ description: "true archives, false restores." }),
  })
  .openapi("UpdateContractRecord");
export type UpdateContractInput = z.infer<typeof UpdateContractBody>;
