import { auditReaders } from "@/lib/api/access-policy";
import { commonErrors, json } from "@/lib/api/responses";
import { defineRoute } from "@/lib/api/route";
import { readContext } from "@/lib/api/service-context";
import type { ApiApp } from "@/lib/api/types";
import { AuditLogMetadataSchema } from "../schemas";
import { auditLogMetadata } from "../service";

const route = defineRoute({
  method: "get",
  path: "/v1/system_audit_log/metadata",
  tags: ["Audit log"],
  operationId: "getAuditLogMetadata",
  summary: "Filter values seen in the organization's audit log",
  access: auditReaders,
  responses: { 200: json(AuditLogMetadataSchema, "Routes, methods, status codes and keys seen."), ...commonErrors },
});

export function registerAuditLogMetadata(app: ApiApp) {
  app.openapi(route, async (c) => c.json(await auditLogMetadata(readContext(c)), 200));
}
