import { asc, count, desc, eq, lt, or, type SQL, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/client";
import { inOrg, type OrgRef } from "@/lib/db/tenant";
import { containsInsensitive } from "@/lib/db/text-match";
import type { ContractListFilters } from "./schemas";
import { contractRecords } from "./tables";

/** Earliest first, records without the date last, ties by ID: the order the (org, date, id) index keeps. */
const earliestFirst = (column: typeof contractRecords.expirationDate) => [
  sql`${column} asc nulls last`,
  asc(contractRecords.id),
];

export function contractOrder(sort: ContractListFilters["sort"]): SQL[] {
  switch (sort) {
    case "expiration_date":
      return earliestFirst(contractRecords.expirationDate);
    case "notice_deadline":
      return earliestFirst(contractRecords.noticeDeadline);
    default:
      return [desc(contractRecords.createdAt), desc(contractRecords.id)];
  }
}

/**
 * The list's filters (GET /v1/contract-records), archived left out unless asked for. Shared with the
 * benchmark's bare server, which takes the same statements with `.toSQL()`.
 */
export function contractConditions(orgId: OrgRef, filters: ContractListFilters): SQL {
  const search = filters.q?.trim();
  return inOrg(
    contractRecords,
    orgId,
    filters.include_archived ? undefined : eq(contractRecords.isArchived, false),
    filters.vendor_id !== undefined ? eq(contractRecords.vendorId, filters.vendor_id) : undefined,
    filters.expiring_before !== undefined ? lt(contractRecords.expirationDate, filters.expiring_before) : undefined,
    filters.notice_deadline_before !== undefined
      ? lt(contractRecords.noticeDeadline, filters.notice_deadline_before)
      : undefined,
    filters.auto_renew !== undefined ? eq(contractRecords.autoRenew, filters.auto_renew) : undefined,
    filters.contract_type !== undefined ? eq(contractRecords.contractType, filters.contract_type) : undefined,
    filters.lifecycle_status_id !== undefined
      ? eq(contractRecords.lifecycleStatusId, filters.lifecycle_status_id)
      : undefined,
    filters.owner_user_id !== undefined ? eq(contractRecords.ownerUserId, filters.owner_user_id) : undefined,
    filters.parent_contract_id !== undefined
      ? eq(contractRecords.parentContractId, filters.parent_contract_id)
      : undefined,
    search
      ? or(
          containsInsensitive(contractRecords.name, search),
          containsInsensitive(contractRecords.counterpartyName, search),
        )
      : undefined,
  );
}

/** The count side of a list page: `.where(contractConditions(...))` on it. */
export const selectContractCount = (q: Queryable) => q.select({ total: count() }).from(contractRecords);
