import pg from "pg";
import { jobWakeups } from "./wake";

/** The channel the jobs table's insert trigger notifies (migration 0007). */
export const JOBS_CHANNEL = "vrp_jobs";
const RECONNECT_MS = 1000;

export interface JobListener {
  close(): Promise<void>;
}

/**
 * Wakes this process's workers when any process commits new jobs, so a separate worker (or another
 * app instance) starts them at once instead of at its next poll. PostgreSQL servers only: the
 * embedded database has one process. Reconnects after a lost connection; polling covers the gap.
 */
export function listenForJobs(databaseUrl: string): JobListener {
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const current = new pg.Client({ connectionString: databaseUrl });
    client = current;
    const retry = () => {
      if (!closed && client === current) {
        client = undefined;
        current.end().catch(() => undefined);
        timer = setTimeout(() => void connect(), RECONNECT_MS);
      }
    };
    current.on("error", retry);
    current.on("end", retry);
    current.on("notification", () => jobWakeups().emit("wake"));
    try {
      await current.connect();
      await current.query(`LISTEN ${JOBS_CHANNEL}`);
      jobWakeups().emit("wake"); // jobs committed while we were not listening
    } catch {
      retry();
    }
  };
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
