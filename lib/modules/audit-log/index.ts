import type { ApiApp } from "@/lib/api/types";
import { registerChangeLog } from "./routes/change-log";
import { registerListAuditLog } from "./routes/list";
import { registerAuditLogMetadata } from "./routes/metadata";

export { auditLogQueries } from "./list-query";
export { AuditLogQuery } from "./schemas";
export { serializeAuditEntry } from "./service";
export { visibleChanges } from "./visibility";

export function registerAuditLogRoutes(app: ApiApp) {
  registerAuditLogMetadata(app);
  registerListAuditLog(app);
  registerChangeLog(app);
}
