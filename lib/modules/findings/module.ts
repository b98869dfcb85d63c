import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerFindingRoutes } from ".";

export const findingsModule = defineModule({
  name: "findings",
  routes: registerFindingRoutes,
  changeLog: [{ entityType: "finding", readers: anyCredential }],
  navigation: [{ label: "Findings", href: "/findings", position: 40, icon: "M10 3 2 17h16z M10 8v4 M10 14.5v.5" }],
});
