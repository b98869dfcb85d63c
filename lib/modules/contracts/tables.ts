import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, numeric, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "@/lib/db/columns";

export const contractTypes = [
  "msa",
  "sow",
  "order_form",
  "amendment",
  "nda",
  "dpa",
  "baa",
  "subscription_agreement",
  "license_agreement",
  "services_agreement",
  "reseller_agreement",
  "statement_of_services",
  "letter_of_intent",
  "renewal",
  "api_integration_agreement",
  "data_sharing_agreement",
  "eula",
  "addendum",
  "appendix",
  "other",
] as const;
export type ContractType = (typeof contractTypes)[number];

export const workflowStates = [
  "draft",
  "pending_approval",
  "approved",
  "sent_for_signature",
  "executed",
  "rejected",
  "terminated",
] as const;
export type WorkflowState = (typeof workflowStates)[number];

export const autoRenewModes = ["none", "automatic", "manual"] as const;
export type AutoRenewMode = (typeof autoRenewModes)[number];

const unixSeconds = (name: string) => bigint(name, { mode: "number" });

/**
 * A contract record (cbcontract_). Dates are Unix seconds as the API speaks them. `notice_deadline`
 * is derived on every write (renewal date, else expiration date, minus the notice period) and stored
 * so that the renewal view and the reminders filter and sort on an index.
 */
export const contractRecords = pgTable(
  "contract_records",
  {
    id: text("id").primaryKey(),
    orgId: text("org_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    contractType: text("contract_type").$type<ContractType>().notNull(),
    vendorId: text("vendor_id"),
    counterpartyName: text("counterparty_name"),
    parentContractId: text("parent_contract_id"),
    workflowState: text("workflow_state").$type<WorkflowState>().notNull().default("draft"),
    lifecycleStatusId: text("lifecycle_status_id"),
    effectiveDate: unixSeconds("effective_date"),
    termStartDate: unixSeconds("term_start_date"),
    expirationDate: unixSeconds("expiration_date"),
    renewalDate: unixSeconds("renewal_date"),
    autoRenew: text("auto_renew").$type<AutoRenewMode>(),
    terminationNoticePeriodDays: integer("termination_notice_period_days"),
    noticeDeadline: unixSeconds("notice_deadline"),
    /** Exact decimal: never a float on the way in or out (serialised as a string). */
    contractValueAmount: numeric("contract_value_amount"),
    contractValueCurrency: text("contract_value_currency"),
    executedAt: timestamp("executed_at", { withTimezone: true }),
    ownerUserId: text("owner_user_id"),
    isArchived: boolean("is_archived").notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index("contract_records_org_created_idx").on(table.orgId, table.createdAt, table.id),
    index("contract_records_org_vendor_idx").on(table.orgId, table.vendorId),
    index("contract_records_org_parent_idx").on(table.orgId, table.parentContractId),
    // The renewal questions (deadlines before a date, soonest first) and the reminders ask about live
    // contracts: partial indexes over those, so a count of tens of thousands is an index-only scan.
    index("contract_records_org_notice_idx")
      .on(table.orgId, table.noticeDeadline, table.id)
      .where(sql`${table.isArchived} = false`),
    index("contract_records_org_expiration_idx")
      .on(table.orgId, table.expirationDate, table.id)
      .where(sql`${table.isArchived} = false`),
  ],
);

/**
 * One reminder sent: a contract, the threshold (90, 60, 30 or 7 days) and the date it counted down
 * to. The primary key makes a reminder once only across restarts and workers; a contract whose dates
 * change counts down to a new date and so gets its reminders again.
 */
export const contractReminders = pgTable(
  "contract_reminders",
  {
    contractId: text("contract_id").notNull(),
    thresholdDays: integer("threshold_days").notNull(),
    deadline: unixSeconds("deadline").notNull(),
    orgId: text("org_id").notNull(),
    ownerUserId: text("owner_user_id"),
    emailId: text("email_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.contractId, table.thresholdDays, table.deadline] }),
    index("contract_reminders_org_idx").on(table.orgId, table.sentAt),
  ],
);

export type ContractRecordRow = typeof contractRecords.$inferSelect;
export type ContractReminderRow = typeof contractReminders.$inferSelect;
