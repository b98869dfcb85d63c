import { dashboardAdmins } from "@/lib/api/access-policy";
import type { ServiceContext } from "@/lib/api/context";
import { commonErrors, errorsFor, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { archiveCustomField, setCustomFieldEnabled } from "../definitions";
import { ConfigIdParam, CustomFieldDefinitionSchema } from "../schemas";

const actions = {
  enable: {
    summary: "Enable a custom field",
    description: "Its values show on records again.",
    run: (ctx: ServiceContext, id: string) => setCustomFieldEnabled(ctx, { configId: id, enabled: true }),
  },
  disable: {
    summary: "Disable a custom field",
    description: "Hidden from records and from the list (unless include_disabled); values are kept.",
    run: (ctx: ServiceContext, id: string) => setCustomFieldEnabled(ctx, { configId: id, enabled: false }),
  },
  archive: {
    summary: "Archive a custom field",
    description: "Final: the field and its values are hidden everywhere and the field is not found afterwards.",
    run: (ctx: ServiceContext, id: string) => archiveCustomField(ctx, id),
  },
} as const;

function registerAction(app: ApiApp, action: keyof typeof actions) {
  const { summary, description, run } = actions[action];
  const route = defineRoute({
    method: "post",
    path: `/v1/custom-fields/{config_id}/${action}`,
    tags: ["Custom fields"],
    operationId: `${action}CustomField`,
    summary,
    description,
    request: { params: ConfigIdParam },
    access: dashboardAdmins,
    responses: {
      200: json(CustomFieldDefinitionSchema, "The field."),
      ...errorsFor({ custom_field_not_found: "also for archived fields." }),
      ...commonErrors,
    },
  });
  app.openapi(route, async (c) => {
    const { config_id: configId } = c.req.valid("param");
    return c.json(await inTransaction(c, (ctx) => run(ctx, configId)), 200);
  });
}

export function registerCustomFieldLifecycle(app: ApiApp) {
  registerAction(app, "enable");
  registerAction(app, "disable");
  registerAction(app, "archive");
}
