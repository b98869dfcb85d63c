import { findings } from "./tables";

/**
 * The findings table, read only, for another module's statement that must read findings in the same
 * SQL as its own rows (the export reports: the findings keyset with supplier and status names, an
 * assessment's findings counted in its row). `table` is there to join or select from (with `inOrg`
 * on the organization), the other columns to read. Other modules never write through it: a change to
 * a finding goes through this module's services. Where no join is needed, use a read function of the
 * index instead.
 */
export const findingJoin = {
  table: findings,
  id: findings.id,
  orgId: findings.orgId,
  title: findings.title,
  vendorId: findings.vendorId,
  assessmentId: findings.assessmentId,
  findingStatusId: findings.findingStatusId,
  dueDate: findings.dueDate,
  isArchived: findings.isArchived,
  createdAt: findings.createdAt,
  updatedAt: findings.updatedAt,
} as const;
