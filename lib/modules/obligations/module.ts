import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerObligationRoutes } from ".";

export const obligationsModule = defineModule({
  name: "obligations",
  routes: registerObligationRoutes,
  changeLog: [{ entityType: "obligation", readers: anyCredential }],
  navigation: [
    { label: "Obligations", href: "/obligations", position: 50, icon: "M5 3h10v14H5z M8 8l1.5 1.5L12 7 M8 13h4" },
  ],
});
