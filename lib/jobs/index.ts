/**
 * The durable job queue, in PostgreSQL (or the embedded database), as the rest of the app uses it:
 * modules define jobs and schedules and enqueue in their own transaction; the server and worker
 * processes run them with JobWorker. Nothing outside lib/jobs reaches past this file but the schema
 * registry (lib/db/schema.ts) and tests. docs/architecture.md, "How a job flows", says why the
 * queue is our own rather than pg-boss or graphile-worker.
 */
export {
  BACKGROUND_NICE,
  type BackgroundPlacement,
  backgroundPlacement,
  type LaneLayout,
  laneLayout,
  lowerProcessPriority,
  typesInLane,
  typesOutsideLane,
  type WorkerLane,
  workerLane,
} from "./lanes";
export { JOBS_CHANNEL, type JobListener, listenForJobs } from "./listen";
export { purgeFinishedJobs, purgeFinishedJobsSchedule } from "./maintenance";
export {
  clearJobTypes,
  completeJobsStatement,
  defineJob,
  type EnqueueOptions,
  enqueueJob,
  enqueueJobs,
  exponentialBackoff,
  type JobDefinition,
  type JobGate,
  type JobHandlerContext,
  type JobLane,
  jobDefinition,
  registeredJobTypes,
  registerJobType,
} from "./queue";
export {
  clearSchedules,
  defineScheduledJob,
  enqueueDueSchedules,
  registeredSchedules,
  registerSchedule,
  type Schedule,
  type ScheduledJobDefinition,
  type ScheduleOrganizations,
} from "./schedules";
export { isUnfinished, type JobState, jobStates, otherRunningJobs, unfinishedJobExists } from "./state";
export { jobWakeups, wakeWorkers } from "./wake";
export { JobWorker, type WorkerOptions, workerConcurrency, workerPollIntervalMs } from "./worker";
