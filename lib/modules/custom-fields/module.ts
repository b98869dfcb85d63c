import { anyCredential } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerCustomFieldRoutes } from ".";

export const customFieldsModule = defineModule({
  name: "custom-fields",
  routes: registerCustomFieldRoutes,
  changeLog: [{ entityType: "custom_field", readers: anyCredential }],
  navigation: [
    { label: "Custom fields", href: "/settings/custom-fields", position: 3, under: "/settings/organization" },
  ],
});
