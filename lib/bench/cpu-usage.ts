import { readdirSync, readFileSync } from "node:fs";

/** CPU seconds used so far, per group of processes (Linux /proc; empty elsewhere). */
export type CpuSnapshot = Map<string, number>;

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux kernel Node supports

interface ProcessStat {
  pid: number;
  command: string;
  processGroup: number;
  cpuSeconds: number;
}

function readStat(pid: string): ProcessStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command is in parentheses and may itself hold spaces or parentheses.
    const close = text.lastIndexOf(")");
    const command = text.slice(text.indexOf("(") + 1, close);
    const fields = text
      .slice(close + 2)
      .split(" ")
      .map(Number);
    // After the command: state(0) ppid(1) pgrp(2) ... utime(11) stime(12)
    return {
      pid: Number(pid),
      command,
      processGroup: fields[2] ?? -1,
      cpuSeconds: ((fields[11] ?? 0) + (fields[12] ?? 0)) / TICKS_PER_SECOND,
    };
  } catch {
    return undefined; // exited meanwhile, or no /proc
  }
}

/**
 * Sums CPU time by group: `groups` maps a name to a predicate over a process. A process counts in
 * the first group it matches. Processes that exited between two snapshots are missed, so compare
 * snapshots of long-lived processes only (servers, workers, PostgreSQL backends of a pool).
 */
export function cpuSnapshot(groups: Record<string, (process: ProcessStat) => boolean>): CpuSnapshot {
  const totals: CpuSnapshot = new Map(Object.keys(groups).map((name) => [name, 0]));
  let pids: string[] = [];
  try {
    pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
  } catch {
    return totals;
  }
  for (const pid of pids) {
    const stat = readStat(pid);
    if (!stat) {
      continue;
    }
    const group = Object.entries(groups).find(([, matches]) => matches(stat));
    if (group) {
      totals.set(group[0], (totals.get(group[0]) ?? 0) + stat.cpuSeconds);
    }
  }
  return totals;
}

/** CPU seconds each group used between two snapshots. */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): Map<string, number> {
  return new Map([...after].map(([name, seconds]) => [name, seconds - (before.get(name) ?? 0)]));
}

export const inProcessGroup = (group: number) => (process: ProcessStat) => process.processGroup === group;
export const isPostgres = (process: ProcessStat) => process.command === "postgres";
export const isProcess = (pid: number) => (process: ProcessStat) => process.pid === pid;
