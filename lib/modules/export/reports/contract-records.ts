import { data as currencies } from "currency-codes";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { inOrg } from "@/lib/db/tenant";
import { contractRecordJoin } from "@/lib/modules/contracts";
import { statusNameJoin } from "@/lib/modules/taxonomy";
import { vendorJoin } from "@/lib/modules/vendors";
import type { ReportDefinition } from "../definition";
import { asNumber, unixSeconds } from "../sql";

/** The currency's minor-unit digits (ISO 4217 by `currency-codes`: JPY 0, BHD 3), 2 for the rest and for none. */
function minorUnitDigits(currency: AnyColumn): SQL {
  const other = currencies.filter((entry) => entry.digits !== 2);
  const cases = other.map((entry) => sql`when ${entry.code} then ${sql.raw(String(entry.digits))}`);
  return sql`(case ${currency} ${sql.join(cases, sql` `)} else 2 end)`;
}

/**
 * The amount as the API answers it: the exact decimal padded with zeros to the currency's minor units,
 * never rounded ("0.10" USD, "1000" JPY, "0.125" USD). Rounding to at least the scale of its
 * significant digits only adds zeros.
 */
function exactAmount(amount: AnyColumn, currency: AnyColumn): SQL {
  return sql`round(${amount}, greatest(scale(trim_scale(${amount})), ${minorUnitDigits(currency)}))::text`;
}

/** The contracts module's records: behind its switch, as its routes are (404 not_enabled while off). */
export const contractRecordsReport: ReportDefinition = {
  slug: "contract_records",
  report_name: "Contract records",
  base_object: "contract_record",
  gate: "contract_records",
  mapping: {
    id: "Contract ID",
    name: "Contract Name",
    contract_type: "Contract Type",
    vendor_id: "Supplier ID",
    vendor_name: "Supplier Name",
    counterparty_name: "Counterparty",
    parent_contract_id: "Parent Contract ID",
    workflow_state: "Workflow State",
    lifecycle_status: "Lifecycle Status",
    effective_date: "Effective Date",
    term_start_date: "Term Start Date",
    expiration_date: "Expiration Date",
    renewal_date: "Renewal Date",
    auto_renew: "Auto Renew",
    termination_notice_period_days: "Notice Period (Days)",
    notice_deadline: "Notice Deadline",
    contract_value_amount: "Contract Value",
    contract_value_currency: "Currency",
    is_archived: "Archived",
    created_at: "Created At",
    updated_at: "Updated At",
  },
  source: {
    from: sql`${contractRecordJoin.table}
      left join ${vendorJoin.table} on ${vendorJoin.id} = ${contractRecordJoin.vendorId} and ${inOrg(vendorJoin.table, contractRecordJoin.orgId)}
      left join ${statusNameJoin.table} on ${statusNameJoin.id} = ${contractRecordJoin.lifecycleStatusId} and ${inOrg(statusNameJoin.table, contractRecordJoin.orgId)}`,
    fields: {
      id: contractRecordJoin.id,
      name: contractRecordJoin.name,
      contract_type: contractRecordJoin.contractType,
      vendor_id: contractRecordJoin.vendorId,
      vendor_name: vendorJoin.name,
      counterparty_name: contractRecordJoin.counterpartyName,
      parent_contract_id: contractRecordJoin.parentContractId,
      workflow_state: contractRecordJoin.workflowState,
      lifecycle_status: statusNameJoin.name,
      effective_date: asNumber(contractRecordJoin.effectiveDate),
      term_start_date: asNumber(contractRecordJoin.termStartDate),
      expiration_date: asNumber(contractRecordJoin.expirationDate),
      renewal_date: asNumber(contractRecordJoin.renewalDate),
      auto_renew: contractRecordJoin.autoRenew,
      termination_notice_period_days: contractRecordJoin.terminationNoticePeriodDays,
      notice_deadline: asNumber(contractRecordJoin.noticeDeadline),
      contract_value_amount: exactAmount(
        contractRecordJoin.contractValueAmount,
        contractRecordJoin.contractValueCurrency,
      ),
      contract_value_currency: contractRecordJoin.contractValueCurrency,
      is_archived: contractRecordJoin.isArchived,
      created_at: unixSeconds(contractRecordJoin.createdAt),
      updated_at: unixSeconds(contractRecordJoin.updatedAt),
    },
    orgId: contractRecordJoin.orgId,
    createdAt: contractRecordJoin.createdAt,
    id: contractRecordJoin.id,
  },
};
