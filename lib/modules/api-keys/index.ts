import type { ApiApp } from "@/lib/api/types";
import { registerCreateApiKey } from "./routes/create";
import { registerListApiKeys } from "./routes/list";
import { registerRevokeApiKey } from "./routes/revoke";
import { registerRotateApiKey } from "./routes/rotate";

export { apiKeyCredentialJoin } from "./credential-join";
export { keyCreatorUserId, keyCreatorUserIds } from "./service";

export function registerApiKeyRoutes(app: ApiApp) {
  registerListApiKeys(app);
  registerCreateApiKey(app);
  registerRotateApiKey(app);
  registerRevokeApiKey(app);
}
