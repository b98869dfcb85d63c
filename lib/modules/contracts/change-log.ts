import { archiveAction, type ChangeContext, recordChange } from "@/lib/audit/changes";
import type { ContractRecord } from "./schemas";

/**
 * What the change log keeps of a contract: the object without the names it shows beside its IDs
 * (vendor_name, owner_name, parent_contract_name), which change when that other record is renamed,
 * not when the contract changes.
 */
function loggedFields(contract: ContractRecord) {
  const { vendor_name: _vendor, owner_name: _owner, parent_contract_name: _parent, ...fields } = contract;
  return fields;
}

/** A contract's change: "created" without a before, else "archived", "restored" or "updated". */
export async function recordContractChange(ctx: ChangeContext, before: ContractRecord | null, after: ContractRecord) {
  await recordChange(ctx, {
    entityType: "contract_record",
    entityId: after.id,
    entityName: after.name,
    action: before ? archiveAction(before, after) : "created",
    before: before ? loggedFields(before) : null,
    after: loggedFields(after),
  });
}
