import type { ReassessmentStatus } from "@/lib/modules/reassessments/schemas";

/** React-query keys of reassessments; every change invalidates `all`. */
export const reassessmentKeys = {
  all: ["reassessments"] as const,
  lists: ["reassessments", "list"] as const,
  list: (filters: { status?: ReassessmentStatus; radar_event_id?: string }) =>
    ["reassessments", "list", filters] as const,
  detail: (id: string) => ["reassessments", "detail", id] as const,
};

export function reassessmentPath(id: string): string {
  return `/reassessments/${encodeURIComponent(id)}`;
}
