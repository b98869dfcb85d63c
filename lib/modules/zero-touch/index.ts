import type { ApiApp } from "@/lib/api/types";
import { registerConfigRoutes } from "./routes/config";
import { registerReviewRoutes } from "./routes/review";
import { registerRunRoutes } from "./routes/runs";

export { launchRun } from "./launch";
export { correctRun, reviewRun } from "./review";
export { offlineRun } from "./run-job";

export function registerZeroTouchRoutes(app: ApiApp) {
  // The fixed paths (leaderboard, templates, config) before /{assessment_id}.
  registerConfigRoutes(app);
  registerRunRoutes(app);
  registerReviewRoutes(app);
}
