import type { Database } from "@/lib/db/client";
import { enqueueJob, type JobDefinition } from "./queue";

export interface Schedule {
  name: string;
  everySeconds: number;
  job: JobDefinition;
}

const schedulesKey = Symbol.for("vrp.jobs.schedules");
type Holder = typeof globalThis & { [schedulesKey]?: Map<string, Schedule> };

function schedules(): Map<string, Schedule> {
  const holder = globalThis as Holder;
  holder[schedulesKey] ??= new Map();
  return holder[schedulesKey];
}

export function defineSchedule(schedule: Schedule): void {
  schedules().set(schedule.name, schedule);
}

export function registeredSchedules(): Schedule[] {
  return [...schedules().values()];
}

/**
 * Enqueues the current slot of every schedule. The dedupe key names the slot, so however many
 * workers do this, each slot runs once.
 */
export async function enqueueDueSchedules(database: Database, now = new Date()): Promise<void> {
  for (const schedule of registeredSchedules()) {
    const slotStart = Math.floor(now.getTime() / 1000 / schedule.everySeconds) * schedule.everySeconds;
    await enqueueJob(
      database,
      schedule.job,
      {},
      {
        runAt: new Date(slotStart * 1000),
        dedupeKey: `schedule:${schedule.name}:${slotStart}`,
      },
    );
  }
}
