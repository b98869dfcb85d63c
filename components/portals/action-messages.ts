import type { PortalAction } from "./action-model";

// What an action's toast says: loaded with the code that runs the action (./run-action), not with the list.

/** What the toast says once the API accepted the action. */
export const ACTION_DONE: Record<Exclude<PortalAction, "extend">, string> = {
  pause: "Request paused",
  resume: "Request resumed",
  remind: "Reminder sent",
  close: "Request closed",
  reopen: "Request reopened",
};

/** What the error toast's title says could not be done. */
export const ACTION_FAILED: Record<Exclude<PortalAction, "extend">, string> = {
  pause: "Couldn't pause the request",
  resume: "Couldn't resume the request",
  remind: "Couldn't send the reminder",
  close: "Couldn't close the request",
  reopen: "Couldn't reopen the request",
};

/** "3 hours and 20 minutes", "12 minutes", "45 seconds": how long until the next try (Retry-After). */
export function formatWait(totalSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(totalSeconds));
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;
  if (seconds < 60) {
    return plural(seconds, "second");
  }
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) {
    return plural(minutes, "minute");
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? plural(hours, "hour") : `${plural(hours, "hour")} and ${plural(rest, "minute")}`;
}
