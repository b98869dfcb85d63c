import { assessments } from "./tables";

/**
 * The assessments table, read only, for another module's statement that must read an assessment in
 * the same SQL as its own rows (the export reports: a keyset over assessments with their vendor and
 * open findings counted in the statement; a finding's supplier through its assessment). `table` is
 * there to join or select from (with `inOrg` on the organization), the other columns to read. Other
 * modules never write through it: a change to an assessment goes through this module's services.
 * Where no join is needed, use a read function of the index instead.
 */
export const assessmentJoin = {
  table: assessments,
  id: assessments.id,
  orgId: assessments.orgId,
  name: assessments.name,
  vendorId: assessments.vendorId,
  status: assessments.status,
  scorePercent: assessments.scorePercent,
  assigneeId: assessments.assigneeId,
  initiatedAt: assessments.initiatedAt,
  isArchived: assessments.isArchived,
  createdAt: assessments.createdAt,
  updatedAt: assessments.updatedAt,
} as const;
