import { requireInOrg } from "@/lib/api/middleware/require-in-org";
import { commonErrors, errorsFor, json, jsonBody } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ContractIdParam, ContractRecordSchema, UpdateContractBody } from "../schemas";
import { findContractInOrg, updateContract } from "../service";
import { contractWriters, tags } from "./access";
import { contractWriteErrors } from "./errors";

const requireContractInOrg = requireInOrg("contract_id", findContractInOrg);

const route = defineRoute({
  method: "patch",
  path: "/v1/contract-records/{contract_id}",
  tags,
  operationId: "updateContractRecord",
  summary: "Update a contract record",
  description:
    "Only supplied fields change; null clears a nullable field. is_archived true archives, false restores. " +
    "The date order is checked on the stored dates merged with the supplied ones. workflow_state is not settable. " +
    "Every change is recorded in the change log (entity_type contract_record).",
  request: { params: ContractIdParam, body: jsonBody(UpdateContractBody) },
  access: contractWriters,
  middleware: [requireContractInOrg] as const,
  responses: {
    200: json(ContractRecordSchema, "The updated contract record."),
    ...errorsFor({ contract_not_found: true }),
    ...commonErrors,
    ...contractWriteErrors,
  },
});

export function registerUpdateContract(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { contract_id: contractId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateContract(ctx, { contractId, body: input })), 200);
  });
}
