import type { ApiApp } from "@/lib/api/types";
import { registerFindingComments } from "./routes/comments";
import { registerCreateFinding } from "./routes/create";
import { registerGetFinding } from "./routes/get";
import { registerListFindings } from "./routes/list";
import { registerUpdateFinding } from "./routes/update";

export { backdateFindings, backdateFindingsOfAssessment } from "./backdate";
export {
  activeFindingCountsByAssessment,
  activeFindingIds,
  archiveFindingsOfAssessment,
  raiseFindings,
} from "./for-assessments";
export { findingJoin } from "./joins";
export {
  CLOSED_FINDING_STATUS_NAMES,
  closedFindingCondition,
  openFindingCondition,
  openFindingCountsByAge,
  openFindingCountsByVendor,
} from "./open-counts";
export { type FindingEvidence, FindingEvidenceSchema, FindingIdParam } from "./schemas";
export { countOpenFindings, createFinding, findFindingInOrg, listFindings, updateFinding } from "./service";

export function registerFindingRoutes(app: ApiApp) {
  registerListFindings(app);
  registerCreateFinding(app);
  registerGetFinding(app);
  registerUpdateFinding(app);
  registerFindingComments(app);
}
