import { defineModule } from "../descriptor";
import { registerExportRoutes } from ".";

export const exportModule = defineModule({
  name: "export",
  routes: registerExportRoutes,
  navigation: [{ label: "Export", href: "/export", position: 100, icon: "M10 3v9 M6 8l4 4 4-4 M4 14v3h12v-3" }],
});
