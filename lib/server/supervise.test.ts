import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type SupervisedChild, superviseChild } from "./supervise";
import { runningProcess } from "./testing/process-stat";

const CHILD = path.join(__dirname, "testing/supervised-child.ts");
const PARENT = path.join(__dirname, "testing/supervising-parent.ts");
const WAIT = { timeout: 60_000, interval: 25 };

/** Whether the process runs: an exited child that nobody has reaped yet (a zombie) does not. */
const isAlive = (pid: number) => runningProcess(pid) !== undefined;

function scratch() {
  const dir = mkdtempSync(path.join(tmpdir(), "vrp-supervise-"));
  const log = path.join(dir, "child.log");
  const lines = () => {
    try {
      return readFileSync(log, "utf8").trim().split("\n").filter(Boolean);
    } catch {
      return [];
    }
  };
  return { dir, log, lines };
}

describe("superviseChild", { timeout: 90_000 }, () => {
  const running: SupervisedChild[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((child) => child.stop()));
  });
  const supervise = (env: Record<string, string>, options: { stopGraceMs?: number } = {}) => {
    const child = superviseChild({
      entry: CHILD,
      env: { ...process.env, ...env },
      label: "The test child",
      nodeFlags: ["--import", "tsx"],
      restartDelayMs: 50,
      ...options,
    });
    running.push(child);
    return child;
  };

  it("starts a child that exits while it is wanted again, and stops it for good with SIGTERM", async () => {
    const { dir, log, lines } = scratch();
    const child = supervise({ CHILD_LOG: log, CRASH_ONCE_MARKER: path.join(dir, "crashed") });
    const starts = await vi.waitFor(() => {
      const started = lines().filter((line) => line.startsWith("start "));
      expect(started).toHaveLength(2);
      return started.map((line) => Number(line.split(" ")[1]));
    }, WAIT);
    expect(starts[0]).not.toBe(starts[1]);
    expect(child.pid).toBe(starts[1]);

    await child.stop();
    expect(lines()).toContain(`term ${starts[1]}`);
    expect(isAlive(starts[1] as number)).toBe(false);
    expect(child.pid).toBeUndefined();
  });

  it("kills a child that does not stop within the grace period", async () => {
    const { log, lines } = scratch();
    const child = supervise({ CHILD_LOG: log, IGNORE_SIGTERM: "1" }, { stopGraceMs: 300 });
    await vi.waitFor(() => expect(lines()).toHaveLength(1), WAIT);
    const pid = child.pid as number;

    await child.stop();
    expect(isAlive(pid)).toBe(false);
    expect(lines()).not.toContain(`term ${pid}`);
  });

  it("a child exits by itself when its parent is killed outright", async () => {
    const { log, lines } = scratch();
    const parent = spawn(process.execPath, ["--import", "tsx", PARENT], {
      env: { ...process.env, CHILD_LOG: log },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise<void>((resolve) => parent.once("exit", () => resolve()));
    let output = "";
    parent.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    const childPid = await vi.waitFor(() => {
      const match = /child (\d+)/.exec(output);
      expect(match).not.toBeNull();
      expect(lines()).toHaveLength(1);
      return Number(match?.[1]);
    }, WAIT);
    expect(isAlive(childPid)).toBe(true);

    parent.kill("SIGKILL");
    await exited;
    await vi.waitFor(() => expect(isAlive(childPid)).toBe(false), WAIT);
    expect(lines()).toContain(`orphaned ${childPid}`);
  });
});
