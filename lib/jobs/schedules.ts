import type { Queryable } from "@/lib/db/client";
import { defineJob, enqueueJob, type JobDefinition } from "./queue";

export interface Schedule {
  name: string;
  everySeconds: number;
  job: JobDefinition;
}

/** A job definition with the schedule that runs it (an empty payload each slot). */
export interface ScheduledJobDefinition<Payload extends Record<string, unknown>, Prepared = undefined>
  extends JobDefinition<Payload, Prepared> {
  everySeconds: number;
  /**
   * The schedule's name, when it is not the job type. It is part of every slot's dedupe key in the
   * jobs table, so an existing schedule keeps its name: renaming it would run the current slot again.
   */
  scheduleName?: string;
}

/**
 * Describes a job type and the schedule that runs it in one statement, so the two cannot drift apart:
 * no schedule left naming one job type while it runs another, or still set up for a job since renamed.
 * A module's descriptor still lists both, the job in `jobs` and the schedule in `schedules`:
 *
 *     export const { job: purgeX, schedule: purgeXSchedule } = defineScheduledJob({ type, everySeconds, ... });
 */
export function defineScheduledJob<Payload extends Record<string, unknown>, Prepared = undefined>({
  everySeconds,
  scheduleName,
  ...definition
}: ScheduledJobDefinition<Payload, Prepared>): { job: JobDefinition<Payload, Prepared>; schedule: Schedule } {
  const job = defineJob<Payload, Prepared>(definition);
  return { job, schedule: { name: scheduleName ?? job.type, everySeconds, job } };
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
