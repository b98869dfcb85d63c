import { obligations } from "./tables";

/**
 * The obligations table, read only, for another module's statement that must read obligations in the
 * same SQL as its own rows (the obligations export: a keyset over obligations with their supplier's
 * name). `table` is there to join or select from (with `inOrg` on the organization), the other
 * columns to read. Other modules never write through it: a change to an obligation goes through this
 * module's services.
 */
export const obligationJoin = {
  table: obligations,
  id: obligations.id,
  orgId: obligations.orgId,
  statement: obligations.statement,
  status: obligations.status,
  obligationType: obligations.obligationType,
  complianceType: obligations.complianceType,
  vendorId: obligations.vendorId,
  vendorDocumentId: obligations.vendorDocumentId,
  assigneeId: obligations.assigneeId,
  dueDate: obligations.dueDate,
  isArchived: obligations.isArchived,
  createdAt: obligations.createdAt,
  updatedAt: obligations.updatedAt,
} as const;
