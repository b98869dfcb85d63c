import { defineModule } from "../descriptor";
import { registerExportRoutes } from ".";
import { builtInReports } from "./reports";

export const exportModule = defineModule({
  name: "export",
  routes: registerExportRoutes,
  exportReports: builtInReports,
  navigation: [{ label: "Export", href: "/export", position: 100, icon: "M10 3v9 M6 8l4 4 4-4 M4 14v3h12v-3" }],
});
