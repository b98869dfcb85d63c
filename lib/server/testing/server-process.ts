import { type ChildProcess, spawn } from "node:child_process";

export interface ServerProcess {
  child: ChildProcess;
  /** `npm start`'s base URL once it says "Ready on" (PORT=0 picks a free port); "" for a worker. */
  ready: Promise<string>;
  exited: Promise<void>;
  output(): string;
}

/**
 * `npm start` (lib/server/main.ts) or `npm run worker` (lib/server/worker.ts) as one node process
 * (not the tsx CLI, which runs node as its child), so a SIGKILL reaches the server itself.
 */
export function startServerProcess(entry: "main" | "worker", env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", `lib/server/${entry}.ts`], {
    cwd: process.cwd(),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = new Promise<string>((resolve, reject) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const address = /Ready on (http:\/\/localhost:\d+)/.exec(output);
      if (address?.[1]) {
        resolve(address[1].replace("localhost", "127.0.0.1"));
      } else if (entry === "worker" && /Worker \S+ started/.test(output)) {
        resolve("");
      }
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    child.once("exit", (code, signal) => reject(new Error(`${entry} exited (${code ?? signal}):\n${output}`)));
  });
  ready.catch(() => {}); // a caller that never awaits it must not get an unhandled rejection
  return { child, ready, exited, output: () => output };
}
