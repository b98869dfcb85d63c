import type { ApiApp } from "@/lib/api/types";
import { registerQuestionnaireRoutes } from "./routes/questionnaires";
import { registerSessionActionRoutes } from "./routes/session-actions";
import { registerSessionRoutes } from "./routes/sessions";

export function registerIntakeRoutes(app: ApiApp) {
  registerQuestionnaireRoutes(app);
  registerSessionRoutes(app);
  registerSessionActionRoutes(app);
}

export { answerSessionInProcess } from "./answer-job";
export { createSession } from "./create-session";
export { listQuestionnaires, questionnairesForVendorRequest } from "./questionnaires";
export { moveProcurementStatus } from "./session-actions";
