import { auditReaders } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { AuditLogPageSchema, AuditLogQuery } from "../schemas";
import { listAuditLog } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/system_audit_log",
  tags: ["Audit log"],
  operationId: "listAuditLog",
  summary: "Read the audit log of /v1 calls",
  description: "Newest first.",
  request: { query: AuditLogQuery },
  access: auditReaders,
  responses: { 200: json(AuditLogPageSchema, "A page of audit entries."), ...commonErrors },
});

export function registerListAuditLog(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await listAuditLog(readContext(c), c.req.valid("query")), 200));
}
