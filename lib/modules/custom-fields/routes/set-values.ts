import { dashboardRoles } from "@/lib/api/access-policy";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { CustomFieldValuesSchema, SetCustomFieldValuesBody, ValueTargetParams } from "../schemas";
import { setCustomFieldValues } from "../set-values";

const route = defineRoute({
  method: "put",
  path: "/v1/custom-field-values/{target_type}/{target_id}",
  tags: ["Custom fields"],
  operationId: "setCustomFieldValues",
  summary: "Set custom field values on a record",
  description: "Only the " + "named fields change; each value must fit its field's type and options.",
  request: {
    params: ValueTargetParams,
    body: { content: { "application/json": { schema: SetCustomFieldValuesBody } }, required: true },
  },
  access: dashboardRoles(["org:admin", "org:member", "org:siloed_member"]),
  responses: {
    200: json(CustomFieldValuesSchema, "The record's values after the change."),
    ...errorsFor({
      invalid_custom_field: "unknown, archived, disabled or not applying to the record type.",
      invalid_custom_field_value: "does not fit the field's type or options.",
      vendor_not_found: true,
      service_not_found: true,
      assessment_not_found: true,
    }),
    ...commonErrors,
  },
});

export function registerSetCustomFieldValues(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { target_type: targetType, target_id: targetId } = c.req.valid("param");
    const { values } = c.req.valid("json");
    return c.json(await inTransaction(c, (ctx) => setCustomFieldValues(ctx, { targetType, targetId, values })), 200);
  });
}
