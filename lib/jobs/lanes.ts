import { readdirSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { jobDefinition, registeredJobTypes } from "./queue";

/**
 * Worker lanes (`WORKER_LANE`). A worker of the `all` lane (the default, and the one `npm start`
 * runs in process) runs every job type. Scaled out, a deployment may split them: workers of the
 * `standard` lane run every type but the background ones, and workers of the `background` lane run
 * only those (JobDefinition.lane), at a lower CPU priority. Heavy work then queues behind heavy work
 * only, and on a shared machine the deliveries' process takes a core before it does.
 */
export type WorkerLane = "all" | "standard" | "background";

const LANES: readonly WorkerLane[] = ["all", "standard", "background"];

/** How much lower a background worker's threads run than the default (a nice value, 0 to 19). */
export const BACKGROUND_NICE = 19;

export function workerLane(env: Record<string, string | undefined> = process.env): WorkerLane {
  const value = env.WORKER_LANE?.trim() || "all";
  if (!(LANES as readonly string[]).includes(value)) {
    throw new Error(`WORKER_LANE must be one of ${LANES.join(", ")}; got "${value}"`);
  }
  return value as WorkerLane;
}

const isBackground = (type: string) => jobDefinition(type)?.lane === "background";

/** The registered job types a worker of the lane runs. */
export function typesInLane(lane: WorkerLane): string[] {
  return lane === "all"
    ? registeredJobTypes()
    : registeredJobTypes().filter((type) => isBackground(type) === (lane === "background"));
}

/** The registered job types a worker of the lane must leave to others (its claims skip them). */
export function typesOutsideLane(lane: WorkerLane): string[] {
  if (lane === "all") {
    return [];
  }
  return registeredJobTypes().filter((type) => isBackground(type) !== (lane === "background"));
}

/**
 * Lowers the CPU priority of every thread of this process (Linux keeps a nice value per thread;
 * threads started later inherit it from the thread that starts them). Elsewhere, the calling thread.
 */
export function lowerProcessPriority(increment = BACKGROUND_NICE): void {
  let threads: number[] = [0];
  try {
    threads = readdirSync("/proc/self/task").map(Number);
  } catch {
    // No /proc: the calling thread only.
  }
  for (const thread of threads) {
    try {
      setPriority(thread, Math.min(19, getPriority(thread) + increment));
    } catch {
      // A thread that ended meanwhile, or a platform that refuses: it keeps its priority.
    }
  }
}
