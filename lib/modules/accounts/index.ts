import type { ApiApp } from "@/lib/api/types";
import { registerSignup } from "./routes/signup";
import { registerToken } from "./routes/token";

export function registerAccountRoutes(app: ApiApp) {
  registerSignup(app);
  registerToken(app);
}
