import type { IntakeSessionQuery } from "../intake";

/** React-query keys of intake; every change to a session invalidates `sessions`. */
export const intakeKeys = {
  all: ["intake"] as const,
  sessions: ["intake", "sessions"] as const,
  sessionLists: ["intake", "sessions", "list"] as const,
  sessionList: (query: IntakeSessionQuery) => ["intake", "sessions", "list", query] as const,
  session: (id: string) => ["intake", "sessions", "detail", id] as const,
  questionnaires: ["intake", "questionnaires"] as const,
  questionnaireList: ["intake", "questionnaires", "list"] as const,
  questionnaire: (id: string) => ["intake", "questionnaires", "detail", id] as const,
};
