import { userManagers } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { createLegalEntity, requireLegalEntityInOrg, updateLegalEntity } from "../legal-entities";
import { CreateLegalEntityBody, LegalEntityIdParam, LegalEntityRecordSchema, UpdateLegalEntityBody } from "../schemas";

const tags = ["Organization defaults"];

const createRoute = defineRoute({
  method: "post",
  path: "/v1/legal_entities",
  tags,
  operationId: "createLegalEntity",
  summary: "Add one of the organization's own legal entities",
  description:
    "Extension. is_default true makes it the organization's default legal entity and demotes the previous default.",
  request: { body: { content: { "application/json": { schema: CreateLegalEntityBody } }, required: true } },
  access: userManagers,
  responses: { 201: json(LegalEntityRecordSchema, "The new legal entity."), ...commonErrors },
});

const updateRoute = defineRoute({
  method: "patch",
  path: "/v1/legal_entities/{legal_entity_id}",
  tags,
  operationId: "updateLegalEntity",
  summary: "Update one of the organization's own legal entities",
  description:
    "Extension. Only supplied fields change. is_default true demotes the previous default; false leaves the " +
    "organization without a default legal entity.",
  request: {
    params: LegalEntityIdParam,
    body: { content: { "application/json": { schema: UpdateLegalEntityBody } }, required: true },
  },
  access: userManagers,
  middleware: [requireLegalEntityInOrg] as const,
  responses: {
    200: json(LegalEntityRecordSchema, "The legal entity."),
    ...errorsFor({ legal_entity_not_found: true }),
    ...commonErrors,
  },
});

export function registerLegalEntityRoutes(app: ApiApp) {
  app.openapi(createRoute, async (c) => {
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createLegalEntity(ctx, input)), 201);
  });
  app.openapi(updateRoute, async (c) => {
    const { legal_entity_id: legalEntityId } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateLegalEntity(ctx, { legalEntityId, body })), 200);
  });
}
