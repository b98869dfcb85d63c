import type { ApiApp } from "@/lib/api/types";
import { registerAuthTest } from "./routes/authtest";
import { registerWhoAmIIp } from "./routes/whoami-ip";

export function registerConnectivityRoutes(app: ApiApp) {
  registerAuthTest(app);
  registerWhoAmIIp(app);
}
