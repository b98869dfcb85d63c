import { JobWorker } from "@/lib/jobs";
import { appModules } from "@/lib/modules/all";
import { registerModules } from "@/lib/modules/register";

/**
 * A job worker in a process of its own, for tests that kill one (`spawnWorkerProcess`). It runs
 * only WORKER_ORG_ID's jobs on DATABASE_URL, and hands on the jobs of a worker that has been silent
 * for LEASE_SECONDS.
 */
registerModules(appModules);
const worker = new JobWorker({
  orgId: process.env.WORKER_ORG_ID,
  concurrency: 8,
  pollIntervalMs: 100,
  leaseSeconds: Number(process.env.LEASE_SECONDS ?? 300),
  scheduleIntervalMs: 250,
});
worker.start();
console.log(`worker ${worker.id} started`);
