import { defineModule } from "../descriptor";
import { registerDashboardRoutes } from ".";

export const dashboardModule = defineModule({
  name: "dashboard",
  routes: registerDashboardRoutes,
  navigation: [{ label: "Dashboard", href: "/", position: 10, icon: "M3 10.5 10 4l7 6.5V17H3z M8 17v-4h4v4" }],
});
