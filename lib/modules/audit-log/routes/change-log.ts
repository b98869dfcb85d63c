import { auditReaders } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { listChangeLog } from "../change-log";
import { ChangeLogPageSchema, ChangeLogQuery } from "../change-log-schemas";

const route = defineRoute({
  method: "get",
  path: "/v1/change_log",
  tags: ["Audit log"],
  operationId: "listChangeLog",
  summary: "Read the change log: who changed which record, and from what to what",
  description:
    "Newest first. One entry per create, update, archive or state change, with its actor by name and " +
    "its field-level changes; secrets are never shown. Dashboard member, siloed member, admin or guest, " +
    "or an ak_ key holding audit:read.",
  request: { query: ChangeLogQuery },
  access: auditReaders,
  responses: { 200: json(ChangeLogPageSchema, "A page of change log entries."), ...commonErrors },
});

export function registerChangeLog(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await listChangeLog(readContext(c), c.req.valid("query")), 200));
}
