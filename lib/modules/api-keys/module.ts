import { defineModule } from "../descriptor";
import { registerApiKeyRoutes } from ".";

export const apiKeysModule = defineModule({
  name: "api-keys",
  routes: registerApiKeyRoutes,
  navigation: [{ label: "API keys", href: "/settings/api-keys", position: 2, under: "/settings/organization" }],
});
