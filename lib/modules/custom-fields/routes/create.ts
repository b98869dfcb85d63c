import { dashboardAdmins } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { createCustomField } from "../definitions";
import { CreateCustomFieldBody, CustomFieldDefinitionSchema } from "../schemas";

const route = defineRoute({
  method: "post",
  path: "/v1/custom-fields",
  tags: ["Custom fields"],
  operationId: "createCustomField",
  summary: "Define a custom field",
  request: { body: { content: { "application/json": { schema: CreateCustomFieldBody } }, required: true } },
  access: dashboardAdmins,
  responses: {
    201: json(CustomFieldDefinitionSchema, "The new field."),
    ...errorsFor({
      invalid_custom_field: "empty name, missing or unexpected options, duplicate option labels.",
      custom_field_exists: "a live field already has this name.",
    }),
    ...commonErrors,
  },
});

export function registerCreateCustomField(app: ApiApp) {
  app.openapi(route, async (c) => {
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => createCustomField(ctx, input)), 201);
  });
}
