import { registerReadRoute } from "@/lib/api/read-route";
import type { ApiApp } from "@/lib/api/types";
import { listCustomFields } from "../definitions";
import { CustomFieldListQuery, CustomFieldListSchema } from "../schemas";

export function registerListCustomFields(app: ApiApp) {
  registerReadRoute(app, {
    path: "/v1/custom-fields",
    tag: "Custom fields",
    operationId: "listCustomFields",
    summary: "List custom field definitions",
    description:
      "Enabled fields of the organization (disabled ones too with include_disabled=true), optionally only those " +
      "applying to one record type. Archived fields are never listed. Ordered as records list their values.",
    query: CustomFieldListQuery,
    response: CustomFieldListSchema,
    read: (ctx, query) => listCustomFields(ctx, query),
  });
}
