import { defineModule } from "../descriptor";
import { registerAuditLogRoutes } from ".";

export const auditLogModule = defineModule({
  name: "audit-log",
  routes: registerAuditLogRoutes,
  navigation: [{ label: "Audit log", href: "/audit-log", position: 110, icon: "M5 3h10v14H5z M8 7h4 M8 10h4 M8 13h2" }],
});
