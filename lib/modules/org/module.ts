import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerOrgRoutes } from ".";
import { isModuleEnabled, organizationsWithModuleOn } from "./switches";

export const orgModule = defineModule({
  name: "org",
  routes: registerOrgRoutes,
  moduleSwitches: { isModuleEnabled, organizationsWithModuleOn },
  changeLog: [{ entityType: "organization", readers: anyCredential }],
  navigation: [
    {
      label: "Settings",
      href: "/settings/organization",
      position: 120,
      icon: "M10 7a3 3 0 1 0 0 6 3 3 0 0 0 0-6z M10 2v2 M10 16v2 M2 10h2 M16 10h2 M4.3 4.3l1.4 1.4 M14.3 14.3l1.4 1.4",
      children: [{ label: "Organization", href: "/settings/organization" }],
    },
  ],
});
