import { readdirSync, readFileSync } from "node:fs";

/** CPU seconds used so far by each process of each group (Linux /proc; empty elsewhere). */
export type CpuSnapshot = Map<string, Map<number, number>>;

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
 * CPU time by group: `groups` maps a name to a predicate over a process. A process counts in the
 * first group it matches.
 */
export type ProcessFilter = (process: ProcessStat) => boolean;

export function cpuSnapshot(groups: Record<string, ProcessFilter>): CpuSnapshot {
  const totals: CpuSnapshot = new Map(Object.keys(groups).map((name) => [name, new Map()]));
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
      totals.get(group[0])?.set(stat.pid, stat.cpuSeconds);
    }
  }
  return totals;
}

/**
 * CPU seconds each group used between two snapshots: of the processes alive at the second, what
 * they used since the first (all of it for a process started meanwhile). A process that exited
 * meanwhile (a pooled connection closed) is left out, so a group can be slightly undercounted.
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): Map<string, number> {
  return new Map(
    [...after].map(([name, processes]) => {
      let seconds = 0;
      for (const [pid, used] of processes) {
        seconds += used - (before.get(name)?.get(pid) ?? 0);
      }
      return [name, seconds];
    }),
  );
}

export const inProcessGroup = (group: number) => (process: ProcessStat) => process.processGroup === group;
export const isPostgres = (process: ProcessStat) => process.command === "postgres";
export const isProcess = (pid: number) => (process: ProcessStat) => process.pid === pid;
