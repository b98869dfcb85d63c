import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { ContractListQuery, ContractListSchema } from "../schemas";
import { listContracts } from "../service";
import { contractReaders, tags } from "./access";

const route = defineRoute({
  method: "get",
  path: "/v1/contract-records",
  tags,
  operationId: "listContractRecords",
  summary: "List contract records",
  description:
    "Newest first by default (ties by ID); archived records are left out unless include_archived is true. " +
    "Unknown filter IDs match nothing.",
  request: { query: ContractListQuery },
  access: contractReaders,
  responses: { 200: json(ContractListSchema, "A page of contract records."), ...commonErrors },
});

export function registerListContracts(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await listContracts(readContext(c), c.req.valid("query")), 200));
}
