import { commonErrors, json, jsonBody } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ContractRecordSchema, CreateContractBody } from "../schemas";
import { createContract } from "../service";
import { contractWriters, tags } from "./access";
import { contractWriteErrors } from "./errors";

const route = defineRoute({
  method: "post",
  path: "/v1/contract-records",
  tags,
  operationId: "createContractRecord",
  summary: "Create a contract record",
  description:
    "New records read workflow_state draft. owner_user_id defaults to the calling dashboard user (null for a key). " +
    "Dates must run effective_date ≤ term_start_date ≤ expiration_date (only those given are compared). " +
    "Idempotency-Key is not honored.",
  request: { body: jsonBody(CreateContractBody) },
  access: contractWriters,
  responses: {
    201: json(ContractRecordSchema, "The new contract record."),
    ...commonErrors,
    ...contractWriteErrors,
  },
});

export function registerCreateContract(app: ApiApp) {
  app.openapi(route, async (c) => {
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createContract(ctx, input)), 201);
  });
}
