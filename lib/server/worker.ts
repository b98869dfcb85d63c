import { config } from "@/lib/config/env";
import { databaseHandle } from "@/lib/db/client";
import { applyMigrations } from "@/lib/db/migrate";
import { appModules } from "@/lib/modules/all";
import { registerModules } from "@/lib/modules/register";
import { keyring } from "@/lib/secrets/keyring";
import { startJobWorkers } from "./job-workers";
import { exitWithParent } from "./supervise";

/**
 * `npm run worker`: a process that only runs background jobs, beside the app servers. It is also
 * the background child that a process of the `all` lane starts (lib/server/job-workers.ts).
 */
async function main() {
  if (!config().databaseUrl) {
    console.error(
      "npm run worker needs DATABASE_URL: the embedded database belongs to the one `npm start` process, which already runs a worker.",
    );
    process.exit(1);
  }
  registerModules(appModules);
  keyring();
  const database = databaseHandle();
  await applyMigrations(database);
  const workers = startJobWorkers({ databaseUrl: config().databaseUrl, lowerPriorityInBackground: true });
  console.log(`Worker ${workers.worker.id} started (${workers.description})`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) {
      return;
    }
    stopping = true;
    await workers.stop();
    await database.close();
    process.exit(0);
  };
  const supervised = exitWithParent(() => void shutdown());
  process.on("SIGTERM", () => void shutdown());
  // A terminal's Ctrl-C reaches the whole process group; a supervised child waits for its parent's SIGTERM.
  process.on("SIGINT", () => {
    if (!supervised) {
      void shutdown();
    }
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
