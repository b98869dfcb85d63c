import type { AccessPolicy } from "@/lib/api/access-policy";
import { requireChildInOrg, requireInOrg } from "@/lib/api/middleware/require-in-org";
import { findQuestionnaireInOrg } from "../questionnaires";
import { findAnswerInOrg, findSessionInOrg } from "../read-session";

export const tags = ["Intake"];

/** Questionnaires are organization settings: dashboard admins and API keys (granted by admins), as users are. */
export const questionnaireManagers: AccessPolicy = { keys: true, roles: ["org:admin"] };

export const requireQuestionnaireInOrg = requireInOrg("questionnaire_id", findQuestionnaireInOrg);
export const requireSessionInOrg = requireInOrg("session_id", (q, orgId, id) => findSessionInOrg(q, orgId, id));
export const requireQuestionInSession = requireChildInOrg("session_id", "question_id", findAnswerInOrg);
