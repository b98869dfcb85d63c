import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ContractIdParam, ContractRecordSchema } from "../schemas";
import { readContract } from "../service";
import { contractReaders, tags } from "./access";

const route = defineRoute({
  method: "get",
  path: "/v1/contract-records/{contract_id}",
  tags,
  operationId: "getContractRecord",
  summary: "Get a contract record",
  description: "Archived records included.",
  request: { params: ContractIdParam },
  access: contractReaders,
  responses: {
    200: json(ContractRecordSchema, "The contract record."),
    ...errorsFor({ contract_not_found: true }),
    ...commonErrors,
  },
});

export function registerGetContract(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { tx, orgId } = readContext(c);
    return c.json(await readContract(tx, orgId, c.req.valid("param").contract_id), 200);
  });
}
