import type { Queryable } from "@/lib/db/client";
import { enqueueJob, type JobDefinition } from "./queue";

export interface Schedule {
  name: string;
  everySeconds: number;
  job: JobDefinition;
}

/**
 * The organizations a schedule runs for, one job each: a gated module's schedule runs only for the
 * organizations that have the module switched on. Without it, a schedule runs once, for no organization.
 */
export type ScheduleOrganizations = (q: Queryable) => Promise<string[]>;

interface RegisteredSchedule extends Schedule {
  organizations?: ScheduleOrganizations;
}

/** Filled from the module list at startup (registerModules). */
const schedules = new Map<string, RegisteredSchedule>();

export function registerSchedule(schedule: Schedule, organizations?: ScheduleOrganizations): void {
  schedules.set(schedule.name, { ...schedule, organizations });
}

export function clearSchedules(): void {
  schedules.clear();
}

export function registeredSchedules(): Schedule[] {
  return [...schedules.values()];
}

/**
 * Enqueues the current slot of every schedule. The dedupe key names the slot (and the organization),
 * so however many workers do this, each slot runs once.
 */
export async function enqueueDueSchedules(database: Queryable, now = new Date()): Promise<void> {
  for (const schedule of schedules.values()) {
    const slotStart = Math.floor(now.getTime() / 1000 / schedule.everySeconds) * schedule.everySeconds;
    const runAt = new Date(slotStart * 1000);
    const dedupeKey = `schedule:${schedule.name}:${slotStart}`;
    if (!schedule.organizations) {
      await enqueueJob(database, schedule.job, {}, { runAt, dedupeKey });
      continue;
    }
    for (const orgId of await schedule.organizations(database)) {
      await enqueueJob(database, schedule.job, {}, { orgId, runAt, dedupeKey: `${dedupeKey}:${orgId}` });
    }
  }
}
