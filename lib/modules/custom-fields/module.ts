import { defineModule } from "../descriptor";
import { registerCustomFieldRoutes } from ".";

export const customFieldsModule = defineModule({
  name: "custom-fields",
  routes: registerCustomFieldRoutes,
  navigation: [
    { label: "Custom fields", href: "/settings/custom-fields", position: 3, under: "/settings/organization" },
  ],
});
