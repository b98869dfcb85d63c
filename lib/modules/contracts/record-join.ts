import { contractRecords } from "./tables";

/**
 * Contract records for another module's single-statement read: the export's contract_records report
 * selects them joined with their vendor's and lifecycle status's names. `table` is for that
 * statement's FROM; the other fields are the columns other modules may read. Read only: other modules
 * never write through it (contracts change through createContract and updateContract).
 */
export const contractRecordJoin = {
  table: contractRecords,
  id: contractRecords.id,
  orgId: contractRecords.orgId,
  name: contractRecords.name,
  contractType: contractRecords.contractType,
  vendorId: contractRecords.vendorId,
  counterpartyName: contractRecords.counterpartyName,
  parentContractId: contractRecords.parentContractId,
  workflowState: contractRecords.workflowState,
  lifecycleStatusId: contractRecords.lifecycleStatusId,
  effectiveDate: contractRecords.effectiveDate,
  termStartDate: contractRecords.termStartDate,
  expirationDate: contractRecords.expirationDate,
  renewalDate: contractRecords.renewalDate,
  autoRenew: contractRecords.autoRenew,
  terminationNoticePeriodDays: contractRecords.terminationNoticePeriodDays,
  noticeDeadline: contractRecords.noticeDeadline,
  contractValueAmount: contractRecords.contractValueAmount,
  contractValueCurrency: contractRecords.contractValueCurrency,
  isArchived: contractRecords.isArchived,
  createdAt: contractRecords.createdAt,
  updatedAt: contractRecords.updatedAt,
} as const;
