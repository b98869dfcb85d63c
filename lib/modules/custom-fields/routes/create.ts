import { createRoute } from "@hono/zod-openapi";
import { dashboardAdmins } from "@/lib/api/middleware/access";
import { commonErrors, errorResponses, json } from "@/lib/api/responses";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { createCustomField } from "../definitions";
import { CreateCustomFieldBody, CustomFieldDefinitionSchema } from "../schemas";

const route = createRoute({
  method: "post",
  path: "/v1/custom-fields",
  tags: ["Custom fields"],
  operationId: "createCustomField",
  summary: "Define a custom field",
  description: "Admin dashboard session only; an ak_ key gets 401 `Unauthorized role.`",
  request: { body: { content: { "application/json": { schema: CreateCustomFieldBody } }, required: true } },
  middleware: [dashboardAdmins] as const,
  responses: {
    201: json(CustomFieldDefinitionSchema, "The new field."),
    ...errorResponses({
      400: "invalid_custom_field: empty name, missing or unexpected options, duplicate option labels.",
      409: "custom_field_exists: a live field already has this name.",
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
