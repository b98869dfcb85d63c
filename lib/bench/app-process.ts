import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createConnection } from "node:net";
import path from "node:path";
import type { Readable } from "node:stream";

/** The real server (`tsx lib/server/main.ts`) as a child process, with its output kept for the report. */
export interface AppProcess {
  /** Lines of the server's output that mention an error or a warning. */
  problems: string[];
  /** The spawned process (tsx; the server itself is its child node process). */
  pid: number;
  alive(): boolean;
  /** Freezes the whole process tree (SIGSTOP): it keeps its connections and warm code, and runs nothing. */
  pause(): void;
  resume(): void;
  /** Sends `signal` to the whole process group, as an operator's `kill -- -PGID` or an orchestrator does. */
  signalGroup(signal: NodeJS.Signals): void;
  /** Resolves with how the spawned process ended. */
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

const MAX_ECHOED_LINES = 200;
const PROBLEM_PATTERN = /error|warn|fail|exception|unhandled/i;

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** True when something already accepts connections on 127.0.0.1:`port`. */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(false));
  });
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (exited(child)) {
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** `entry` is the server (default) or `lib/server/worker.ts`, a jobs-only process. */
/**
 * The Node flags `npm start` runs the server with (package.json's start script, between `tsx` and the
 * entry file), so the benchmarks measure the server as it is deployed.
 */
export function startScriptNodeFlags(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const words = (scripts.start ?? "").split(/\s+/);
  return words.slice(words.indexOf("tsx") + 1).filter((word) => word.startsWith("--"));
}

export function startApp(
  root: string,
  env: Record<string, string>,
  entry = "lib/server/main.ts",
  label = "app",
): AppProcess & { started: Promise<void> } {
  const problems: string[] = [];
  let echoed = 0;
  let suppressed = 0;
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  // BENCH_CPU_PROFILE_DIR: each server process writes a V8 CPU profile there when it exits.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const profiling = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), [...startScriptNodeFlags(root), ...profiling, entry], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so a stuck tree can be killed as a whole.
    detached: true,
  });
  const pipe = (stream: Readable | null) => {
    let pending = "";
    stream?.setEncoding("utf8");
    stream?.on("data", (chunk: string) => {
      const lines = (pending + chunk).split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (/^(Ready on|Worker .* started)/.test(line)) {
          markStarted();
        }
        if (PROBLEM_PATTERN.test(line)) {
          problems.push(line);
        }
        if (echoed < MAX_ECHOED_LINES) {
          echoed += 1;
          console.log(`[${label} ${stream === child.stdout ? "out" : "err"}] ${line}`);
        } else {
          suppressed += 1;
        }
      }
    });
  };
  pipe(child.stdout);
  pipe(child.stderr);

  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return {
    problems,
    started,
    exit,
    signalGroup: (signal) => child.pid !== undefined && !exited(child) && process.kill(-child.pid, signal),
    pid: child.pid ?? 0,
    alive: () => !exited(child),
    pause: () => child.pid !== undefined && process.kill(-child.pid, "SIGSTOP"),
    resume: () => child.pid !== undefined && process.kill(-child.pid, "SIGCONT"),
    async stop() {
      this.resume();
      if (!exited(child) && child.pid !== undefined) {
        child.kill("SIGTERM");
        if (!(await waitForExit(child, 20_000))) {
          console.error(`${label} did not exit within 20 s of SIGTERM; killing its process group`);
          process.kill(-child.pid, "SIGKILL");
          await waitForExit(child, 5_000);
        }
      }
      if (suppressed > 0) {
        console.log(`(${suppressed} further lines of app output were not echoed)`);
      }
      console.log(`${label} exited (code ${child.exitCode}, signal ${child.signalCode})`);
    },
  };
}

/** Polls `GET /api/health` until it answers 200 `{status:"ok"}`; gives up early if the app exits. */
export async function waitForHealth(baseUrl: string, app: AppProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (!app.alive()) {
      throw new Error("app exited before becoming healthy (see its output above)");
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2000) });
      const body = (await response.json()) as { status?: string };
      if (response.status === 200 && body.status === "ok") {
        return;
      }
      last = `${response.status} ${JSON.stringify(body)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(500);
  }
  throw new Error(`app not healthy after ${timeoutMs / 1000} s (last: ${last})`);
}
