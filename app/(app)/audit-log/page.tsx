import { AuditLogView } from "@/components/audit-log/audit-log-view";

export default function AuditLogPage() {
  return <AuditLogView />;
}
