import { defineModule } from "../descriptor";
import { registerAccountRoutes } from ".";

export const accountsModule = defineModule({
  name: "accounts",
  publicRoutes: registerAccountRoutes,
});
