import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { getPriority, setPriority } from "node:os";
import { jobDefinition, registeredJobTypes } from "./queue";

/**
 * Worker lanes (`WORKER_LANE`). A worker of the `all` lane (the default, and the one `npm start`
 * runs in process) runs every job type, the background ones in a child process of its own when the
 * database is a PostgreSQL server (BackgroundPlacement). Scaled out, a deployment may split them: workers of the
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

/**
 * Where a worker of the `all` lane runs the background types when the database is a PostgreSQL
 * server (`BACKGROUND_LANE`): `child` (the default), in a supervised child process of the
 * background lane, so that a heavy run never holds up the event loop that sends webhooks and runs
 * the short jobs; `inline`, in the same process as every other type. The embedded database belongs
 * to one process, so without a server the background types always run inline.
 */
export type BackgroundPlacement = "child" | "inline";

const PLACEMENTS: readonly BackgroundPlacement[] = ["child", "inline"];

export function backgroundPlacement(env: Record<string, string | undefined> = process.env): BackgroundPlacement {
  const value = env.BACKGROUND_LANE?.trim() || "child";
  if (!(PLACEMENTS as readonly string[]).includes(value)) {
    throw new Error(`BACKGROUND_LANE must be one of ${PLACEMENTS.join(", ")}; got "${value}"`);
  }
  return value as BackgroundPlacement;
}

export interface LaneLayout {
  /** The lane of the worker in this process. */
  inProcess: WorkerLane;
  /** Whether this process also starts a child process of the background lane. */
  backgroundChild: boolean;
}

/** How a process configured for `lane` splits its job types between itself and a background child. */
export function laneLayout(
  lane: WorkerLane,
  options: { serverDatabase: boolean; placement: BackgroundPlacement },
): LaneLayout {
  const split = lane === "all" && options.serverDatabase && options.placement === "child";
  return split ? { inProcess: "standard", backgroundChild: true } : { inProcess: lane, backgroundChild: false };
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
 * Lowers the CPU priority of every thread of this process (Linux keeps a nice value and a scheduling
 * policy per thread; threads started later inherit both from the thread that starts them). On Linux
 * the threads also take the SCHED_IDLE policy, when util-linux's `chrt` is there: a nice value
 * weighs only against the other processes of the same scheduling group, and with autogroups (a group
 * per session, the default on desktop and many server kernels) PostgreSQL, the web server and this
 * worker each have a group of their own, so a worker at nice 19 still took a full group's turn before
 * a waking delivery or query did. A SCHED_IDLE thread gives the core up at once to any other thread
 * that wakes on it, whatever its group. Elsewhere, the calling thread's nice value only.
 */
export function lowerProcessPriority(increment = BACKGROUND_NICE): { idlePolicy: boolean } {
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
  return { idlePolicy: process.platform === "linux" && scheduleThreadsAsIdle() };
}

/** Every thread of this process to SCHED_IDLE (which an unprivileged process may choose for itself). */
function scheduleThreadsAsIdle(): boolean {
  try {
    execFileSync("chrt", ["--idle", "--all-tasks", "--pid", "0", String(process.pid)], {
      stdio: "ignore",
      timeout: 5000,
    });
    return true;
  } catch {
    return false; // no chrt, or a kernel that refuses: the nice value alone
  }
}
