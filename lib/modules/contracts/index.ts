import type { ApiApp } from "@/lib/api/types";
import { registerCreateContract } from "./routes/create";
import { registerGetContract } from "./routes/get";
import { registerListContracts } from "./routes/list";
import { registerListContractReminders } from "./routes/reminders";
import { registerUpdateContract } from "./routes/update";

export function registerContractRoutes(app: ApiApp) {
  registerListContracts(app);
  registerCreateContract(app);
  registerGetContract(app);
  registerUpdateContract(app);
  registerListContractReminders(app);
}

export { formatAmount, isCurrencyCode, minorUnitDigits } from "./amount";
export { contractConditions, contractOrder, selectContractCount } from "./list-query";
export { contractRecordJoin } from "./record-join";
export {
  type ContractListFilters,
  ContractListQuery,
  type ContractRecord,
  type CreateContractInput,
  type UpdateContractInput,
} from "./schemas";
export { contractObject, selectContractsWithNames, serializeContractWithNames } from "./serialize";
export {
  createContract,
  findContractInOrg,
  listContracts,
  noticeDeadlineOf,
  readContract,
  updateContract,
} from "./service";
