import type { ApiApp } from "@/lib/api/types";
import { registerListAuditLog } from "./routes/list";
import { registerAuditLogMetadata } from "./routes/metadata";

export function registerAuditLogRoutes(app: ApiApp) {
  registerAuditLogMetadata(app);
  registerListAuditLog(app);
}
