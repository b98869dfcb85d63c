import type { ApiApp } from "@/lib/api/types";
import { registerCreateRadarSource } from "./routes/create-source";
import { registerKeywordRuleRoutes } from "./routes/keyword-rules";
import { registerListRadarSources } from "./routes/list-sources";
import { registerPollRadarSource } from "./routes/poll-source";
import { registerUpdateRadarSource } from "./routes/update-source";

export function registerRadarFeedRoutes(app: ApiApp) {
  registerListRadarSources(app);
  registerCreateRadarSource(app);
  registerUpdateRadarSource(app);
  registerPollRadarSource(app);
  registerKeywordRuleRoutes(app);
}
