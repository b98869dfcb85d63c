import { eq, getTableColumns } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { notFound } from "@/lib/api/errors";
import type { Queryable } from "@/lib/db/client";
import { inOrg } from "@/lib/db/tenant";
import { statusNameSql } from "@/lib/modules/taxonomy";
import { userNameSql } from "@/lib/modules/users";
import { vendorNameSql } from "@/lib/modules/vendors";
import { toUnixSeconds } from "@/lib/time";
import { formatAmount } from "./amount";
import type { ContractRecord } from "./schemas";
import { type ContractRecordRow, contractRecords } from "./tables";

/** The names a contract object shows beside its IDs, read with the row (a rename shows at once). */
export interface ContractNames {
  vendorName: string | null;
  ownerName: string | null;
  statusName: string | null;
  parentName: string | null;
}

const parentContract = alias(contractRecords, "parent_contract");

/**
 * Contract rows with their vendor's, owner's, lifecycle status's and parent's names, in one
 * statement: a list page is one query (and its count), not a query per kind of name.
 */
export function selectContractsWithNames(q: Queryable) {
  return q
    .select({
      contract: getTableColumns(contractRecords),
      vendorName: vendorNameSql(contractRecords.vendorId, contractRecords.orgId),
      ownerName: userNameSql(contractRecords.ownerUserId, contractRecords.orgId),
      statusName: statusNameSql(contractRecords.lifecycleStatusId, contractRecords.orgId),
      parentName: parentContract.name,
    })
    .from(contractRecords)
    .leftJoin(
      parentContract,
      inOrg(parentContract, contractRecords.orgId, eq(parentContract.id, contractRecords.parentContractId)),
    );
}

export type ContractWithNames = Awaited<ReturnType<ReturnType<typeof selectContractsWithNames>["execute"]>>[number];

/** The API object of a contract record (GET, POST, PATCH and list items alike). */
export function serializeContract(row: ContractRecordRow, names: ContractNames): ContractRecord {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    contract_type: row.contractType,
    vendor_id: row.vendorId,
    counterparty_name: row.counterpartyName,
    parent_contract_id: row.parentContractId,
    workflow_state: row.workflowState,
    lifecycle_status: row.lifecycleStatusId === null ? null : names.statusName,
    effective_date: row.effectiveDate,
    term_start_date: row.termStartDate,
    expiration_date: row.expirationDate,
    renewal_date: row.renewalDate,
    auto_renew: row.autoRenew,
    termination_notice_period_days: row.terminationNoticePeriodDays,
    contract_value_amount: formatAmount(row.contractValueAmount, row.contractValueCurrency),
    contract_value_currency: row.contractValueCurrency,
    executed_at: toUnixSeconds(row.executedAt),
    engagement_ids: [],
    is_archived: row.isArchived,
    created_at: toUnixSeconds(row.createdAt),
    updated_at: toUnixSeconds(row.updatedAt),
    notice_deadline: row.noticeDeadline,
    owner_user_id: row.ownerUserId,
    lifecycle_status_id: row.lifecycleStatusId,
    vendor_name: row.vendorId === null ? null : names.vendorName,
    owner_name: row.ownerUserId === null ? null : names.ownerName,
    parent_contract_name: row.parentContractId === null ? null : names.parentName,
  };
}

export const serializeContractWithNames = (row: ContractWithNames): ContractRecord =>
  serializeContract(row.contract, row);

/** The API object of the organization's contract `contractId`, or 404 contract_not_found. */
export async function contractObject(q: Queryable, orgId: string, contractId: string): Promise<ContractRecord> {
  const [row] = await selectContractsWithNames(q).where(
    inOrg(contractRecords, orgId, eq(contractRecords.id, contractId)),
  );
  if (!row) {
    throw notFound("contract_not_found", "Contract");
  }
  return serializeContractWithNames(row);
}
