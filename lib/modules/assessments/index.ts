import type { ApiApp } from "@/lib/api/types";
import { registerArchiveAssessment } from "./routes/archive";
import { registerCreateAssessment } from "./routes/create";
import { registerFindingEvidence } from "./routes/finding-evidence";
import { registerAssessmentFromPortal } from "./routes/from-portal";
import { registerAssessmentReads } from "./routes/read";
import { registerAssessmentReview } from "./routes/review";
import { registerUpdateAssessment } from "./routes/update";

export { type AssessmentDates, backdateAssessment } from "./backdate";
export { createAssessment } from "./create";
export { createAssessments, createZeroTouchAssessments, type ManyAssessmentsInput } from "./create-many";
export { advanceAssessmentOffline } from "./engine/in-transaction";
export { assessmentJoin } from "./joins";
export { type LatestAssessment, latestAssessmentsOfVendors } from "./latest";
export { assessmentStatusOf, moveAssessmentBySystem } from "./lifecycle";
export { renderAssessmentName } from "./name-format";
export { assessmentCountsByScoreBand, assessmentCountsByStatus, assessmentScoreStats } from "./portfolio-counts";
export { assessmentStatuses } from "./schemas";
export { approveAssessment, archiveAssessment } from "./updates";
export { shownAssessments } from "./zero-touch-runs";

export function registerAssessmentRoutes(app: ApiApp) {
  registerAssessmentReads(app);
  registerCreateAssessment(app);
  registerAssessmentFromPortal(app);
  registerUpdateAssessment(app);
  registerArchiveAssessment(app);
  registerAssessmentReview(app);
  // GET /v1/findings/{id}/evidence: the evaluations that raised a finding are this module's rows.
  registerFindingEvidence(app);
}
