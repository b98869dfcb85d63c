import { type ChildProcess, spawn } from "node:child_process";

export interface WorkerProcess {
  child: ChildProcess;
  /** Resolves once the worker has started claiming. */
  started: Promise<void>;
  /** Resolves once the process has exited. */
  exited: Promise<void>;
}

/** Starts lib/testing/worker-process.ts on a PostgreSQL database, for one organization's jobs. */
export function spawnWorkerProcess(env: {
  databaseUrl: string;
  orgId: string;
  leaseSeconds: number;
  webhookTestTargets: string;
}): WorkerProcess {
  // One process (not the tsx CLI, which runs node as its child): SIGKILL then kills the worker itself.
  const child = spawn(process.execPath, ["--import", "tsx", "lib/testing/worker-process.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      DATABASE_URL: env.databaseUrl,
      WORKER_ORG_ID: env.orgId,
      LEASE_SECONDS: String(env.leaseSeconds),
      WEBHOOK_TEST_TARGETS: env.webhookTestTargets,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const started = new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("started")) {
        resolve();
      }
    });
    child.once("exit", (code, signal) =>
      reject(new Error(`worker process exited (${code ?? signal}) before starting`)),
    );
  });
  started.catch(() => {}); // a caller that never awaits it must not get an unhandled rejection at exit
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, started, exited };
}
