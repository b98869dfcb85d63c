import path from "node:path";
import { PEER_FORWARDING_KEY_ENV } from "@/lib/bff/forwarded-peer";
import {
  backgroundPlacement,
  type JobListener,
  JobWorker,
  laneLayout,
  listenForJobs,
  lowerProcessPriority,
  workerConcurrency,
  workerLane,
  workerPollIntervalMs,
} from "@/lib/jobs";
import { type SupervisedChild, superviseChild } from "./supervise";

/** `npm run worker`'s entry, which the background child runs. */
const WORKER_ENTRY = path.join(__dirname, "worker.ts");

export interface JobWorkers {
  worker: JobWorker;
  background: SupervisedChild | undefined;
  /** Says what runs where, for the start-up log. */
  description: string;
  stop(): Promise<void>;
}

/**
 * Starts the job workers of a process (`npm start`'s or `npm run worker`'s) for its WORKER_LANE:
 * the worker in this process, the LISTEN that wakes it when another process enqueues, and, for the
 * `all` lane on a PostgreSQL server, a supervised child process of the background lane
 * (lib/jobs/lanes.ts, BACKGROUND_LANE).
 */
export function startJobWorkers(options: {
  databaseUrl: string | undefined;
  /** Whether a process whose own worker is of the background lane lowers its CPU priority (not a web server). */
  lowerPriorityInBackground: boolean;
}): JobWorkers {
  const lane = workerLane();
  const layout = laneLayout(lane, { serverDatabase: Boolean(options.databaseUrl), placement: backgroundPlacement() });
  let priority = "";
  if (layout.inProcess === "background" && options.lowerPriorityInBackground) {
    priority = lowerProcessPriority().idlePolicy ? ", nice 19 and SCHED_IDLE" : ", nice 19";
  }
  const worker = new JobWorker({
    concurrency: workerConcurrency(),
    pollIntervalMs: workerPollIntervalMs(),
    lane: layout.inProcess,
  });
  worker.start();
  // Other processes' jobs wake this worker too (a PostgreSQL server is shared by many processes).
  const listener: JobListener | undefined = options.databaseUrl ? listenForJobs(options.databaseUrl) : undefined;
  const background = layout.backgroundChild ? startBackgroundChild() : undefined;
  const description =
    layout.inProcess === "all"
      ? "every job type"
      : `${layout.inProcess} lane${priority}${background ? `; the background lane in process ${background.pid}` : ""}`;
  return {
    worker,
    background,
    description,
    async stop() {
      await listener?.close();
      await Promise.all([worker.stop(), background?.stop()]);
    },
  };
}

function startBackgroundChild(): SupervisedChild {
  const env: NodeJS.ProcessEnv = { ...process.env, WORKER_LANE: "background" };
  // The web half's key for forwarding browser addresses is no business of a worker's.
  delete env[PEER_FORWARDING_KEY_ENV];
  return superviseChild({ entry: WORKER_ENTRY, env, label: "The background worker" });
}
