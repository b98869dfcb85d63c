import { readdirSync, readFileSync } from "node:fs";

export interface ProcessGroupUsage {
  rssBytes: number;
  openFds: number;
}

/**
 * Resident memory and open file descriptors summed over the processes of a group (a server spawned
 * detached: tsx, the server and its children), from /proc; undefined where there is no /proc.
 */
export function processGroupUsage(processGroup: number): ProcessGroupUsage | undefined {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return undefined;
  }
  const usage = { rssBytes: 0, openFds: 0 };
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) {
      continue;
    }
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // After the parenthesised command name: state, ppid, pgrp, …
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) !== processGroup) {
        continue;
      }
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${entry}/status`, "utf8"));
      usage.rssBytes += Number(rss?.[1] ?? 0) * 1024;
      usage.openFds += readdirSync(`/proc/${entry}/fd`).length;
    } catch {
      // the process exited meanwhile
    }
  }
  return usage;
}
