import { data as currencies } from "currency-codes";
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { inOrg } from "@/lib/db/tenant";
import { contractRecords } from "@/lib/modules/contracts/tables";
import { statuses } from "@/lib/modules/taxonomy/tables";
import { vendors } from "@/lib/modules/vendors/tables";
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
    from: sql`${contractRecords}
      left join ${vendors} on ${vendors.id} = ${contractRecords.vendorId} and ${inOrg(vendors, contractRecords.orgId)}
      left join ${statuses} on ${statuses.id} = ${contractRecords.lifecycleStatusId} and ${inOrg(statuses, contractRecords.orgId)}`,
    fields: {
      id: contractRecords.id,
      name: contractRecords.name,
      contract_type: contractRecords.contractType,
      vendor_id: contractRecords.vendorId,
      vendor_name: vendors.name,
      counterparty_name: contractRecords.counterpartyName,
      parent_contract_id: contractRecords.parentContractId,
      workflow_state: contractRecords.workflowState,
      lifecycle_status: statuses.name,
      effective_date: asNumber(contractRecords.effectiveDate),
      term_start_date: asNumber(contractRecords.termStartDate),
      expiration_date: asNumber(contractRecords.expirationDate),
      renewal_date: asNumber(contractRecords.renewalDate),
      auto_renew: contractRecords.autoRenew,
      termination_notice_period_days: contractRecords.terminationNoticePeriodDays,
      notice_deadline: asNumber(contractRecords.noticeDeadline),
      contract_value_amount: exactAmount(contractRecords.contractValueAmount, contractRecords.contractValueCurrency),
      contract_value_currency: contractRecords.contractValueCurrency,
      is_archived: contractRecords.isArchived,
      created_at: unixSeconds(contractRecords.createdAt),
      updated_at: unixSeconds(contractRecords.updatedAt),
    },
    orgId: contractRecords.orgId,
    createdAt: contractRecords.createdAt,
    id: contractRecords.id,
  },
};
