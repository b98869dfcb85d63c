import type { ReportDefinition } from "../definition";

/**
 * Contract records have no module yet: the report already exists
 * with its columns and answers with no rows. The contracts module fills it by registering this
 * slug again with a source over its table.
 */
export const contractRecordsReport: ReportDefinition = {
  slug: "contract_records",
  report_name: "Contract records",
  base_object: "contract_record",
  mapping: {
    id: "Contract ID",
    name: "Contract Name",
    contract_type: "Contract Type",
    vendor_id: "Supplier ID",
    vendor_name: "Supplier Name",
    counterparty_name: "Counterparty",
    workflow_state: "Workflow State",
    lifecycle_status: "Lifecycle Status",
    effective_date: "Effective Date",
    expiration_date: "Expiration Date",
    renewal_date: "Renewal Date",
    auto_renew: "Auto Renew",
    contract_value_amount: "Contract Value",
    contract_value_currency: "Currency",
    is_archived: "Archived",
    created_at: "Created At",
    updated_at: "Updated At",
  },
  source: null,
};
