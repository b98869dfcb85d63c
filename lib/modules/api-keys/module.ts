import { keyManagers } from "@/lib/api/access-policy";
import { defineModule } from "../descriptor";
import { registerApiKeyRoutes } from ".";

export const apiKeysModule = defineModule({
  name: "api-keys",
  routes: registerApiKeyRoutes,
  changeLog: [{ entityType: "api_key", readers: keyManagers }],
  navigation: [{ label: "API keys", href: "/settings/api-keys", position: 2, under: "/settings/organization" }],
});
