import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerPortalRoutes, registerVendorPortalRoutes } from ".";

export const portalsModule = defineModule({
  name: "portals",
  routes: registerPortalRoutes,
  // The vendor's side: signed in with a one-time code on one request, never with a credential of the organization.
  publicRoutes: registerVendorPortalRoutes,
  changeLog: [{ entityType: "portal", readers: anyCredential }],
  navigation: [{ label: "Portals", href: "/portals", position: 80, icon: "M3 5h14v10H3z M3 6l7 5 7-5" }],
});
