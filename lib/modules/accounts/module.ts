import { defineModule } from "../descriptor";
import { registerAccountRoutes } from ".";
import { resolveCredential } from "./credentials";

export const accountsModule = defineModule({
  name: "accounts",
  publicRoutes: registerAccountRoutes,
  resolvesCredentials: resolveCredential,
});
