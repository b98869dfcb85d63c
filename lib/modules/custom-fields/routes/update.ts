import { dashboardAdmins } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { updateCustomField } from "../definitions";
import { ConfigIdParam, CustomFieldDefinitionSchema, UpdateCustomFieldBody } from "../schemas";

const route = defineRoute({
  method: "patch",
  path: "/v1/custom-fields/{config_id}",
  tags: ["Custom fields"],
  operationId: "updateCustomField",
  summary: "Rename a custom field or change where it applies and its options",
  description:
    "Only supplied fields change; field_type cannot change. Values on record types " +
    "no longer in applies_to, and option labels no longer offered, are removed from records.",
  request: {
    params: ConfigIdParam,
    body: { content: { "application/json": { schema: UpdateCustomFieldBody } }, required: true },
  },
  access: dashboardAdmins,
  responses: {
    200: json(CustomFieldDefinitionSchema, "The updated field."),
    ...errorsFor({
      invalid_custom_field: true,
      custom_field_not_found: "also for archived fields.",
      custom_field_exists: true,
    }),
    ...commonErrors,
  },
});

export function registerUpdateCustomField(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { config_id: configId } = c.req.valid("param");
    const input = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => updateCustomField(ctx, { configId, body: input })), 200);
  });
}
