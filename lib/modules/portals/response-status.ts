import type { portals } from "./tables";

/** The questionnaire response's status as its events name it: in_progress, submitted or closed. */
export type ResponseStatus = "in_progress" | "submitted" | "closed";

export function responseStatusOf(row: Pick<typeof portals.$inferSelect, "status">): ResponseStatus {
  if (row.status === "submitted" || row.status === "closed") {
    return row.status;
  }
  return "in_progress";
}
