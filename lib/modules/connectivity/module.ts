import { defineModule } from "../descriptor";
import { registerConnectivityRoutes } from ".";

export const connectivityModule = defineModule({
  name: "connectivity",
  routes: registerConnectivityRoutes,
  navigation: [{ label: "API reference", href: "/docs", position: 130, icon: "M6 4 2 10l4 6 M14 4l4 6-4 6" }],
});
