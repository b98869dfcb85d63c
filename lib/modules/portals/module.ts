import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerPortalRoutes } from ".";

export const portalsModule = defineModule({
  name: "portals",
  routes: registerPortalRoutes,
  changeLog: [{ entityType: "portal", readers: anyCredential }],
  navigation: [{ label: "Portals", href: "/portals", position: 80, icon: "M3 5h14v10H3z M3 6l7 5 7-5" }],
});
