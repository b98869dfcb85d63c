import type { ApiApp } from "@/lib/api/types";
import { registerCreateReassessment } from "./routes/create";
import { registerReadReassessments } from "./routes/read";
import { registerReassessmentTransitions } from "./routes/transitions";
import { registerUpdateReassessment } from "./routes/update";
import { registerReassessmentVendorRoutes } from "./routes/vendors";

export function registerReassessmentRoutes(app: ApiApp) {
  registerReadReassessments(app);
  registerCreateReassessment(app);
  registerUpdateReassessment(app);
  registerReassessmentVendorRoutes(app);
  registerReassessmentTransitions(app);
}

export { createReassessment } from "./create";
