import { config } from "@/lib/config/env";
import { databaseHandle } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { lowerProcessPriority, workerLane } from "@/lib/jobs/lanes";
import { listenForJobs } from "@/lib/jobs/listen";
import { JobWorker, workerConcurrency } from "@/lib/jobs/worker";
import { appModules } from "@/lib/modules/all";
import { registerModules } from "@/lib/modules/register";
import { keyring } from "@/lib/secrets/keyring";

/** `npm run worker`: a process that only runs background jobs, beside the app servers. */
async function main() {
  if (!config().databaseUrl) {
    console.error(
      "npm run worker needs DATABASE_URL: the embedded database belongs to the one `npm start` process, which already runs a worker.",
    );
    process.exit(1);
  }
  registerModules(appModules);
  keyring();
  const databaseUrl = config().databaseUrl as string;
  const database = databaseHandle();
  await applyMigrations(database);
  const lane = workerLane();
  if (lane === "background") {
    lowerProcessPriority();
  }
  const worker = new JobWorker({ concurrency: workerConcurrency(), lane });
  worker.start();
  const listener = listenForJobs(databaseUrl);
  console.log(`Worker ${worker.id} started (${lane === "all" ? "every job type" : `${lane} lane`})`);
  const shutdown = async () => {
    await listener.close();
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown());
  process.on("SIGINT", () => void shutdown());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
