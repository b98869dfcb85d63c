import type { ApiApp } from "@/lib/api/types";
import { registerSetupStatus } from "./routes/setup-status";
import { registerSignup } from "./routes/signup";
import { registerToken } from "./routes/token";
import { registerWebSessionRoutes } from "./routes/web-session";

export function registerAccountRoutes(app: ApiApp) {
  registerSignup(app);
  registerToken(app);
  registerSetupStatus(app);
  registerWebSessionRoutes(app);
}
