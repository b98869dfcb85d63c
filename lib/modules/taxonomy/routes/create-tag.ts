import { anyCredential } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { inTransaction } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { CreateTagBody, TagSchema } from "../schemas";
import { createTag } from "../service";

const route = defineRoute({
  method: "post",
  path: "/v1/tags",
  tags: ["Organization defaults"],
  operationId: "createTag",
  summary: "Create a tag",
  description: "Create-or-get: a value already present (case-insensitively) returns 200 with the existing tag.",
  request: { body: { content: { "application/json": { schema: CreateTagBody } }, required: true } },
  access: anyCredential,
  responses: {
    201: json(TagSchema, "The new tag."),
    200: json(TagSchema, "The existing tag with that value."),
    ...commonErrors,
  },
});

export function registerCreateTag(app: ApiApp) {
  app.openapi(route, async (c) => {
    const { value } = c.req.valid("json");
    const result = await inTransaction(c, (ctx) => createTag(ctx, value));
    return result.created ? c.json(result.tag, 201) : c.json(result.tag, 200);
  });
}
