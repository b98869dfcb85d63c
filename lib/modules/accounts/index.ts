import type { ApiApp } from "@/lib/api/types";
import { registerSetupStatus } from "./routes/setup-status";
import { registerSignup } from "./routes/signup";
import { registerToken } from "./routes/token";

export function registerAccountRoutes(app: ApiApp) {
  registerSignup(app);
  registerToken(app);
  registerSetupStatus(app);
}
