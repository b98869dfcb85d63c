import type { ApiApp } from "@/lib/api/types";
import { registerAuthTest } from "./routes/authtest";
import { registerWhoAmI } from "./routes/whoami";
import { registerWhoAmIIp } from "./routes/whoami-ip";

export function registerConnectivityRoutes(app: ApiApp) {
  registerAuthTest(app);
  registerWhoAmI(app);
  registerWhoAmIIp(app);
}
