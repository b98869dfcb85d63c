import { type ChildProcess, fork } from "node:child_process";

export interface SupervisedChild {
  /** The running child's process ID; undefined between an exit and its restart. */
  readonly pid: number | undefined;
  /** Stops the child for good: SIGTERM, then SIGKILL if it has not exited after the grace period. */
  stop(): Promise<void>;
}

export interface SuperviseOptions {
  /** The module the child runs (TypeScript is fine: the child gets this process's loader flags). */
  entry: string;
  env: NodeJS.ProcessEnv;
  /** How the logs name the child. */
  label: string;
  /** The first restart waits this long, each quick exit after it twice as long, up to maxRestartDelayMs. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** A child that ran this long before exiting restarts after restartDelayMs again. */
  stableAfterMs?: number;
  stopGraceMs?: number;
  /** The child's Node flags; by default this process's own (inheritedNodeFlags). */
  nodeFlags?: string[];
}

/**
 * The Node flags the child inherits: the TypeScript loader and the memory settings, never a
 * debugger's port (the parent holds it).
 */
const inheritedNodeFlags = () => process.execArgv.filter((flag) => !flag.startsWith("--inspect"));

/**
 * Runs `entry` in a child process and keeps it running: a child that exits while it is wanted is
 * started again after a back-off, so a crash costs its in-flight work a retry (the job queue's
 * leases) and never the whole lane. The child exits by itself when this process goes, however it
 * goes (`exitWithParent`).
 */
export function superviseChild(options: SuperviseOptions): SupervisedChild {
  const initialDelay = options.restartDelayMs ?? 1000;
  const maxDelay = options.maxRestartDelayMs ?? 30_000;
  const stableAfter = options.stableAfterMs ?? 60_000;
  let delay = initialDelay;
  let child: ChildProcess | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let stopped = false;

  const scheduleRestart = (reason: string) => {
    if (stopped) {
      return;
    }
    console.error(`${options.label} ${reason}; starting it again in ${delay} ms`);
    restartTimer = setTimeout(start, delay);
    delay = Math.min(delay * 2, maxDelay);
  };

  function start() {
    restartTimer = undefined;
    const startedAt = Date.now();
    const current = fork(options.entry, [], {
      env: options.env,
      execArgv: options.nodeFlags ?? inheritedNodeFlags(),
      stdio: "inherit",
    });
    child = current;
    let ended = false;
    const end = (reason: string) => {
      if (ended) {
        return;
      }
      ended = true;
      if (child === current) {
        child = undefined;
      }
      if (Date.now() - startedAt >= stableAfter) {
        delay = initialDelay;
      }
      scheduleRestart(reason);
    };
    current.once("exit", (code, signal) => end(`(process ${current.pid}) exited with ${signal ?? `code ${code}`}`));
    // A child that could not be started emits "error" and no "exit".
    current.once("error", (error) => end(`could not run: ${error.message}`));
  }

  start();
  return {
    get pid() {
      return child?.pid;
    },
    async stop() {
      stopped = true;
      clearTimeout(restartTimer);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) {
        return;
      }
      const exited = new Promise<void>((resolve) => current.once("exit", () => resolve()));
      current.kill("SIGTERM");
      const killer = setTimeout(() => current.kill("SIGKILL"), options.stopGraceMs ?? 30_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/**
 * In a child started by superviseChild: calls `onParentGone` when the parent's IPC channel closes,
 * which happens however the parent ends (SIGKILL included). Returns whether this process has such a
 * parent. The channel itself does not keep the child alive.
 */
export function exitWithParent(onParentGone: () => void): boolean {
  if (!process.send || !process.channel) {
    return false;
  }
  process.channel.unref();
  process.once("disconnect", onParentGone);
  return true;
}
